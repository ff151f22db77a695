/**
 * Issue #13 item 4: reviews from real deals and the public seller page, on the real app and database.
 * Time: the review window is measured from `listings.sold_at`, so tests place the sale in the past; the
 * service's clock is exercised directly in the last block.
 */
import type { ApiErrorBody } from '@marketplace/contract/errors';
import {
  REVIEW_MESSAGES,
  REVIEW_WINDOW_MS,
  type MyReviews,
  type Page,
  type PublicReview,
  type ReviewCreated,
  type SellerProfile,
} from '@marketplace/contract/reviews';
import { eq } from 'drizzle-orm';
import type { NotificationsPage } from '@marketplace/contract/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';
import { createTestApp, insertListing, listingForm, makePhoto, signUpMember, type TestApp, type TestClient } from '../../test/test-app';
import { createReview, ratingOf } from './reviews.service';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const GOOD = { rating: 5, body: 'Quick handover at the jetty, exactly as described.' };
const OKAY = { rating: 3, body: 'Arrived late but the item was fine in the end.' };

type Member = Awaited<ReturnType<typeof signUpMember>>;

/** A listing of `seller` sold to `buyer` `daysAgo` days ago (what mark-sold writes). */
async function deal(seller: Member, buyer: Member, options: { daysAgo?: number; name?: string } = {}) {
  const { id } = await insertListing(t, { userId: seller.userId, name: options.name ?? 'Snorkel set, barely used', status: 'Sold' });
  await t.deps.database.db
    .update(listings)
    .set({ soldToId: buyer.userId, soldAt: new Date(Date.now() - (options.daysAgo ?? 1) * DAY) })
    .where(eq(listings.id, id));
  return id;
}

async function parties() {
  const seller = await signUpMember(t, { firstName: 'Mariyam', lastName: 'Seller' });
  const buyer = await signUpMember(t, { firstName: 'Ahmed', lastName: 'Buyer' });
  return { seller, buyer };
}

const review = (client: TestClient, listingId: string, body: unknown = GOOD) =>
  client.request<ReviewCreated & ApiErrorBody>('POST', `/api/listings/${listingId}/reviews`, { json: body });

describe('writing a review', () => {
  it('lets only the buyer and the seller review; visitors, others, banned members and the admin cannot', async () => {
    const { seller, buyer } = await parties();
    const other = await signUpMember(t);
    const banned = await signUpMember(t);
    const id = await deal(seller, buyer);
    // The banned member is even the buyer of another sale: a ban ends their sessions.
    const bannedDeal = await deal(seller, banned);
    await admin.post(`/api/admin/users/${banned.userId}/status`, { newStatus: 'banned' });

    expect((await review(t.client(), id)).status).toBe(401);
    const byOther = await review(other.client, id);
    expect(byOther.status).toBe(403);
    expect(byOther.body.message).toBe(REVIEW_MESSAGES.notParty);
    expect((await review(admin, id)).status).toBe(403);
    expect((await review(banned.client, bannedDeal)).status).toBe(401);

    const byBuyer = await review(buyer.client, id);
    expect(byBuyer.status).toBe(201);
    expect(byBuyer.body.review).toMatchObject({ rating: 5, authorRole: 'buyer', subjectId: seller.userId });
    expect(byBuyer.body.visible).toBe(false);
    const bySeller = await review(seller.client, id, OKAY);
    expect(bySeller.status).toBe(201);
    expect(bySeller.body.review).toMatchObject({ rating: 3, authorRole: 'seller', subjectId: buyer.userId });
    // The second review makes both visible.
    expect(bySeller.body.visible).toBe(true);
  });

  it('refuses a listing that was not sold through the marketplace, and an unknown one', async () => {
    const { seller, buyer } = await parties();
    const { id } = await insertListing(t, { userId: seller.userId, name: 'Sold elsewhere', status: 'Sold' });
    const res = await review(seller.client, id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(REVIEW_MESSAGES.notSold);
    expect((await review(buyer.client, id)).status).toBe(403);
    expect((await review(buyer.client, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('accepts each side once (409 the second time), and nothing changes', async () => {
    const { seller, buyer } = await parties();
    const id = await deal(seller, buyer);
    expect((await review(buyer.client, id)).status).toBe(201);
    const again = await review(buyer.client, id, OKAY);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    const mine = await buyer.client.get<MyReviews>('/api/reviews/mine');
    expect(mine.body.written).toHaveLength(1);
    expect(mine.body.written[0]).toMatchObject({ rating: 5, visible: false });
  });

  it('tells the reviewed member, live, without the text, whether they can read it yet', async () => {
    const { seller, buyer } = await parties();
    const id = await deal(seller, buyer, { name: 'Dive fins, size 42' });
    const reviewed = async (member: Member) =>
      (await member.client.get<NotificationsPage>('/api/notifications')).body.items.filter(
        (n) => n.title === REVIEW_MESSAGES.reviewReceivedTitle,
      );
    expect(await reviewed(seller)).toHaveLength(0);
    expect((await review(buyer.client, id)).status).toBe(201);
    const [first] = await reviewed(seller);
    expect(first).toMatchObject({
      type: 'general',
      link_to: '/dashboard?tab=reviews',
      description: REVIEW_MESSAGES.reviewReceivedHidden('Ahmed Buyer', 'Dive fins, size 42'),
    });
    expect(first!.description).not.toContain(GOOD.body);
    // The seller's own review makes both visible: the buyer is told they can read it now.
    expect((await review(seller.client, id, OKAY)).status).toBe(201);
    expect((await reviewed(buyer))[0]?.description).toBe(
      REVIEW_MESSAGES.reviewReceivedVisible('Mariyam Seller', 'Dive fins, size 42'),
    );
    // A refused second review tells nobody anything.
    expect((await review(buyer.client, id, OKAY)).status).toBe(409);
    expect(await reviewed(seller)).toHaveLength(1);
  });

  it('is open for 14 days after the sale and closed after', async () => {
    const { seller, buyer } = await parties();
    const inTime = await deal(seller, buyer, { daysAgo: 13.9 });
    const late = await deal(seller, buyer, { daysAgo: 14.01 });
    expect((await review(buyer.client, inTime)).status).toBe(201);
    const res = await review(buyer.client, late);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(REVIEW_MESSAGES.windowClosed);
    expect((await review(seller.client, late)).status).toBe(403);
  });

  it('refuses hostile input with 400 and writes nothing', async () => {
    const { seller, buyer } = await parties();
    const id = await deal(seller, buyer);
    const cases: Array<[unknown, string]> = [
      [{ rating: 0, body: GOOD.body }, REVIEW_MESSAGES.ratingRequired],
      [{ rating: 6, body: GOOD.body }, REVIEW_MESSAGES.ratingRequired],
      [{ rating: 4.5, body: GOOD.body }, REVIEW_MESSAGES.ratingRequired],
      [{ rating: 2 ** 31, body: GOOD.body }, REVIEW_MESSAGES.ratingRequired],
      [{ rating: '5', body: GOOD.body }, REVIEW_MESSAGES.ratingRequired],
      [{ rating: 5 }, REVIEW_MESSAGES.bodyTooShort],
      [{ rating: 5, body: 'Too short.' }, REVIEW_MESSAGES.bodyTooShort],
      [{ rating: 5, body: `   ${'a'.repeat(19)}   ` }, REVIEW_MESSAGES.bodyTooShort],
      [{ rating: 5, body: 'x'.repeat(1001) }, REVIEW_MESSAGES.bodyTooLong],
      [{ rating: 5, body: 'x'.repeat(100_000) }, REVIEW_MESSAGES.bodyTooLong],
      [{ rating: 5, body: `Nice seller\u0000 with a NUL byte inside` }, 'Must not contain control characters (such as NUL).'],
      [{ rating: 5, body: ['array', 'of', 'strings'] }, REVIEW_MESSAGES.bodyTooShort],
    ];
    for (const [body, message] of cases) {
      const res = await review(buyer.client, id, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.issues?.map((issue) => issue.message)).toContain(message);
    }
    expect((await buyer.client.request('POST', `/api/listings/${id}/reviews`, { body: 'not json', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    expect((await review(buyer.client, 'not-a-uuid')).status).toBe(400);
    // Exactly 1,000 characters is fine, and nothing was written before.
    expect((await review(buyer.client, id, { rating: 1, body: 'y'.repeat(1000) })).status).toBe(201);
  });

  it('refuses a signed-out (revoked) session', async () => {
    const { seller, buyer } = await parties();
    const id = await deal(seller, buyer);
    await buyer.client.post('/api/accounts/sign-out');
    expect((await review(buyer.client, id)).status).toBe(401);
    expect((await buyer.client.get('/api/reviews/mine')).status).toBe(401);
  });
});

describe('visibility and the seller page', () => {
  it('hides a review from everyone but its author until the other side reviews', async () => {
    const { seller, buyer } = await parties();
    const id = await deal(seller, buyer);
    await review(buyer.client, id);

    for (const client of [t.client(), seller.client, buyer.client]) {
      const page = await client.get<SellerProfile>(`/api/sellers/${seller.userId}`);
      expect(page.status).toBe(200);
      expect(page.body.rating).toEqual({ average: null, count: 0 });
      expect(page.body.reviews.items).toEqual([]);
    }
    const sellerView = await seller.client.get<MyReviews>('/api/reviews/mine');
    expect(sellerView.body.aboutMe).toEqual([]);
    expect(sellerView.body.hiddenCount).toBe(1);
    expect(sellerView.body.awaiting).toEqual([
      expect.objectContaining({ listingId: id, role: 'seller', other: expect.objectContaining({ name: 'Ahmed Buyer' }) }),
    ]);
    expect(JSON.stringify(sellerView.body)).not.toContain(GOOD.body);
    const buyerView = await buyer.client.get<MyReviews>('/api/reviews/mine');
    expect(buyerView.body.written[0]).toMatchObject({ body: GOOD.body, visible: false });
    expect(buyerView.body.awaiting).toEqual([]);

    await review(seller.client, id, OKAY);
    const page = await t.client().get<SellerProfile>(`/api/sellers/${seller.userId}`);
    expect(page.body.rating).toEqual({ average: 5, count: 1 });
    expect(page.body.reviews.items).toEqual([
      expect.objectContaining({ body: GOOD.body, rating: 5, author: { id: buyer.userId, name: 'Ahmed Buyer', avatarUrl: null } }),
    ]);
    const buyerPage = await t.client().get<SellerProfile>(`/api/sellers/${buyer.userId}`);
    expect(buyerPage.body.rating).toEqual({ average: 3, count: 1 });
    expect((await seller.client.get<MyReviews>('/api/reviews/mine')).body).toMatchObject({ hiddenCount: 0, awaiting: [] });
  });

  it('shows a lone review once the 14 days are over, and averages only visible reviews', async () => {
    const { seller } = await parties();
    const old = await signUpMember(t, { firstName: 'Old', lastName: 'Buyer' });
    const recent = await signUpMember(t, { firstName: 'Recent', lastName: 'Buyer' });
    const oldDeal = await deal(seller, old, { daysAgo: 10 });
    const recentDeal = await deal(seller, recent, { daysAgo: 1 });
    await review(old.client, oldDeal, { rating: 4, body: 'Good communication and a fair price overall.' });
    await review(recent.client, recentDeal, { rating: 1, body: 'Did not show up the first time we agreed.' });
    expect((await t.client().get<SellerProfile>(`/api/sellers/${seller.userId}`)).body.rating).toEqual({ average: null, count: 0 });

    // 15 days after the first sale: its review shows; the recent one (1 star) still does not count.
    await t.deps.database.db.update(listings).set({ soldAt: new Date(Date.now() - 15 * DAY) }).where(eq(listings.id, oldDeal));
    const page = await t.client().get<SellerProfile>(`/api/sellers/${seller.userId}`);
    expect(page.body.rating).toEqual({ average: 4, count: 1 });
    expect(page.body.reviews.items.map((r) => r.rating)).toEqual([4]);
    const reviewsPage = await t.client().get<Page<PublicReview>>(`/api/sellers/${seller.userId}/reviews`);
    expect(reviewsPage.body).toMatchObject({ total: 1, page: 1, pageSize: 12 });
  });

  it('shows name, avatar, member since, badge and live listings only, never private data', async () => {
    const seller = await signUpMember(t, { firstName: 'Hawwa', lastName: 'Shop', mobile: '7654321' });
    await t.deps.database.db.update(profiles).set({ isVerifiedSeller: true }).where(eq(profiles.id, seller.userId));
    await insertListing(t, { userId: seller.userId, name: 'Live kayak' });
    await insertListing(t, { userId: seller.userId, name: 'Pending kayak', status: 'Pending' });
    await insertListing(t, { userId: seller.userId, name: 'Deleted kayak', isDeleted: true });
    const res = await t.client().get<SellerProfile>(`/api/sellers/${seller.userId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: seller.userId, name: 'Hawwa Shop', isVerifiedSeller: true, avatarUrl: null });
    expect(Date.parse(res.body.memberSince)).toBeGreaterThan(0);
    expect(res.body.listings.items.map((l) => l.name)).toEqual(['Live kayak']);
    expect(res.body.listings.total).toBe(1);
    const text = JSON.stringify(res.body);
    for (const secret of [seller.input.email, seller.input.nationalIdNumber, seller.input.dateOfBirth, '7654321']) {
      expect(text).not.toContain(secret);
    }
    const listingsPage = await t.client().get<Page<unknown>>(`/api/sellers/${seller.userId}/listings?page=2`);
    expect(listingsPage.body).toMatchObject({ items: [], total: 1, page: 2 });
  });

  it("previews a shared seller link with the name and rating, never private data", async () => {
    const seller = await signUpMember(t, { firstName: 'Shareable', lastName: 'Seller' });
    const res = await t.client().request<string>('GET', `/seller/${seller.userId}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('Shareable Seller');
    expect(res.body).toContain(`/seller/${seller.userId}`);
    for (const secret of [seller.input.email, seller.input.nationalIdNumber, seller.input.dateOfBirth]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('answers 404 for unknown, banned and deleted members, and 400 for bad ids and pages', async () => {
    const banned = await signUpMember(t);
    const deleted = await signUpMember(t);
    await admin.post(`/api/admin/users/${banned.userId}/status`, { newStatus: 'banned' });
    expect((await admin.delete(`/api/admin/users/${deleted.userId}`)).status).toBe(200);
    for (const id of [banned.userId, deleted.userId, 'nobody-with-this-id']) {
      const res = await t.client().get<ApiErrorBody>(`/api/sellers/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe(REVIEW_MESSAGES.sellerNotFound);
      expect((await t.client().get(`/api/sellers/${id}/reviews`)).status).toBe(404);
      expect((await t.client().get(`/api/sellers/${id}/rating`)).status).toBe(404);
      expect((await t.client().get(`/api/sellers/${id}/listings`)).status).toBe(404);
    }
    const member = await signUpMember(t);
    expect((await t.client().get(`/api/sellers/${'x'.repeat(100)}`)).status).toBe(400);
    expect((await t.client().get(`/api/sellers/a%00b`)).status).toBe(400);
    expect((await t.client().get(`/api/sellers/${member.userId}?page=0`)).status).toBe(400);
    expect((await t.client().get(`/api/sellers/${member.userId}?page=99999999999`)).status).toBe(400);
    expect((await t.client().get(`/api/sellers/${member.userId}/reviews?page=abc`)).status).toBe(400);
  });

  it("names a deleted author's review 'Deleted member' without their avatar", async () => {
    const { seller, buyer } = await parties();
    const id = await deal(seller, buyer);
    await review(buyer.client, id);
    await review(seller.client, id, OKAY);
    expect((await admin.delete(`/api/admin/users/${buyer.userId}`)).status).toBe(200);
    const page = await t.client().get<SellerProfile>(`/api/sellers/${seller.userId}`);
    expect(page.body.reviews.items[0]!.author).toEqual({ id: buyer.userId, name: REVIEW_MESSAGES.deletedMember, avatarUrl: null });
  });
});

describe('authorisation matrix of the read routes', () => {
  it('serves the seller page to everyone and "my reviews" to members only', async () => {
    const { seller, buyer } = await parties();
    const other = await signUpMember(t);
    const banned = await signUpMember(t);
    const id = await deal(seller, buyer);
    await review(buyer.client, id);
    await review(seller.client, id, OKAY);
    await admin.post(`/api/admin/users/${banned.userId}/status`, { newStatus: 'banned' });
    const callers: Array<[string, TestClient, number]> = [
      ['visitor', t.client(), 401],
      ['buyer', buyer.client, 200],
      ['seller', seller.client, 200],
      ['another member', other.client, 200],
      ['banned member', banned.client, 401],
      ['admin', admin, 200],
    ];
    for (const [who, client, mineStatus] of callers) {
      const page = await client.get<SellerProfile>(`/api/sellers/${seller.userId}`);
      expect(page.status, who).toBe(200);
      // Everyone sees the same public page.
      expect(page.body.rating, who).toEqual({ average: 5, count: 1 });
      expect((await client.get(`/api/sellers/${seller.userId}/reviews`)).status, who).toBe(200);
      expect((await client.get(`/api/sellers/${seller.userId}/listings`)).status, who).toBe(200);
      expect((await client.get(`/api/sellers/${seller.userId}/rating`)).body, who).toEqual({ average: 5, count: 1 });
      const mine = await client.get<MyReviews>('/api/reviews/mine');
      expect(mine.status, who).toBe(mineStatus);
    }
    // "Mine" is the caller's own: another member sees none of this deal.
    const otherMine = await other.client.get<MyReviews>('/api/reviews/mine');
    expect(otherMine.body).toEqual({ awaiting: [], aboutMe: [], hiddenCount: 0, written: [] });
  });
});

describe('deals awaiting review', () => {
  it("shows the sold listing's cover to its seller only: a sold listing's photos are private", async () => {
    const { seller, buyer } = await parties();
    const created = await seller.client.request<{ id: string }>('POST', '/api/listings', {
      form: listingForm({ name: 'Paddle board' }, [{ bytes: await makePhoto() }]),
    });
    await t.deps.database.db
      .update(listings)
      .set({ status: 'Sold', soldToId: buyer.userId, soldAt: new Date() })
      .where(eq(listings.id, created.body.id));
    const sellerView = await seller.client.get<MyReviews>('/api/reviews/mine');
    expect(sellerView.body.awaiting[0]).toMatchObject({ listingName: 'Paddle board', imageUrl: expect.stringContaining('/media/') });
    const buyerView = await buyer.client.get<MyReviews>('/api/reviews/mine');
    expect(buyerView.body.awaiting[0]).toMatchObject({ listingName: 'Paddle board', imageUrl: null });
  });
});

describe('replying', () => {
  it('lets the subject of a visible review reply once; nobody else', async () => {
    const { seller, buyer } = await parties();
    const other = await signUpMember(t);
    const id = await deal(seller, buyer);
    const written = await review(buyer.client, id);
    const reviewId = written.body.review.id;
    const reply = (client: TestClient, body: unknown = { body: 'Thank you, enjoy the snorkel set!' }) =>
      client.request<PublicReview & ApiErrorBody>('POST', `/api/reviews/${reviewId}/reply`, { json: body });

    // Hidden from its subject until the seller reviews too.
    expect((await reply(seller.client)).status).toBe(404);
    await review(seller.client, id, OKAY);

    expect((await reply(t.client())).status).toBe(401);
    expect((await reply(buyer.client)).status).toBe(403);
    expect((await reply(other.client)).status).toBe(403);
    expect((await reply(admin)).status).toBe(403);
    expect((await reply(seller.client, { body: '   ' })).body.issues?.[0]?.message).toBe(REVIEW_MESSAGES.replyRequired);
    expect((await reply(seller.client, { body: 'r'.repeat(1001) })).status).toBe(400);
    expect((await reply(seller.client, { body: 'bad\u0000' })).status).toBe(400);
    const ok = await reply(seller.client);
    expect(ok.status).toBe(200);
    expect(ok.body.reply).toBe('Thank you, enjoy the snorkel set!');
    const again = await reply(seller.client, { body: 'Changed my mind.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_MESSAGES.alreadyReplied);
    const page = await t.client().get<SellerProfile>(`/api/sellers/${seller.userId}`);
    expect(page.body.reviews.items[0]!.reply).toBe('Thank you, enjoy the snorkel set!');
    expect((await seller.client.request('POST', '/api/reviews/00000000-0000-4000-8000-000000000000/reply', { json: { body: 'Hi' } })).status).toBe(404);
    expect((await seller.client.request('POST', '/api/reviews/nope/reply', { json: { body: 'Hi' } })).status).toBe(400);
  });
});

describe('the clock', () => {
  it("takes the window from the app's clock", async () => {
    const { seller, buyer } = await parties();
    const id = await deal(seller, buyer, { daysAgo: 1 });
    t.deps.clock = () => new Date(Date.now() + 14 * DAY);
    try {
      const res = await review(buyer.client, id);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(REVIEW_MESSAGES.windowClosed);
    } finally {
      t.deps.clock = undefined;
    }
    expect((await review(buyer.client, id)).status).toBe(201);
  });

  it('measures the window and visibility from the injected time', async () => {
    const { seller, buyer } = await parties();
    const id = await deal(seller, buyer, { daysAgo: 0 });
    const [row] = await t.deps.database.db.select({ soldAt: listings.soldAt }).from(listings).where(eq(listings.id, id));
    const soldAt = row!.soldAt!.getTime();
    const actor = { id: buyer.userId, email: buyer.input.email, name: 'Ahmed Buyer', role: 'user' as const, sessionId: 'x' };
    await expect(
      createReview(t.deps.database.db, { actor, listingId: id, input: GOOD, now: new Date(soldAt + REVIEW_WINDOW_MS + 1) }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: REVIEW_MESSAGES.windowClosed });
    const created = await createReview(t.deps.database.db, { actor, listingId: id, input: GOOD, now: new Date(soldAt + REVIEW_WINDOW_MS - 60_000) });
    expect(created.visible).toBe(false);
    expect(await ratingOf(t.deps.database.db, { userId: seller.userId, now: new Date(soldAt + REVIEW_WINDOW_MS - 1000) })).toEqual({ average: null, count: 0 });
    expect(await ratingOf(t.deps.database.db, { userId: seller.userId, now: new Date(soldAt + REVIEW_WINDOW_MS) })).toEqual({ average: 5, count: 1 });
  });
});
