/**
 * Issue #14 item 3: expiry and renewal on the real app and database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL, where three passes really run at once). The clock is injected: the job takes `now`, the
 * app reads `deps.clock`.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview } from '@marketplace/contract/admin';
import type { ApiErrorBody } from '@marketplace/contract/errors';
import {
  LIFECYCLE_MESSAGES,
  LISTING_TTL_DAYS,
  type ListingDetail,
  type OwnListingRow,
  type SellerOverview,
} from '@marketplace/contract/listings-messages';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { mailOutbox, notifications, userActivityLogs } from '../../db/schema/community';
import { listings } from '../../db/schema/listings';
import {
  createTestApp,
  insertListing,
  listingForm,
  makePhoto,
  signUpMember,
  type TestApp,
  type TestClient,
} from '../../test/test-app';
import { LISTING_EXPIRING_MAIL_KIND, runListingExpiry } from './listing-expiry.service';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const MINUTE = 60_000;
const days = (date: Date, n: number) => new Date(date.getTime() + n * DAY);
const run = (now: Date, batchSize?: number) =>
  runListingExpiry(
    {
      db: t.deps.database.db,
      mailer: t.deps.mailer,
      baseUrl: 'http://localhost:3000',
      siteName: 'Raajje Market',
      batchSize,
    },
    now,
  );

type Member = Awaited<ReturnType<typeof signUpMember>>;

/** A live listing of `seller` approved at `approvedAt` (term: LISTING_TTL_DAYS), with a word of its own to search. */
async function liveListing(
  seller: Member,
  name: string,
  approvedAt: Date,
  extra: Partial<Parameters<typeof insertListing>[1]> = {},
) {
  return insertListing(t, { userId: seller.userId, name, approvedAt, ...extra });
}

async function row(id: string) {
  const [found] = await t.deps.database.db.select().from(listings).where(eq(listings.id, id));
  return found!;
}

async function notificationsOf(userId: string, type: string) {
  return t.deps.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

async function mailsTo(email: string) {
  return t.deps.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, LISTING_EXPIRING_MAIL_KIND)));
}

async function activityOf(listingId: string) {
  return t.deps.database.db
    .select()
    .from(userActivityLogs)
    .where(sql`${userActivityLogs.details}->>'listingId' = ${listingId}`)
    .orderBy(desc(userActivityLogs.createdAt));
}

const browse = (query: string) =>
  t.client().get<MarketplacePage>(`/api/marketplace/listings?query=${encodeURIComponent(query)}`);

describe('the expiry warning', () => {
  it('comes once, at three days before the end of the term: one notification and one e-mail', async () => {
    const seller = await signUpMember(t, { firstName: 'Mariyam' }, { emailConfirmed: true });
    const T0 = new Date('2031-01-10T08:00:00Z');
    const { id } = await liveListing(seller, 'Warning test kayak', T0);
    const end = days(T0, LISTING_TTL_DAYS);
    expect((await row(id)).expiresAt).toEqual(end);

    // Not before: a minute earlier than three days before the end.
    await run(new Date(days(end, -3).getTime() - MINUTE));
    expect(await notificationsOf(seller.userId, 'listing_expiring')).toEqual([]);
    expect(await mailsTo(seller.input.email)).toEqual([]);
    expect((await row(id)).expiryWarnedAt).toBeNull();

    const warnAt = days(end, -3);
    await run(warnAt);
    const [note, ...moreNotes] = await notificationsOf(seller.userId, 'listing_expiring');
    expect(moreNotes).toEqual([]);
    expect(note).toMatchObject({
      title: LIFECYCLE_MESSAGES.expiringTitle,
      description: LIFECYCLE_MESSAGES.expiringText('Warning test kayak', 3),
      linkTo: `/dashboard/my-listings/${id}`,
    });
    expect(note!.description).toBe(
      'Your listing "Warning test kayak" expires in 3 days. Renew it from My Listings to keep it on the marketplace.',
    );
    const [mail, ...moreMails] = await mailsTo(seller.input.email);
    expect(moreMails).toEqual([]);
    expect(mail!.subject).toBe('Your listing "Warning test kayak" expires in 3 days');
    expect(mail!.text).toContain('Hello Mariyam,');
    expect(mail!.text).toContain('will leave the marketplace on March 11, 2031');
    expect(mail!.text).toContain('http://localhost:3000/dashboard?tab=my-listings');
    // Nothing that opens the account: no token, code or password in it.
    expect(mail!.text).not.toMatch(/token|password|code=|secret/i);
    expect((await row(id)).expiryWarnedAt).toEqual(warnAt);
    // Still live while warned.
    expect((await row(id)).status).toBe('Approved');

    // Once per term: later passes before the end say nothing more.
    await run(days(end, -2));
    await run(new Date(end.getTime() - MINUTE));
    expect(await notificationsOf(seller.userId, 'listing_expiring')).toHaveLength(1);
    expect(await mailsTo(seller.input.email)).toHaveLength(1);
  });

  it('is not announced as a catalogue change (answer caches stay), while the expiry is', async () => {
    const seller = await signUpMember(t);
    const T0 = new Date('2031-03-10T08:00:00Z');
    // Whatever earlier tests left live ends first; then the insert's own announcement is let through.
    await run(days(T0, LISTING_TTL_DAYS + 1));
    await liveListing(seller, 'Cache test cooler', T0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    let changes = 0;
    const stop = t.deps.catalogEvents.onChange(() => (changes += 1));
    try {
      const warned = await run(days(T0, LISTING_TTL_DAYS - 1));
      expect(warned.warned).toBeGreaterThanOrEqual(1);
      // A change is heard within milliseconds of its commit (catalog-events.ts); none comes.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(changes).toBe(0);
      await run(days(T0, LISTING_TTL_DAYS));
      await expect.poll(() => changes, { timeout: 5000 }).toBeGreaterThan(0);
    } finally {
      stop();
    }
  });

  it('is not sent to a banned seller (the listing is marked warned all the same)', async () => {
    const seller = await signUpMember(t);
    const T0 = new Date('2031-02-10T08:00:00Z');
    const { id } = await liveListing(seller, 'Banned seller fan', T0);
    await admin.post(`/api/admin/users/${seller.userId}/status`, { newStatus: 'banned' });
    await run(days(T0, LISTING_TTL_DAYS - 2));
    expect(await notificationsOf(seller.userId, 'listing_expiring')).toEqual([]);
    expect(await mailsTo(seller.input.email)).toEqual([]);
    expect((await row(id)).expiryWarnedAt).not.toBeNull();
  });
});

describe('expiry at the end of the term', () => {
  it('takes the listing off the marketplace with exact counts and facets, hides its page, and tells the seller', async () => {
    const seller = await signUpMember(t);
    const T0 = new Date('2032-01-10T08:00:00Z');
    const word = 'zephyrmarine';
    const { id } = await liveListing(seller, `Outboard ${word} 15HP`, T0, {
      categoryId: 2,
      locationId: 3,
      condition: 'fair',
    });
    const { id: staysId } = await liveListing(seller, `Trailer ${word} galvanised`, days(T0, 30), {
      categoryId: 2,
      locationId: 3,
    });

    const buyer = await signUpMember(t);
    expect((await buyer.client.request('PUT', `/api/saved/${id}`)).status).toBeLessThan(300);
    const savedBefore = await buyer.client.get<{ items: Array<{ listingId: string; available: boolean }> }>(
      '/api/saved',
    );
    expect(savedBefore.body.items.find((i) => i.listingId === id)?.available).toBe(true);

    const before = await browse(word);
    expect(before.body.items.map((i) => i.id).sort()).toEqual([id, staysId].sort());
    expect(before.body.total).toBe(2);
    expect(before.body.facets.categories).toEqual([[2, 2]]);
    expect(before.body.facets.conditions).toEqual({ fair: 1, good: 1 });

    const end = days(T0, LISTING_TTL_DAYS);
    await run(new Date(end.getTime() - 1));
    expect((await row(id)).status).toBe('Approved');

    await run(end);
    const expired = await row(id);
    expect(expired.status).toBe('Expired');
    expect(expired.isDeleted).toBe(false);

    const after = await browse(word);
    expect(after.body.items.map((i) => i.id)).toEqual([staysId]);
    expect(after.body.total).toBe(1);
    expect(after.body.facets.categories).toEqual([[2, 1]]);
    expect(after.body.facets.islands).toEqual([[3, 1]]);
    expect(after.body.facets.conditions).toEqual({ good: 1 });
    const suggestions = await t.client().get<unknown[]>(`/api/marketplace/suggestions?query=${word}`);
    expect(JSON.stringify(suggestions.body)).not.toContain(id);

    // Saved by a buyer: still in their list, marked unavailable like a sold or removed one.
    const savedAfter = await buyer.client.get<{
      items: Array<{ listingId: string; available: boolean; name?: string }>;
    }>('/api/saved');
    expect(savedAfter.body.items.find((i) => i.listingId === id)).toMatchObject({ available: false });
    expect(JSON.stringify(savedAfter.body)).not.toContain('Outboard');

    // Its page: 404 for a visitor and another member, the seller still sees it as Expired.
    expect((await t.client().get(`/api/listings/${id}`)).status).toBe(404);
    expect((await (await signUpMember(t)).client.get(`/api/listings/${id}`)).status).toBe(404);
    const own = await seller.client.get<ListingDetail>(`/api/listings/${id}`);
    expect(own.status).toBe(200);
    expect(own.body.status).toBe('Expired');

    // In My Listings (and its Expired filter) and the overview counts.
    const mine = await seller.client.get<{ items: OwnListingRow[] }>('/api/my/listings?status=Expired');
    expect(mine.body.items.map((i) => i.id)).toEqual([id]);
    const overview = await seller.client.get<SellerOverview>('/api/my/overview');
    expect(overview.body.counts).toMatchObject({ Expired: 1, Approved: 1 });

    const [note, ...more] = await notificationsOf(seller.userId, 'listing_expired');
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      title: 'Listing Expired',
      description: LIFECYCLE_MESSAGES.expiredText(`Outboard ${word} 15HP`),
      linkTo: `/dashboard/my-listings/${id}`,
    });
    const [activity] = await activityOf(id);
    expect(activity).toMatchObject({ actionType: 'UPDATE_LISTING', userEmail: null });
    expect(activity!.details).toMatchObject({ move: 'expire', from: 'Approved', to: 'Expired' });

    // Nothing happens to it again.
    expect(await run(days(end, 5))).toMatchObject({ expired: 0 });
    expect(await notificationsOf(seller.userId, 'listing_expired')).toHaveLength(1);
  });

  it('skips a reserved listing until the reservation ends, then expires it', async () => {
    const seller = await signUpMember(t);
    const buyer = await signUpMember(t);
    const T0 = new Date('2033-01-10T08:00:00Z');
    const { id } = await liveListing(seller, 'Reserved dive computer', T0, { reservedForId: buyer.userId });
    const end = days(T0, LISTING_TTL_DAYS);
    await run(days(end, -3));
    await run(end);
    expect(await row(id)).toMatchObject({
      status: 'Approved',
      reservedForId: buyer.userId,
      expiryWarnedAt: null,
    });
    await t.deps.database.db
      .update(listings)
      .set({ reservedForId: null, reservedAt: null })
      .where(eq(listings.id, id));
    await run(days(end, 1));
    expect((await row(id)).status).toBe('Expired');
  });

  it('leaves Pending, Sold, Rejected and deleted listings alone', async () => {
    const seller = await signUpMember(t);
    const T0 = new Date('2034-01-10T08:00:00Z');
    const past = days(T0, -1);
    const ids = await Promise.all([
      insertListing(t, { userId: seller.userId, name: 'Pending one', status: 'Pending' }),
      insertListing(t, { userId: seller.userId, name: 'Sold one', status: 'Sold' }),
      insertListing(t, { userId: seller.userId, name: 'Rejected one', status: 'Rejected' }),
      insertListing(t, {
        userId: seller.userId,
        name: 'Deleted one',
        approvedAt: days(T0, -90),
        isDeleted: true,
      }),
    ]);
    // Even with an end in the past on every one of them.
    for (const { id } of ids) {
      await t.deps.database.db.update(listings).set({ expiresAt: past }).where(eq(listings.id, id));
    }
    await run(T0);
    const statuses = await Promise.all(ids.map(async ({ id }) => (await row(id)).status));
    expect(statuses).toEqual(['Pending', 'Sold', 'Rejected', 'Approved']);
  });
});

describe('passes running at once', () => {
  it('warn once and expire once, however many run together', async () => {
    // Clear everything earlier tests left live, far in the future.
    const X = new Date('2040-01-01T00:00:00Z');
    await run(days(X, 1000));
    const base = days(X, 1000);
    const seller = await signUpMember(t);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++)
      ids.push((await liveListing(seller, `Concurrent lamp ${i}`, days(base, i / 100))).id);

    const warnAt = days(base, LISTING_TTL_DAYS - 2);
    // Small batches, so the passes really interleave.
    const warnings = await Promise.all([run(warnAt, 2), run(warnAt, 2), run(warnAt, 2)]);
    expect(warnings.reduce((sum, r) => sum + r.warned, 0)).toBe(7);
    expect(await notificationsOf(seller.userId, 'listing_expiring')).toHaveLength(7);
    expect(await mailsTo(seller.input.email)).toHaveLength(7);

    const endAt = days(base, LISTING_TTL_DAYS + 1);
    const expiries = await Promise.all([run(endAt, 2), run(endAt, 2), run(endAt, 2)]);
    expect(expiries.reduce((sum, r) => sum + r.expired, 0)).toBe(7);
    expect(await notificationsOf(seller.userId, 'listing_expired')).toHaveLength(7);
    for (const id of ids) {
      expect((await row(id)).status).toBe('Expired');
      expect(
        (await activityOf(id)).filter((a) => (a.details as { move?: string }).move === 'expire'),
      ).toHaveLength(1);
    }
  });

  it('bounds a pass: at most the batch size per transaction, the rest in the same pass by more batches', async () => {
    const X = new Date('2045-01-01T00:00:00Z');
    await run(X);
    const seller = await signUpMember(t);
    for (let i = 0; i < 5; i++) await liveListing(seller, `Batch chair ${i}`, X);
    const result = await run(days(X, LISTING_TTL_DAYS), 2);
    expect(result.expired).toBe(5);
  });
});

describe('POST /api/listings/{id}/renew', () => {
  /** An Expired listing of `seller`, expired by the job. */
  async function expiredListing(seller: Member, name: string, approvedAt: Date) {
    const { id } = await liveListing(seller, name, approvedAt);
    await run(days(approvedAt, LISTING_TTL_DAYS));
    expect((await row(id)).status).toBe('Expired');
    return id;
  }

  it('brings the listing back without review, for a new term, with an activity row', async () => {
    const seller = await signUpMember(t);
    const T0 = new Date('2050-01-10T08:00:00Z');
    const word = 'quillrenew';
    const id = await expiredListing(seller, `Surfboard ${word} 6ft`, T0);
    expect((await browse(word)).body.total).toBe(0);

    const renewedAt = days(T0, 75);
    t.deps.clock = () => renewedAt;
    try {
      const res = await seller.client.post<ListingDetail>(`/api/listings/${id}/renew`);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('Approved');
    } finally {
      t.deps.clock = undefined;
    }
    expect(await row(id)).toMatchObject({
      status: 'Approved',
      approvedAt: renewedAt,
      expiresAt: days(renewedAt, LISTING_TTL_DAYS),
      expiryWarnedAt: null,
    });
    // Catalogue changes reach the marketplace's answer cache over LISTEN/NOTIFY within a second (issue #10):
    // the "no match" answered before the renewal may be served until then.
    const foundIds = async () => (await browse(word)).body.items.map((i) => i.id);
    await expect.poll(foundIds, { timeout: 1000, interval: 20 }).toEqual([id]);
    expect((await t.client().get(`/api/listings/${id}`)).status).toBe(200);
    const [activity] = await activityOf(id);
    expect(activity).toMatchObject({ actionType: 'UPDATE_LISTING', userEmail: seller.input.email });
    expect(activity!.details).toMatchObject({ move: 'renew', from: 'Expired', to: 'Approved' });
    // The dashboard's latest events say what happened, not "edited".
    const overview = await seller.client.get<SellerOverview>('/api/my/overview');
    expect(overview.body.recentEvents.slice(0, 2).map((e) => e.type)).toEqual(['renewed', 'expired']);

    // The new term is warned (the first ended without a warning: no pass ran in its last three days) and ends
    // like the first.
    expect(await notificationsOf(seller.userId, 'listing_expiring')).toHaveLength(0);
    await run(days(renewedAt, LISTING_TTL_DAYS - 3));
    expect(await notificationsOf(seller.userId, 'listing_expiring')).toHaveLength(1);
    await run(days(renewedAt, LISTING_TTL_DAYS));
    expect((await row(id)).status).toBe('Expired');
  });

  it('is the owner’s alone: visitor 401, banned owner 401, another member and the admin 404', async () => {
    const seller = await signUpMember(t);
    const id = await expiredListing(seller, 'Authorisation test rod', new Date('2051-01-10T08:00:00Z'));
    const other = await signUpMember(t);

    const visitor = await t.client().post<ApiErrorBody>(`/api/listings/${id}/renew`);
    expect(visitor.status).toBe(401);
    const stranger = await other.client.post<ApiErrorBody>(`/api/listings/${id}/renew`);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Item not found or not available.');
    const byAdmin = await admin.post<ApiErrorBody>(`/api/listings/${id}/renew`);
    expect(byAdmin.status).toBe(404);
    expect((await row(id)).status).toBe('Expired');

    // A banned member's session counts as none, as for every other write of the app.
    const bannedSeller = await signUpMember(t);
    const bannedId = await expiredListing(
      bannedSeller,
      'Banned seller rod',
      new Date('2051-06-10T08:00:00Z'),
    );
    await admin.post(`/api/admin/users/${bannedSeller.userId}/status`, { newStatus: 'banned' });
    expect((await bannedSeller.client.post(`/api/listings/${bannedId}/renew`)).status).toBe(401);
    expect((await row(bannedId)).status).toBe('Expired');
  });

  it('refuses a listing that is not Expired with 409, and a deleted one with 404', async () => {
    const seller = await signUpMember(t);
    const { id: live } = await liveListing(seller, 'Still live net', new Date());
    const res = await seller.client.post<ApiErrorBody>(`/api/listings/${live}/renew`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A listing that is Approved cannot be renewed.');
    const { id: pending } = await insertListing(t, {
      userId: seller.userId,
      name: 'Pending net',
      status: 'Pending',
    });
    expect((await seller.client.post<ApiErrorBody>(`/api/listings/${pending}/renew`)).body.message).toBe(
      'A listing that is Pending cannot be renewed.',
    );
    const { id: sold } = await insertListing(t, { userId: seller.userId, name: 'Sold net', status: 'Sold' });
    expect((await seller.client.post(`/api/listings/${sold}/renew`)).status).toBe(409);
    const { id: gone } = await insertListing(t, {
      userId: seller.userId,
      name: 'Gone net',
      status: 'Expired',
      isDeleted: true,
    });
    expect((await seller.client.post(`/api/listings/${gone}/renew`)).status).toBe(404);

    // Renewing twice: the second is refused, the term unchanged.
    const expired = await expiredListing(seller, 'Twice renewed net', new Date('2052-01-10T08:00:00Z'));
    expect((await seller.client.post(`/api/listings/${expired}/renew`)).status).toBe(200);
    const term = (await row(expired)).expiresAt;
    expect((await seller.client.post(`/api/listings/${expired}/renew`)).status).toBe(409);
    expect((await row(expired)).expiresAt).toEqual(term);
  });

  it('answers 400 to hostile ids and 404 to unknown ones, changing nothing', async () => {
    const seller = await signUpMember(t);
    const hostile = [
      'not-a-uuid',
      '%00',
      'a%00b',
      'x'.repeat(5000),
      '99999999999999999999999',
      '-1',
      "1' or '1'='1",
    ];
    for (const id of hostile) {
      const res = await seller.client.post<ApiErrorBody>(`/api/listings/${id}/renew`);
      expect(res.status, id.slice(0, 20)).toBe(400);
      expect(res.body.message).toBe('Invalid listing ID.');
    }
    expect(
      (await seller.client.post(`/api/listings/00000000-0000-4000-8000-000000000000/renew`)).status,
    ).toBe(404);
    // A body is ignored: only the id counts.
    const expired = await expiredListing(seller, 'Body ignored buoy', new Date('2053-01-10T08:00:00Z'));
    const res = await seller.client.post<ListingDetail>(`/api/listings/${expired}/renew`, {
      status: 'Pending',
      expiresAt: '2999-01-01',
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('Approved');
  });
});

describe('editing an Expired listing', () => {
  it('sends it to review (Pending), not back on the marketplace; renewal is then refused', async () => {
    const seller = await signUpMember(t);
    const created = await seller.client.request<ListingDetail>('POST', '/api/listings', {
      form: listingForm({ name: 'Edited expired bicycle' }, [{ bytes: await makePhoto() }]),
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await admin.post(`/api/admin/listings/${id}/status`, { status: 'Approved' })).status).toBe(200);
    // Its term ends (the lifecycle's approve sets `expires_at`; set here so this test needs only the job).
    const end = new Date('2055-01-10T08:00:00Z');
    await t.deps.database.db.update(listings).set({ expiresAt: end }).where(eq(listings.id, id));
    await run(end);
    expect((await row(id)).status).toBe('Expired');

    const form = listingForm({ name: 'Edited expired bicycle, new tyres' }, []);
    form.set('photoOrder', JSON.stringify(created.body.images.map((image) => `existing:${image.id}`)));
    const edited = await seller.client.request<ListingDetail>('PUT', `/api/listings/${id}`, { form });
    expect(edited.status).toBe(200);
    expect(edited.body.status).toBe('Pending');
    expect((await row(id)).status).toBe('Pending');
    expect((await t.client().get(`/api/listings/${id}`)).status).toBe(404);
    expect((await seller.client.post(`/api/listings/${id}/renew`)).status).toBe(409);
  });
});

describe('the admin overview', () => {
  it('counts expired listings', async () => {
    const count = async () => (await admin.get<AdminOverview>('/api/admin/overview?timeframe=all')).body;
    const T0 = new Date('2060-01-10T08:00:00Z');
    // Everything earlier tests left live has ended by then.
    await run(days(T0, -1000));
    const before = await count();
    const inDatabase = await t.deps.database.db.$count(
      listings,
      and(eq(listings.status, 'Expired'), eq(listings.isDeleted, false)),
    );
    expect(before.expiredListings).toBe(inDatabase);

    const seller = await signUpMember(t);
    await liveListing(seller, 'Overview lamp', T0);
    const live = await count();
    expect(live.approvedListings).toBe(before.approvedListings + 1);
    await run(days(T0, LISTING_TTL_DAYS));
    const after = await count();
    expect(after.expiredListings).toBe(before.expiredListings + 1);
    expect(after.approvedListings).toBe(before.approvedListings);
    expect(after.totalListings).toBe(live.totalListings);
  });
});
