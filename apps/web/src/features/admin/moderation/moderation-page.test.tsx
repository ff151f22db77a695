import {
  SAFETY_MESSAGES,
  type ModerationQueuePage,
  type ModerationTargetDetail,
} from '@marketplace/contract/safety';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { ModerationPage } from './moderation-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const queue: ModerationQueuePage = {
  items: [
    {
      targetType: 'listing',
      targetId: 'l1',
      label: 'Reef shoes',
      itemDisplayId: 'ITEM-000123',
      offerAmount: null,
      messageKind: null,
      count: 3,
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'scam', count: 1 },
      ],
      newestAt: '2026-11-24T10:00:00Z',
    },
    {
      targetType: 'message',
      targetId: 'm7',
      label: 'Pay first by transfer',
      itemDisplayId: null,
      offerAmount: null,
      messageKind: 'text',
      count: 1,
      reasons: [{ reason: 'scam', count: 1 }],
      newestAt: '2026-11-24T09:00:00Z',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
  sort: 'most',
};

const messageDetail: ModerationTargetDetail = {
  targetType: 'message',
  targetId: 'm7',
  label: 'Pay first by transfer',
  listing: { id: 'l9', name: 'Canoe', itemDisplayId: 'ITEM-000009', status: 'Approved', isDeleted: false, adminPath: '/admin/listings/l9' },
  member: { id: 'u2', name: 'Ali Rude', avatarUrl: null, status: 'active', erased: false },
  conversation: {
    id: 'c1',
    messages: [
      { id: 'm6', senderId: 'u1', senderName: 'Aminath Buyer', kind: 'text', body: 'Can I see it first?', offerAction: null, offerAmount: null, createdAt: '2026-11-24T08:59:00Z', reported: false },
      { id: 'm7', senderId: 'u2', senderName: 'Ali Rude', kind: 'text', body: 'Pay first by transfer', offerAction: null, offerAmount: null, createdAt: '2026-11-24T09:00:00Z', reported: true },
      { id: 'm8', senderId: 'u1', senderName: 'Aminath Buyer', kind: 'offer', body: null, offerAction: 'made', offerAmount: 1200, createdAt: '2026-11-24T09:01:00Z', reported: false },
    ],
  },
  reports: [
    { id: 'r1', reporterId: 'u1', reporterName: 'Aminath Buyer', reason: 'scam', note: 'Wants money first', createdAt: '2026-11-24T09:05:00Z' },
  ],
};

describe('ModerationPage', () => {
  it('lists targets grouped with type, count and reasons, and re-sorts by newest', async () => {
    const { calls } = stubFetch({ 'GET /api/admin/moderation': () => jsonResponse(queue) });
    const { user } = renderPage(<ModerationPage />, { path: '/admin/moderation' });
    const list = await screen.findByRole('region', { name: 'Open reports' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Listing');
    expect(rows[0]).toHaveTextContent('3 reports');
    expect(rows[0]).toHaveTextContent('Reef shoes · ITEM-000123');
    expect(rows[0]).toHaveTextContent('Spam × 2');
    expect(rows[0]).toHaveTextContent('Scam or fraud × 1');
    expect(rows[1]).toHaveTextContent('1 report');

    await user.selectOptions(screen.getByLabelText(SAFETY_MESSAGES.sortLabel), 'newest');
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('sort') === 'newest')).toBe(true));
  });

  it('shows a reported message with its context and reports, and bans the sender after a confirmation', async () => {
    let open = true;
    const { calls } = stubFetch({
      'GET /api/admin/moderation': () => jsonResponse(open ? queue : { ...queue, items: [queue.items[0]], total: 1 }),
      'GET /api/admin/moderation/message/m7': () => jsonResponse(messageDetail),
      'POST /api/admin/moderation/message/m7/ban-member': () => {
        open = false;
        return jsonResponse({ resolution: 'member_banned', closed: 1 });
      },
    });
    const { user, router } = renderPage(<ModerationPage />, { path: '/admin/moderation' });
    await user.click(await screen.findByRole('button', { name: /Pay first by transfer/ }));
    expect(router.state.location.search).toContain('target=message%3Am7');

    const heading = await screen.findByRole('heading', { name: 'Pay first by transfer' });
    await waitFor(() => expect(heading).toHaveFocus());
    const context = screen.getByRole('region', { name: SAFETY_MESSAGES.contextHeading });
    const items = within(context).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(items[1]).toHaveTextContent(SAFETY_MESSAGES.reportedMessage);
    expect(items[2]).toHaveTextContent('Offer made · Offer of MVR 1,200');
    expect(screen.getByText('Wants money first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the listing in admin: Canoe/ })).toHaveAttribute('href', '/admin/listings/l9');
    // A message cannot be "removed" as a listing.
    expect(screen.queryByRole('button', { name: SAFETY_MESSAGES.removeListing })).toBeNull();

    await user.click(screen.getByRole('button', { name: SAFETY_MESSAGES.banSender }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(SAFETY_MESSAGES.confirmBan);
    await user.click(within(confirm).getByRole('button', { name: SAFETY_MESSAGES.confirm }));
    expect(await screen.findByText(SAFETY_MESSAGES.actionDone['ban-member'])).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).not.toContain('target='));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      '/api/admin/moderation/message/m7/ban-member',
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Pay first by transfer/ })).toBeNull());
  });

  it('offers Remove listing for a listing, and says when nothing is open', async () => {
    stubFetch({
      'GET /api/admin/moderation': () => jsonResponse({ ...queue, items: [], total: 0 }),
      'GET /api/admin/moderation/listing/l1': () =>
        jsonResponse({
          targetType: 'listing',
          targetId: 'l1',
          label: 'Reef shoes',
          listing: { id: 'l1', name: 'Reef shoes', itemDisplayId: 'ITEM-000123', status: 'Approved', isDeleted: false, adminPath: '/admin/listings/l1' },
          member: { id: 'u3', name: 'Mohamed Seller', avatarUrl: null, status: 'active', erased: false },
          conversation: null,
          reports: [],
        } satisfies ModerationTargetDetail),
    });
    renderPage(<ModerationPage />, { path: '/admin/moderation', url: '/admin/moderation?target=listing:l1' });
    expect(await screen.findByRole('button', { name: SAFETY_MESSAGES.removeListing })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SAFETY_MESSAGES.banSeller })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SAFETY_MESSAGES.dismiss })).toBeInTheDocument();
    expect(await screen.findByText(SAFETY_MESSAGES.moderationEmpty)).toBeInTheDocument();
  });

  it('tells the admin when a target has no open reports any more', async () => {
    stubFetch({
      'GET /api/admin/moderation': () => jsonResponse(queue),
      'GET /api/admin/moderation/member/gone': () => jsonResponse({ code: 'NOT_FOUND', message: SAFETY_MESSAGES.noOpenReports }, 404),
    });
    renderPage(<ModerationPage />, { path: '/admin/moderation', url: '/admin/moderation?target=member:gone' });
    expect(await screen.findByRole('alert')).toHaveTextContent(SAFETY_MESSAGES.noOpenReports);
  });
});
