import type { ConversationOffers, Offer, OfferListingState } from '@marketplace/contract/offers';
import { OFFER_MESSAGES } from '@marketplace/contract/offers';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/locales/en/offers';
import { emitLiveEvent } from '@/lib/live-events';
import { fixedTexts, shown } from '@/test/english-shown';
import { showInDhivehi } from '@/test/language';
import { testUser } from '@/test/render-app';
import { jsonResponse, renderPage, stubFetch, type FetchCall } from '@/test/render-page';
import { OfferPanel } from './offer-panel';
import { OfferStep } from './offer-step';

const LIVE: OfferListingState = {
  listingId: 'l1',
  live: true,
  sold: false,
  reserved: false,
  reservedForThisBuyer: false,
  soldToThisBuyer: false,
};

function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 'o1',
    conversationId: 'c1',
    listingId: 'l1',
    madeBy: 'buyer-1',
    madeTo: 'seller-1',
    madeByRole: 'buyer',
    amount: 1200,
    status: 'open',
    createdAt: '2026-11-24T10:00:00.000Z',
    respondedAt: null,
    ...overrides,
  };
}

function state(items: Offer[], listing: Partial<OfferListingState> = {}): ConversationOffers {
  return {
    items,
    open: items.find((o) => o.status === 'open') ?? null,
    accepted: items.find((o) => o.status === 'accepted') ?? null,
    listing: { ...LIVE, ...listing },
  };
}

const bodyOf = (call: FetchCall) =>
  call.init?.body ? (JSON.parse(String(call.init.body)) as unknown) : undefined;
const posts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST');

function renderPanel(role: 'buyer' | 'seller', otherName = 'Ahmed') {
  return renderPage(
    <OfferPanel conversationId="c1" role={role} listing={{ id: 'l1' }} otherName={otherName} />,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('OfferStep', () => {
  it('reads each step from its action and amount, for the viewer and for the other side', () => {
    const cases: Array<[Parameters<typeof OfferStep>[0], string]> = [
      [{ action: 'made', amount: 1200, mine: true, otherName: 'Ahmed' }, 'You offered MVR 1,200'],
      [
        { action: 'countered', amount: 1350, mine: false, otherName: 'Ahmed' },
        'Ahmed countered with MVR 1,350',
      ],
      [{ action: 'accepted', amount: 1300, mine: false, otherName: 'Aishath' }, 'Aishath accepted MVR 1,300'],
      [{ action: 'declined', amount: 900, mine: true, otherName: 'Ahmed' }, 'You declined MVR 900'],
      [
        { action: 'withdrawn', amount: 1000, mine: false, otherName: 'Ahmed' },
        'Ahmed withdrew the offer of MVR 1,000',
      ],
    ];
    for (const [props, text] of cases) {
      const { unmount } = render(<OfferStep {...props} />);
      expect(screen.getByText(text)).toBeInTheDocument();
      unmount();
    }
  });
});

describe('OfferPanel', () => {
  it('lets the buyer make an offer, checking the amount with the contract before sending', async () => {
    let current = state([]);
    const { calls } = stubFetch({
      'GET /api/conversations/c1/offers': () => jsonResponse(current),
      'POST /api/conversations/c1/offers': () => {
        current = state([offer()]);
        return jsonResponse({ offer: offer(), listing: LIVE }, 201);
      },
    });
    const { user } = renderPanel('buyer');
    const field = await screen.findByLabelText(OFFER_MESSAGES.amountLabel);

    for (const bad of ['1.5', '-3', '1e3', '0']) {
      await user.clear(field);
      await user.type(field, bad);
      await user.click(screen.getByRole('button', { name: OFFER_MESSAGES.sendOffer }));
      expect(await screen.findByRole('alert')).toHaveTextContent(OFFER_MESSAGES.amountInvalid);
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(posts(calls)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '1,200{Enter}');
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(bodyOf(posts(calls)[0]!)).toEqual({ amount: 1200 });
    expect(await screen.findByText('You offered MVR 1,200')).toBeInTheDocument();
    expect(screen.getByText(OFFER_MESSAGES.waitingFor('Ahmed'))).toBeInTheDocument();
    expect(screen.queryByLabelText(OFFER_MESSAGES.amountLabel)).toBeNull();

    await user.click(screen.getByRole('button', { name: OFFER_MESSAGES.withdraw }));
    await waitFor(() => expect(posts(calls).at(-1)!.url.pathname).toBe('/api/offers/o1/withdraw'));
  });

  it('gives the seller Accept, Decline and Counter on the buyer’s open offer; Counter sends the amount', async () => {
    const { calls } = stubFetch({
      'GET /api/conversations/c1/offers': () => jsonResponse(state([offer()])),
      'POST /api/offers/o1/counter': () =>
        jsonResponse({ offer: offer({ id: 'o2', madeByRole: 'seller', amount: 1350 }), listing: LIVE }, 201),
      'POST /api/offers/o1/accept': () =>
        jsonResponse({ code: 'CONFLICT', message: OFFER_MESSAGES.reservedForAnother }, 409),
    });
    const { user } = renderPanel('seller');
    expect(await screen.findByText('Ahmed offered MVR 1,200')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: OFFER_MESSAGES.decline })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: OFFER_MESSAGES.withdraw })).toBeNull();
    expect(screen.queryByLabelText(OFFER_MESSAGES.amountLabel)).toBeNull();

    await user.click(screen.getByRole('button', { name: OFFER_MESSAGES.counter }));
    const field = screen.getByLabelText(OFFER_MESSAGES.counterLabel);
    expect(field).toHaveFocus();
    await user.type(field, '1350');
    await user.click(screen.getByRole('button', { name: OFFER_MESSAGES.sendCounter }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.url.pathname).toBe('/api/offers/o1/counter');
    expect(bodyOf(posts(calls)[0]!)).toEqual({ amount: 1350 });

    // Accept asks first (issue #37 item 4p): one tap sends nothing.
    const sentBefore = posts(calls).length;
    await user.click(await screen.findByRole('button', { name: OFFER_MESSAGES.accept }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Accept MVR 1,200 from Ahmed?' });
    expect(posts(calls)).toHaveLength(sentBefore);
    // A refusal (the listing got reserved meanwhile) is said plainly.
    await user.click(within(confirm).getByRole('button', { name: OFFER_MESSAGES.accept }));
    expect(await screen.findByText(OFFER_MESSAGES.reservedForAnother)).toBeInTheDocument();
  });

  it('shows the buyer a counter from the seller as a counter, with the buyer’s answers', async () => {
    const countered = offer({ status: 'countered', respondedAt: '2026-11-24T10:05:00.000Z' });
    const counter = offer({
      id: 'o2',
      madeBy: 'seller-1',
      madeTo: 'buyer-1',
      madeByRole: 'seller',
      amount: 1350,
      createdAt: '2026-11-24T10:05:00.000Z',
    });
    stubFetch({ 'GET /api/conversations/c1/offers': () => jsonResponse(state([counter, countered])) });
    renderPanel('buyer');
    expect(await screen.findByText('Ahmed countered with MVR 1,350')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: OFFER_MESSAGES.accept })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: OFFER_MESSAGES.counter })).toBeInTheDocument();
  });

  it('after acceptance: the seller can mark it sold to the buyer or release it; the buyer sees it reserved', async () => {
    const accepted = offer({ status: 'accepted', amount: 1300 });
    const reserved = { reserved: true, reservedForThisBuyer: true };
    const { calls } = stubFetch({
      'GET /api/conversations/c1/offers': () => jsonResponse(state([accepted], reserved)),
      'POST /api/offers/o1/mark-sold': () => jsonResponse({ offer: accepted, listing: LIVE }),
      'POST /api/listings/l1/release-reservation': () => jsonResponse({ listingId: 'l1', reserved: false }),
    });
    const { user, unmount } = renderPanel('seller', 'Mariyam');
    await user.click(await screen.findByRole('button', { name: 'Mark sold to Mariyam' }));
    // Asked first (issue #37 item 4p); Cancel sends nothing.
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark sold to Mariyam for MVR 1,300?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Mark sold to Mariyam' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark sold' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: OFFER_MESSAGES.releaseReservation }));
    await waitFor(() =>
      expect(posts(calls).map((c) => c.url.pathname)).toEqual([
        '/api/offers/o1/mark-sold',
        '/api/listings/l1/release-reservation',
      ]),
    );
    unmount();

    renderPanel('buyer');
    expect(await screen.findByText(OFFER_MESSAGES.reservedForYou)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark sold/ })).toBeNull();
    expect(screen.queryByLabelText(OFFER_MESSAGES.amountLabel)).toBeNull();
  });

  it('refetches when an offer notification for this conversation arrives live', async () => {
    let current = state([]);
    stubFetch({ 'GET /api/conversations/c1/offers': () => jsonResponse(current) });
    renderPanel('seller');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Offer' })).toBeInTheDocument());
    current = state([offer({ amount: 990 })]);
    emitLiveEvent('notification', {
      id: 'n1',
      type: 'offer_received',
      title: 'New offer',
      description: 'Kayak: MVR 990',
      link_to: '/dashboard?tab=messages&conversation=c1',
      is_read: false,
      created_at: '2026-11-24T10:00:00.000Z',
    });
    expect(await screen.findByText('Ahmed offered MVR 990')).toBeInTheDocument();

    // The other side's next step arrives as a live thread message of kind `offer`.
    current = state([offer({ amount: 990, status: 'withdrawn' })]);
    emitLiveEvent('message', {
      conversationId: 'c1',
      message: {
        id: 'm2',
        conversationId: 'c1',
        senderId: 'buyer-1',
        kind: 'offer',
        body: null,
        offerId: 'o1',
        offerAction: 'withdrawn',
        offerAmount: 990,
        createdAt: '2026-11-24T10:01:00.000Z',
      },
    });
    await waitFor(() => expect(screen.queryByText('Ahmed offered MVR 990')).toBeNull());
  });

  // Issue #37 item 4p: on a phone the buyer's panel kept "You offered … Withdraw offer" for about 2 s after the
  // seller's counter arrived, while it refetched.
  it("shows the other side's counter the moment its live message arrives, before the refetch answers", async () => {
    const mine = offer({ madeBy: 'buyer-1', madeByRole: 'buyer', madeTo: 'seller-1', amount: 1200 });
    let fetches = 0;
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: { ...testUser(), id: 'buyer-1' } }),
      // The first read answers; the refetch after the counter never does (a slow link).
      'GET /api/conversations/c1/offers': () => {
        fetches += 1;
        return fetches === 1 ? jsonResponse(state([mine])) : new Promise<Response>(() => {});
      },
    });
    renderPanel('buyer');
    expect(await screen.findByText('You offered MVR 1,200')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: OFFER_MESSAGES.withdraw })).toBeInTheDocument());
    // Wait for the member to be known (the panel applies only the other side's steps).
    await new Promise((resolve) => setTimeout(resolve, 50));

    emitLiveEvent('message', {
      conversationId: 'c1',
      message: {
        id: 'm3',
        conversationId: 'c1',
        senderId: 'seller-1',
        kind: 'offer',
        body: null,
        offerId: 'o2',
        offerAction: 'countered',
        offerAmount: 1350,
        createdAt: '2026-11-24T10:05:00.000Z',
      },
    });
    expect(await screen.findByText('Ahmed countered with MVR 1,350')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: OFFER_MESSAGES.withdraw })).toBeNull();
    expect(screen.getByRole('button', { name: OFFER_MESSAGES.accept })).toBeInTheDocument();
    expect(fetches).toBe(2);
  });

  it('tells a buyer the listing is reserved for someone else, and still lets them offer', async () => {
    stubFetch({ 'GET /api/conversations/c1/offers': () => jsonResponse(state([], { reserved: true })) });
    renderPanel('buyer');
    expect(await screen.findByText(OFFER_MESSAGES.reservedForAnotherNote)).toBeInTheDocument();
    expect(screen.getByLabelText(OFFER_MESSAGES.amountLabel)).toBeInTheDocument();
  });

  it('once sold: the seller reads whom to and for how much, the buyer what they paid', async () => {
    const accepted = offer({ status: 'accepted', amount: 1350, madeByRole: 'seller' });
    const sold = { live: false, sold: true, soldToThisBuyer: true };
    stubFetch({ 'GET /api/conversations/c1/offers': () => jsonResponse(state([accepted], sold)) });
    const { unmount } = renderPanel('seller', 'Mariyam');
    expect(await screen.findByText('Sold to Mariyam for MVR 1,350')).toBeInTheDocument();
    expect(screen.queryByText(OFFER_MESSAGES.listingUnavailable)).toBeNull();
    unmount();
    renderPanel('buyer');
    expect(await screen.findByText('You bought it for MVR 1,350')).toBeInTheDocument();
  });

  it('says offers are closed on a listing that is sold to someone else or removed', async () => {
    stubFetch({
      'GET /api/conversations/c1/offers': () => jsonResponse(state([], { live: false, sold: true })),
    });
    renderPanel('buyer');
    expect(await screen.findByText(OFFER_MESSAGES.listingUnavailable)).toBeInTheDocument();
    expect(screen.queryByLabelText(OFFER_MESSAGES.amountLabel)).toBeNull();
  });
});

describe('in Dhivehi', () => {
  it('reads the offer steps and the seller’s deal in Thaana, with amounts in MVR and no English', async () => {
    await showInDhivehi();
    const { unmount } = render(<OfferStep action="countered" amount={1350} mine={false} otherName="Ahmed" />);
    expect(screen.getByText('Ahmed MVR 1,350 ގެ ކައުންޓަރ އޮފަރެއް ހުށަހެޅި')).toBeInTheDocument();
    unmount();

    const accepted = offer({ status: 'accepted', respondedAt: '2026-11-24T11:00:00.000Z' });
    stubFetch({
      'GET /api/conversations/c1/offers': () =>
        jsonResponse(state([accepted], { reserved: true, reservedForThisBuyer: true })),
    });
    renderPanel('seller', 'Mariyam');
    expect(await screen.findByRole('button', { name: 'Mariyam އަށް ވިއްކި ކަމަށް ލާ' })).toBeInTheDocument();
    expect(screen.getByText('ރިޒާވްކޮށްފައި: MVR 1,200')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'އޮފަރ' })).toBeInTheDocument();
    expect(shown(fixedTexts(en))).toEqual([]);
    expect(screen.queryByText('Mark sold to Mariyam')).toBeNull();
    expect(screen.queryByText('Reserved: MVR 1,200')).toBeNull();
  });
});
