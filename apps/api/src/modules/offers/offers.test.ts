import { conversationPath } from '@marketplace/contract/conversations';
import type { NotificationsPage } from '@marketplace/contract/notifications';
import type { ApiErrorBody } from '@marketplace/contract/errors';
import type { ListingDetail } from '@marketplace/contract/listings-messages';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { LISTING_PRICE_MAX_MVR } from '@marketplace/contract/listings-messages';
import { OFFER_MESSAGES, type ConversationOffers, type OfferStepResult } from '@marketplace/contract/offers';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, userActivityLogs } from '../../db/schema/community';
import {
  conversationMembers,
  conversations,
  memberBlocks,
  messages,
  offers,
} from '../../db/schema/conversations';
import { listings } from '../../db/schema/listings';
import {
  createTestApp,
  insertListing,
  signUpMember,
  type TestApp,
  type TestClient,
} from '../../test/test-app';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.deps.database.db;
/** What a visitor sees once the change is announced (at commit; asynchronous on PostgreSQL): within 1 s. */
const soon = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 1000, interval: 25 });

/** A live listing by a new seller, a new buyer, and their conversation (rows inserted as A's module would). */
async function deal(options: { price?: number; name?: string } = {}) {
  const seller = await signUpMember(t);
  const buyer = await signUpMember(t);
  const listing = await insertListing(t, {
    userId: seller.userId,
    name: options.name ?? `Offer test item ${Math.random().toString(36).slice(2, 8)}`,
    price: options.price ?? 1500,
  });
  const conversationId = await conversationFor(listing.id, seller.userId, buyer.userId);
  return { seller, buyer, listing, conversationId };
}

async function conversationFor(listingId: string, sellerId: string, buyerId: string): Promise<string> {
  const [conversation] = await db()
    .insert(conversations)
    .values({ listingId, buyerId, sellerId })
    .returning({ id: conversations.id });
  await db()
    .insert(conversationMembers)
    .values([
      { conversationId: conversation!.id, userId: buyerId, role: 'buyer' },
      { conversationId: conversation!.id, userId: sellerId, role: 'seller' },
    ]);
  return conversation!.id;
}

const offer = (client: TestClient, conversationId: string, amount: unknown) =>
  client.post<OfferStepResult & ApiErrorBody>(`/api/conversations/${conversationId}/offers`, { amount });
const step = (client: TestClient, offerId: string, action: string, body?: unknown) =>
  client.post<OfferStepResult & ApiErrorBody>(`/api/offers/${offerId}/${action}`, body);

async function listingRow(id: string) {
  const [row] = await db().select().from(listings).where(eq(listings.id, id));
  return row!;
}

async function thread(conversationId: string) {
  return db()
    .select({
      sender: messages.senderId,
      kind: messages.kind,
      action: messages.offerAction,
      amount: messages.offerAmount,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

async function offerNotifications(userId: string) {
  return db()
    .select({ type: notifications.type, title: notifications.title, linkTo: notifications.linkTo })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'offer_received')))
    .orderBy(asc(notifications.createdAt));
}

describe('making and answering offers', () => {
  it('buyer offers, seller counters, buyer counters back, seller accepts: each step is a message and a notification', async () => {
    const { seller, buyer, listing, conversationId } = await deal();
    const made = await offer(buyer.client, conversationId, 1200);
    expect(made.status).toBe(201);
    expect(made.body.offer).toMatchObject({
      amount: 1200,
      status: 'open',
      madeBy: buyer.userId,
      madeTo: seller.userId,
    });

    const counter = await step(seller.client, made.body.offer.id, 'counter', { amount: 1400 });
    expect(counter.status).toBe(201);
    expect(counter.body.offer).toMatchObject({
      amount: 1400,
      status: 'open',
      madeBy: seller.userId,
      madeTo: buyer.userId,
    });

    const counterBack = await step(buyer.client, counter.body.offer.id, 'counter', { amount: 1300 });
    expect(counterBack.status).toBe(201);
    const accepted = await step(seller.client, counterBack.body.offer.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.offer.status).toBe('accepted');
    expect(accepted.body.listing).toMatchObject({ reserved: true, reservedForThisBuyer: true });
    // The seller's own listings say Reserved too.
    const mine = await seller.client.get<{ items: Array<{ id: string; reserved: boolean }> }>(
      '/api/my/listings',
    );
    expect(mine.body.items.find((row) => row.id === listing.id)?.reserved).toBe(true);

    expect(await thread(conversationId)).toEqual([
      { sender: buyer.userId, kind: 'offer', action: 'made', amount: 1200 },
      { sender: seller.userId, kind: 'offer', action: 'countered', amount: 1400 },
      { sender: buyer.userId, kind: 'offer', action: 'countered', amount: 1300 },
      { sender: seller.userId, kind: 'offer', action: 'accepted', amount: 1300 },
    ]);
    const link = `/dashboard?tab=messages&conversation=${conversationId}`;
    expect(await offerNotifications(seller.userId)).toEqual([
      { type: 'offer_received', title: OFFER_MESSAGES.notificationMade, linkTo: link },
      { type: 'offer_received', title: OFFER_MESSAGES.notificationCountered, linkTo: link },
    ]);
    expect((await offerNotifications(buyer.userId)).map((n) => n.title)).toEqual([
      OFFER_MESSAGES.notificationCountered,
      OFFER_MESSAGES.notificationAccepted,
    ]);
    // The unread counts follow the steps: the buyer has 2 unread (counter, accepted), the seller 2.
    const members = await db()
      .select({ userId: conversationMembers.userId, unread: conversationMembers.unreadCount })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, conversationId));
    expect(Object.fromEntries(members.map((m) => [m.userId, m.unread]))).toEqual({
      [buyer.userId]: 2,
      [seller.userId]: 2,
    });

    // The thread (the conversations module's page) shows the steps, newest first, from kind/action/amount.
    const page = await seller.client.get<{
      items: Array<{ kind: string; offerAction: string; offerAmount: number }>;
    }>(`/api/conversations/${conversationId}/messages`);
    expect(page.body.items.map((m) => [m.kind, m.offerAction, m.offerAmount])).toEqual([
      ['offer', 'accepted', 1300],
      ['offer', 'countered', 1300],
      ['offer', 'countered', 1400],
      ['offer', 'made', 1200],
    ]);

    const view = await buyer.client.get<ConversationOffers>(`/api/conversations/${conversationId}/offers`);
    expect(view.status).toBe(200);
    expect(view.body.items.map((o) => [o.amount, o.status])).toEqual([
      [1300, 'accepted'],
      [1400, 'countered'],
      [1200, 'countered'],
    ]);
    expect(view.body.open).toBeNull();
    expect(view.body.accepted?.amount).toBe(1300);
    expect((await listingRow(listing.id)).reservedForId).toBe(buyer.userId);
  });

  it('declines and withdraws, each closing the open offer so a new one can be made', async () => {
    const { seller, buyer, conversationId } = await deal();
    const first = await offer(buyer.client, conversationId, 900);
    expect((await step(seller.client, first.body.offer.id, 'decline')).body.offer.status).toBe('declined');
    const second = await offer(buyer.client, conversationId, 1000);
    expect(second.status).toBe(201);
    expect((await step(buyer.client, second.body.offer.id, 'withdraw')).body.offer.status).toBe('withdrawn');
    const counter = await step(
      seller.client,
      (await offer(buyer.client, conversationId, 1100)).body.offer.id,
      'counter',
      {
        amount: 1250,
      },
    );
    // The seller withdraws their own counter.
    expect((await step(seller.client, counter.body.offer.id, 'withdraw')).body.offer.status).toBe(
      'withdrawn',
    );
    expect((await thread(conversationId)).map((m) => m.action)).toEqual([
      'made',
      'declined',
      'made',
      'withdrawn',
      'made',
      'countered',
      'withdrawn',
    ]);
    // A closed offer takes no further step.
    const again = await step(seller.client, first.body.offer.id, 'accept');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(OFFER_MESSAGES.notOpen);
  });

  it('allows one open offer per conversation: a second is a 409, also when two arrive at once', async () => {
    const { buyer, conversationId } = await deal();
    expect((await offer(buyer.client, conversationId, 1000)).status).toBe(201);
    const second = await offer(buyer.client, conversationId, 1100);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(OFFER_MESSAGES.openOfferExists);

    const race = await deal();
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => offer(race.buyer.client, race.conversationId, 1000 + n)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.message).toBe(OFFER_MESSAGES.openOfferExists);
    }
    const open = await db()
      .select()
      .from(offers)
      .where(and(eq(offers.conversationId, race.conversationId), eq(offers.status, 'open')));
    expect(open).toHaveLength(1);
    expect(await thread(race.conversationId)).toHaveLength(1);
  });

  it('lets only the member an offer was made to answer it, and only its maker withdraw it (403, nothing changes)', async () => {
    const { seller, buyer, conversationId } = await deal();
    const made = await offer(buyer.client, conversationId, 1000);
    for (const action of ['accept', 'decline']) {
      const res = await step(buyer.client, made.body.offer.id, action);
      expect(res.status, action).toBe(403);
      expect(res.body.message).toBe(OFFER_MESSAGES.notForYou);
    }
    expect((await step(buyer.client, made.body.offer.id, 'counter', { amount: 1100 })).status).toBe(403);
    const withdraw = await step(seller.client, made.body.offer.id, 'withdraw');
    expect(withdraw.status).toBe(403);
    expect(withdraw.body.message).toBe(OFFER_MESSAGES.notYourOffer);
    // After the seller counters, the roles turn: the seller cannot accept their own counter.
    const counter = await step(seller.client, made.body.offer.id, 'counter', { amount: 1200 });
    expect((await step(seller.client, counter.body.offer.id, 'accept')).status).toBe(403);
    expect((await step(buyer.client, counter.body.offer.id, 'withdraw')).status).toBe(403);
    // The seller cannot open an offer; only counter.
    const sellerOffer = await offer(seller.client, conversationId, 1000);
    expect(sellerOffer.status).toBe(403);
    expect(sellerOffer.body.message).toBe(OFFER_MESSAGES.onlyBuyerOffers);
    expect((await thread(conversationId)).map((m) => m.action)).toEqual(['made', 'countered']);
  });

  it('refuses hostile amounts with a field message and changes nothing', async () => {
    const { seller, buyer, conversationId } = await deal();
    const cases: Array<[unknown, string]> = [
      [0, OFFER_MESSAGES.amountInvalid],
      [-1, OFFER_MESSAGES.amountInvalid],
      [1.5, OFFER_MESSAGES.amountInvalid],
      [2 ** 31, OFFER_MESSAGES.amountTooHigh],
      [LISTING_PRICE_MAX_MVR + 1, OFFER_MESSAGES.amountTooHigh],
      [Number.MAX_SAFE_INTEGER * 4, OFFER_MESSAGES.amountTooHigh],
      ['1e3', OFFER_MESSAGES.amountInvalid],
      ['1.5', OFFER_MESSAGES.amountInvalid],
      ['-5', OFFER_MESSAGES.amountInvalid],
      ['0x10', OFFER_MESSAGES.amountInvalid],
      ['twelve hundred', OFFER_MESSAGES.amountInvalid],
      ['12\u0000', OFFER_MESSAGES.amountInvalid],
      ['9'.repeat(100_000), OFFER_MESSAGES.amountInvalid],
      [true, OFFER_MESSAGES.amountInvalid],
      [{ amount: 5 }, OFFER_MESSAGES.amountInvalid],
      [[5], OFFER_MESSAGES.amountInvalid],
      [null, OFFER_MESSAGES.amountInvalid],
      [undefined, OFFER_MESSAGES.amountRequired],
      ['', OFFER_MESSAGES.amountRequired],
    ];
    for (const [amount, message] of cases) {
      const res = await offer(buyer.client, conversationId, amount);
      expect(res.status, JSON.stringify(amount)?.slice(0, 40)).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'amount', message }]);
    }
    const made = await offer(buyer.client, conversationId, LISTING_PRICE_MAX_MVR);
    expect(made.status).toBe(201);
    // A counter takes the same rule.
    for (const [amount, message] of cases.slice(0, 8)) {
      const res = await step(seller.client, made.body.offer.id, 'counter', { amount });
      expect(res.status, `counter ${String(amount)}`).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'amount', message }]);
    }
    expect((await step(seller.client, made.body.offer.id, 'counter', {})).status).toBe(400);
    expect(await thread(conversationId)).toHaveLength(1);
    // A body that is not JSON, and an id that is not a uuid.
    expect(
      (
        await buyer.client.request('POST', `/api/conversations/${conversationId}/offers`, {
          body: 'amount=5',
        })
      ).status,
    ).toBe(415);
    expect((await offer(buyer.client, 'not-a-uuid', 100)).status).toBe(400);
    expect((await step(buyer.client, `${'1'.repeat(8)}\u0000`, 'accept')).status).toBe(400);
  });

  it('accepts "1,200" from a form as 1200', async () => {
    const { buyer, conversationId } = await deal();
    expect((await offer(buyer.client, conversationId, '1,200')).body.offer.amount).toBe(1200);
  });
});

describe('reserved and sold', () => {
  it('refuses offers on a sold or removed listing (and counters, and accepting), but lets open ones be closed', async () => {
    for (const change of [{ status: 'Sold' as const }, { isDeleted: true }, { status: 'Pending' as const }]) {
      const { seller, buyer, listing, conversationId } = await deal();
      const open = await offer(buyer.client, conversationId, 1000);
      await db().update(listings).set(change).where(eq(listings.id, listing.id));
      const refused = await step(seller.client, open.body.offer.id, 'accept');
      expect(refused.status, JSON.stringify(change)).toBe(409);
      expect(refused.body.message).toBe(OFFER_MESSAGES.listingUnavailable);
      expect((await step(seller.client, open.body.offer.id, 'counter', { amount: 1200 })).status).toBe(409);
      expect((await step(buyer.client, open.body.offer.id, 'withdraw')).status).toBe(200);
      const again = await offer(buyer.client, conversationId, 1000);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(OFFER_MESSAGES.listingUnavailable);
      expect((await listingRow(listing.id)).reservedForId).toBeNull();
    }
  });

  it('reserves for one buyer at a time: another conversation’s offer stays open but cannot be accepted until release', async () => {
    const { seller, buyer, listing, conversationId } = await deal();
    const other = await signUpMember(t);
    const otherConversation = await conversationFor(listing.id, seller.userId, other.userId);
    const first = await offer(buyer.client, conversationId, 1000);
    const second = await offer(other.client, otherConversation, 1100);
    expect((await step(seller.client, first.body.offer.id, 'accept')).status).toBe(200);

    const blocked = await step(seller.client, second.body.offer.id, 'accept');
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe(OFFER_MESSAGES.reservedForAnother);
    const otherView = await other.client.get<ConversationOffers>(
      `/api/conversations/${otherConversation}/offers`,
    );
    expect(otherView.body.open?.id).toBe(second.body.offer.id);
    expect(otherView.body.listing).toMatchObject({ reserved: true, reservedForThisBuyer: false });

    // Release: a visitor sees it available again; then the other buyer's offer can be accepted.
    const released = await seller.client.post(`/api/listings/${listing.id}/release-reservation`);
    expect(released.status).toBe(200);
    await soon(
      async () => (await t.client().get<ListingDetail>(`/api/listings/${listing.id}`)).body.reserved,
    ).toBe(false);
    expect((await seller.client.post(`/api/listings/${listing.id}/release-reservation`)).status).toBe(409);
    // The first buyer's accepted offer can no longer be marked sold: the release ended that deal.
    const stale = await step(seller.client, first.body.offer.id, 'mark-sold');
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(OFFER_MESSAGES.reservationGone);
    expect((await step(seller.client, second.body.offer.id, 'accept')).status).toBe(200);
    expect((await listingRow(listing.id)).reservedForId).toBe(other.userId);
  });

  // Issue #37 item 4g: the buyer's 3,000 was accepted, then their 3,500 too, and both showed "accepted".
  it('keeps one accepted offer per listing: a second in the same conversation waits for the release', async () => {
    const { seller, buyer, listing, conversationId } = await deal();
    const first = await offer(buyer.client, conversationId, 3000);
    expect((await step(seller.client, first.body.offer.id, 'accept')).status).toBe(200);
    const higher = await offer(buyer.client, conversationId, 3500);
    expect(higher.status).toBe(201);
    const refused = await step(seller.client, higher.body.offer.id, 'accept');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(OFFER_MESSAGES.acceptedOfferStands);
    const view = await buyer.client.get<ConversationOffers>(`/api/conversations/${conversationId}/offers`);
    expect(view.body.items.filter((item) => item.status === 'accepted').map((item) => item.amount)).toEqual([3000]);
    expect(view.body.open?.id).toBe(higher.body.offer.id);

    expect((await seller.client.post(`/api/listings/${listing.id}/release-reservation`)).status).toBe(200);
    expect((await step(seller.client, higher.body.offer.id, 'accept')).status).toBe(200);
    expect((await listingRow(listing.id)).reservedForId).toBe(buyer.userId);
    // The released deal is history: only the standing one can be marked sold.
    const stale = await step(seller.client, first.body.offer.id, 'mark-sold');
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(OFFER_MESSAGES.reservationGone);
    expect((await step(seller.client, higher.body.offer.id, 'mark-sold')).status).toBe(200);
  });

  it('two acceptances on one listing at once: exactly one reserves it', async () => {
    const { seller, buyer, listing, conversationId } = await deal();
    const other = await signUpMember(t);
    const otherConversation = await conversationFor(listing.id, seller.userId, other.userId);
    const a = await offer(buyer.client, conversationId, 1000);
    const b = await offer(other.client, otherConversation, 1000);
    const answers = await Promise.all([
      step(seller.client, a.body.offer.id, 'accept'),
      step(seller.client, b.body.offer.id, 'accept'),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = answers[0]!.status === 200 ? buyer.userId : other.userId;
    expect((await listingRow(listing.id)).reservedForId).toBe(winner);
  });

  it('shows Reserved to a visitor on the item page and the browse card, and marks sold to the buyer', async () => {
    const name = `Reserved kayak ${Math.random().toString(36).slice(2, 8)}`;
    const { seller, buyer, listing, conversationId } = await deal({ name });
    const visitor = t.client();
    const card = async () =>
      (
        await visitor.get<MarketplacePage>(`/api/marketplace/listings?query=${encodeURIComponent(name)}`)
      ).body.items.find((item) => item.id === listing.id) as ({ reserved?: boolean } & object) | undefined;
    expect((await card())?.reserved).toBe(false);

    const saver = await signUpMember(t);
    expect((await saver.client.request('PUT', `/api/saved/${listing.id}`)).status).toBe(200);
    const made = await offer(buyer.client, conversationId, 1000);
    const accepted = await step(seller.client, made.body.offer.id, 'accept');
    expect(accepted.status).toBe(200);
    // Someone who saved it sees it Reserved in their saved listings.
    const saved = await saver.client.get<{ items: Array<{ listingId: string; reserved?: boolean }> }>(
      '/api/saved',
    );
    expect(saved.body.items).toEqual([expect.objectContaining({ listingId: listing.id, reserved: true })]);
    await soon(
      async () => (await visitor.get<ListingDetail>(`/api/listings/${listing.id}`)).body.reserved,
    ).toBe(true);
    await soon(async () => (await card())?.reserved).toBe(true);

    // Only the seller marks it sold; the buyer and a stranger cannot.
    expect((await step(buyer.client, made.body.offer.id, 'mark-sold')).status).toBe(403);
    const stranger = await signUpMember(t);
    expect((await step(stranger.client, made.body.offer.id, 'mark-sold')).status).toBe(404);
    const sold = await step(seller.client, made.body.offer.id, 'mark-sold');
    expect(sold.status).toBe(200);
    expect(sold.body.listing).toMatchObject({ sold: true, soldToThisBuyer: true, reserved: false });
    const row = await listingRow(listing.id);
    expect(row).toMatchObject({ status: 'Sold', soldToId: buyer.userId, reservedForId: null });
    expect(row.soldAt).toBeInstanceOf(Date);
    // The buyer is told, with a link to the thread where the review prompt waits.
    const told = await buyer.client.get<NotificationsPage>('/api/notifications');
    expect(told.body.items[0]).toMatchObject({
      title: OFFER_MESSAGES.notificationSoldToYou,
      description: OFFER_MESSAGES.notificationSoldToYouDescription(name),
      link_to: conversationPath(conversationId),
    });
    // Gone from browse and the item page for a visitor, at once (caches dropped by the catalogue triggers).
    await soon(card).toBeUndefined();
    await soon(async () => (await visitor.get(`/api/listings/${listing.id}`)).status).toBe(404);
    // The same activity row the "mark as sold" button writes, with the buyer.
    const logs = await db()
      .select({ description: userActivityLogs.description, details: userActivityLogs.details })
      .from(userActivityLogs)
      .where(eq(userActivityLogs.userId, seller.userId));
    expect(logs.map((l) => l.description)).toContain(`Listing ${listing.itemDisplayId} marked as sold`);
    expect(logs.find((l) => l.description.endsWith('marked as sold'))?.details).toMatchObject({
      to: 'Sold',
      soldToId: buyer.userId,
    });
    // Marking twice is refused; no more offers.
    expect((await step(seller.client, made.body.offer.id, 'mark-sold')).status).toBe(409);
    expect((await offer(buyer.client, conversationId, 1000)).status).toBe(409);
  });

  it('hides Reserved listings from a visitor who asks (availability=available) with exact counts, and shows them again after release', async () => {
    const word = `zanzibarite${Math.random().toString(36).slice(2, 7)}`;
    const { seller, buyer, listing, conversationId } = await deal({ name: `${word} chair` });
    await insertListing(t, { userId: seller.userId, name: `${word} table`, price: 800 });
    const visitor = t.client();
    const browse = async (availability?: string) => {
      const query = new URLSearchParams({ query: word, ...(availability ? { availability } : {}) });
      const res = await visitor.get<MarketplacePage>(`/api/marketplace/listings?${query}`);
      expect(res.status).toBe(200);
      return {
        total: res.body.total,
        ids: res.body.items.map((item) => item.id).sort(),
        conditions: res.body.facets.conditions,
      };
    };
    expect((await browse('available')).total).toBe(2);
    const made = await offer(buyer.client, conversationId, 1000);
    await step(seller.client, made.body.offer.id, 'accept');
    // Caches drop when the change is announced at commit (LISTEN/NOTIFY: asynchronous on PostgreSQL).
    await soon(async () => (await browse('available')).total).toBe(1);
    const hidden = await browse('available');
    expect(hidden.total).toBe(1);
    expect(hidden.ids).not.toContain(listing.id);
    expect(hidden.conditions).toEqual({ good: 1 });
    // Without the filter (or with `all`) a Reserved listing is still there, badge and all.
    expect((await browse()).total).toBe(2);
    expect((await browse('all')).total).toBe(2);
    // Whole-catalogue counts (no term: the trigger-kept table) drop it too.
    const whole = async (availability?: string) =>
      (
        await visitor.get<MarketplacePage>(
          `/api/marketplace/listings${availability ? `?availability=${availability}` : ''}`,
        )
      ).body.total;
    const [all, available] = [await whole(), await whole('available')];
    expect(all - available).toBeGreaterThanOrEqual(1);
    expect((await visitor.get<ApiErrorBody>('/api/marketplace/listings?availability=reserved')).status).toBe(
      400,
    );

    await seller.client.post(`/api/listings/${listing.id}/release-reservation`);
    await soon(async () => (await browse('available')).total).toBe(2);
    await soon(() => whole('available')).toBe(available + 1);
  });

  it('a reservation and its release show on another instance within 1 s (PostgreSQL)', async () => {
    const second = await t.secondInstance();
    if (!second) return; // one process owns the embedded database; the same triggers are tested above
    try {
      const word = `quetzalite${Math.random().toString(36).slice(2, 7)}`;
      const { seller, buyer, listing, conversationId } = await deal({ name: `${word} lamp` });
      const elsewhere = second.client();
      const reservedThere = async () =>
        (await elsewhere.get<MarketplacePage>(`/api/marketplace/listings?query=${word}`)).body.items[0]
          ?.reserved;
      const hiddenThere = async () =>
        (
          await elsewhere.get<MarketplacePage>(
            `/api/marketplace/listings?query=${word}&availability=available`,
          )
        ).body.total;
      expect(await reservedThere()).toBe(false);
      expect(await hiddenThere()).toBe(1);
      const made = await offer(buyer.client, conversationId, 1000);
      await step(seller.client, made.body.offer.id, 'accept');
      await expect.poll(reservedThere, { timeout: 1000, interval: 25 }).toBe(true);
      await expect.poll(hiddenThere, { timeout: 1000, interval: 25 }).toBe(0);
      await seller.client.post(`/api/listings/${listing.id}/release-reservation`);
      await expect.poll(reservedThere, { timeout: 1000, interval: 25 }).toBe(false);
      await expect.poll(hiddenThere, { timeout: 1000, interval: 25 }).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('marks sold only from an accepted offer', async () => {
    const { seller, buyer, conversationId } = await deal();
    const made = await offer(buyer.client, conversationId, 1000);
    const res = await step(seller.client, made.body.offer.id, 'mark-sold');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(OFFER_MESSAGES.notAccepted);
  });
});

describe('authorisation matrix', () => {
  it('answers every route per role: visitor 401, stranger and admin 404, banned 401, revoked session 401', async () => {
    const { seller, buyer, listing, conversationId } = await deal();
    const made = await offer(buyer.client, conversationId, 1000);
    const offerId = made.body.offer.id;
    const stranger = await signUpMember(t);
    const banned = await signUpMember(t);
    await admin.post(`/api/admin/users/${banned.userId}/status`, { newStatus: 'banned' });
    const revoked = await signUpMember(t);
    await revoked.client.post('/api/accounts/sign-out');

    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/api/conversations/${conversationId}/offers`],
      ['POST', `/api/conversations/${conversationId}/offers`, { amount: 1000 }],
      ['POST', `/api/offers/${offerId}/accept`],
      ['POST', `/api/offers/${offerId}/decline`],
      ['POST', `/api/offers/${offerId}/counter`, { amount: 1100 }],
      ['POST', `/api/offers/${offerId}/withdraw`],
      ['POST', `/api/offers/${offerId}/mark-sold`],
      ['POST', `/api/listings/${listing.id}/release-reservation`],
    ];
    for (const [method, path, json] of routes) {
      const call = (client: TestClient) => client.request(method, path, json === undefined ? {} : { json });
      expect((await call(t.client())).status, `${path} visitor`).toBe(401);
      expect((await call(banned.client)).status, `${path} banned`).toBe(401);
      expect((await call(revoked.client)).status, `${path} revoked`).toBe(401);
      expect((await call(stranger.client)).status, `${path} another member`).toBe(404);
      expect((await call(admin)).status, `${path} admin`).toBe(404);
    }
    // Nothing changed for the strangers' attempts.
    expect(await thread(conversationId)).toHaveLength(1);
    // Buyer and seller: GET 200 each; the rest covered per rule above. The buyer cannot release the seller's listing.
    expect((await buyer.client.get(`/api/conversations/${conversationId}/offers`)).status).toBe(200);
    expect((await seller.client.get(`/api/conversations/${conversationId}/offers`)).status).toBe(200);
    expect((await buyer.client.post(`/api/listings/${listing.id}/release-reservation`)).status).toBe(404);
    expect((await seller.client.post(`/api/listings/${listing.id}/release-reservation`)).status).toBe(409);
  });

  it('freezes a conversation with a banned member or a block: the other side gets 403', async () => {
    const { seller, buyer, conversationId } = await deal();
    const made = await offer(buyer.client, conversationId, 1000);
    await admin.post(`/api/admin/users/${buyer.userId}/status`, { newStatus: 'banned' });
    const frozen = await step(seller.client, made.body.offer.id, 'accept');
    expect(frozen.status).toBe(403);

    const second = await deal();
    const open = await offer(second.buyer.client, second.conversationId, 1000);
    await db()
      .insert(memberBlocks)
      .values({ blockerId: second.seller.userId, blockedId: second.buyer.userId });
    expect((await step(second.seller.client, open.body.offer.id, 'counter', { amount: 1200 })).status).toBe(
      403,
    );
    expect((await step(second.buyer.client, open.body.offer.id, 'withdraw')).status).toBe(403);
    expect((await thread(second.conversationId)).map((m) => m.action)).toEqual(['made']);
  });
});

describe('reservations through the listing lifecycle (issue #14 item 1)', () => {
  it("reserves when the buyer accepts the seller's counter, as the seller's move, and releases through the lifecycle", async () => {
    const { seller, buyer, listing, conversationId } = await deal();
    const made = await offer(buyer.client, conversationId, 1000);
    const counter = await step(seller.client, made.body.offer.id, 'counter', { amount: 1250 });
    const accepted = await step(buyer.client, counter.body.offer.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.listing).toMatchObject({ reserved: true, reservedForThisBuyer: true });
    expect(await listingRow(listing.id)).toMatchObject({ status: 'Approved', reservedForId: buyer.userId });
    const rowsOf = () =>
      db()
        .select()
        .from(userActivityLogs)
        .where(eq(userActivityLogs.actionType, 'UPDATE_LISTING'))
        .orderBy(asc(userActivityLogs.createdAt))
        .then((rows) => rows.filter((row) => (row.details as { listingId?: string }).listingId === listing.id));
    expect((await rowsOf()).at(-1)).toMatchObject({
      description: `Listing ${listing.itemDisplayId} reserved for a buyer`,
      userId: seller.userId,
      details: { move: 'reserve', reservedForId: buyer.userId, offerId: counter.body.offer.id, acceptedBy: buyer.userId },
    });

    expect((await seller.client.post(`/api/listings/${listing.id}/release-reservation`)).status).toBe(200);
    expect((await listingRow(listing.id)).reservedForId).toBeNull();
    expect((await rowsOf()).at(-1)).toMatchObject({
      description: `Listing ${listing.itemDisplayId} reservation released`,
      userId: seller.userId,
      details: { move: 'release', releasedFrom: buyer.userId },
    });
  });
});
