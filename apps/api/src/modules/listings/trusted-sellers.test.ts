/**
 * Trusted sellers (issue #14 item 4): the admin's setting and its routes, the auto-approval rule at submission
 * (each condition on its own, with an injected clock for the 90-day lookback), and the admin sending a
 * listing back to review. Runs on PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import type { ApiErrorBody } from '@marketplace/contract/errors';
import {
  LIFECYCLE_MESSAGES,
  type AdminListingRow,
  type AdminListingsPage,
  type ListingDetail,
} from '@marketplace/contract/listings-messages';
import type { NotificationsPage } from '@marketplace/contract/notifications';
import {
  TRUSTED_SELLER_MESSAGES,
  TRUSTED_SELLER_MIN_APPROVED_DEFAULT,
  type TrustedSellerSettings,
} from '@marketplace/contract/trusted-sellers';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings, userActivityLogs } from '../../db/schema/community';
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

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.deps.clock = undefined;
});

const DAY_MS = 86_400_000;
const SETTING_PATH = '/api/admin/system/trusted-sellers';

async function setSetting(enabled: boolean, minApprovedListings: number) {
  const res = await admin.request<TrustedSellerSettings>('PUT', SETTING_PATH, {
    json: { enabled, minApprovedListings },
  });
  expect(res.status).toBe(200);
  return res.body;
}

/** A member whose ID the admin verified (or not), with `approved` listings that went live before. */
async function seller(options: { verified?: boolean; approved?: number } = {}) {
  const member = await signUpMember(t);
  if (options.verified !== false) {
    const res = await admin.request('PATCH', `/api/admin/users/${member.userId}`, {
      json: { idVerificationStatus: 'verified' },
    });
    expect(res.status).toBe(200);
  }
  const live: Array<{ id: string }> = [];
  for (let i = 0; i < (options.approved ?? 0); i += 1) {
    live.push(
      await insertListing(t, { userId: member.userId, name: `Earlier sale ${i + 1}`, status: 'Approved' }),
    );
  }
  return { ...member, live };
}

async function submit(client: TestClient, name = 'Suzuki 15HP outboard') {
  const res = await client.request<ListingDetail & ApiErrorBody>('POST', '/api/listings', {
    form: listingForm({ name }, [{ bytes: await makePhoto() }]),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function listingRow(id: string) {
  const [row] = await t.deps.database.db.select().from(listings).where(eq(listings.id, id));
  return row!;
}

describe('the trusted-seller setting', () => {
  it('is off by default: a verified seller with many approved listings still waits for review', async () => {
    const fresh = await admin.get<TrustedSellerSettings>(SETTING_PATH);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({
      enabled: false,
      minApprovedListings: TRUSTED_SELLER_MIN_APPROVED_DEFAULT,
      lookbackDays: 90,
      updatedAt: null,
    });
    const veteran = await seller({ approved: 10 });
    const listing = await submit(veteran.client);
    expect(listing.status).toBe('Pending');
    expect((await listingRow(listing.id)).autoApproved).toBe(false);
  });

  it('answers 401 to visitors and banned members and 403 to members, and changes nothing for them', async () => {
    const member = await signUpMember(t);
    const banned = await signUpMember(t);
    expect(
      (await admin.post(`/api/admin/users/${banned.userId}/status`, { newStatus: 'banned' })).status,
    ).toBe(200);
    const body = { enabled: true, minApprovedListings: 1 };
    for (const [client, status] of [
      [t.client(), 401],
      [banned.client, 401],
      [member.client, 403],
    ] as const) {
      expect((await client.get(SETTING_PATH)).status).toBe(status);
      expect((await client.request('PUT', SETTING_PATH, { json: body })).status).toBe(status);
    }
    expect((await admin.get<TrustedSellerSettings>(SETTING_PATH)).body.enabled).toBe(false);
    const rows = await t.deps.database.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, 'trusted_sellers'));
    expect(rows).toEqual([]);
  });

  it('refuses hostile values with 400 and the field message, and keeps the stored value', async () => {
    await setSetting(false, 7);
    const invalid = TRUSTED_SELLER_MESSAGES.minApprovedInvalid;
    const cases: Array<[unknown, string, string]> = [
      [{ enabled: true, minApprovedListings: 0 }, 'minApprovedListings', invalid],
      [{ enabled: true, minApprovedListings: -1 }, 'minApprovedListings', invalid],
      [{ enabled: true, minApprovedListings: 101 }, 'minApprovedListings', invalid],
      [{ enabled: true, minApprovedListings: 1e12 }, 'minApprovedListings', invalid],
      [{ enabled: true, minApprovedListings: 2 ** 63 }, 'minApprovedListings', invalid],
      [{ enabled: true, minApprovedListings: 2.5 }, 'minApprovedListings', invalid],
      [{ enabled: true, minApprovedListings: '5' }, 'minApprovedListings', invalid],
      [{ enabled: true, minApprovedListings: '5\u0000' }, 'minApprovedListings', invalid],
      [{ enabled: true, minApprovedListings: null }, 'minApprovedListings', invalid],
      [{ enabled: 'yes', minApprovedListings: 5 }, 'enabled', TRUSTED_SELLER_MESSAGES.enabledInvalid],
      [{ enabled: '\u0000', minApprovedListings: 5 }, 'enabled', TRUSTED_SELLER_MESSAGES.enabledInvalid],
      [{ minApprovedListings: 5 }, 'enabled', TRUSTED_SELLER_MESSAGES.enabledInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.request<ApiErrorBody>('PUT', SETTING_PATH, { json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues, JSON.stringify(body)).toContainEqual({ path: field, message });
    }
    for (const raw of [
      '[]',
      'null',
      '"x"',
      `{"enabled":true,"minApprovedListings":5,"extra":"${'x'.repeat(10_000)}"}`,
      '{',
    ]) {
      const res = await admin.request('PUT', SETTING_PATH, {
        body: raw,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(res.status, raw.slice(0, 40)).toBe(400);
    }
    expect((await admin.get<TrustedSellerSettings>(SETTING_PATH)).body).toMatchObject({
      enabled: false,
      minApprovedListings: 7,
    });
  });

  it('is stored by the admin with an activity row, and read back', async () => {
    const stored = await setSetting(true, 3);
    expect(stored).toMatchObject({ enabled: true, minApprovedListings: 3, lookbackDays: 90 });
    expect(stored.updatedAt).not.toBeNull();
    expect((await admin.get<TrustedSellerSettings>(SETTING_PATH)).body).toEqual(stored);
    const [log] = await t.deps.database.db
      .select()
      .from(userActivityLogs)
      .where(eq(userActivityLogs.actionType, 'ADMIN_USER_UPDATE'))
      .orderBy(desc(userActivityLogs.createdAt))
      .limit(1);
    expect(log!.description).toBe(
      'Auto-approval of trusted sellers turned on (at least 3 approved listings)',
    );
    await setSetting(false, 5);
  });
});

describe('auto-approval at submission (setting on)', () => {
  beforeAll(async () => {
    await setSetting(true, 2);
  });

  it('approves a verified seller with N approved listings at once: live, marked, logged, notified', async () => {
    const trusted = await seller({ approved: 2 });
    const listing = await submit(trusted.client, 'Trusted seller fishing rod');
    expect(listing.status).toBe('Approved');
    expect(listing.autoApproved).toBe(true);
    const row = await listingRow(listing.id);
    expect(row).toMatchObject({ status: 'Approved', autoApproved: true });
    expect(row.approvedAt).not.toBeNull();
    expect(row.expiresAt!.getTime() - row.approvedAt!.getTime()).toBe(60 * DAY_MS);
    // Live on the marketplace for a visitor.
    expect((await t.client().get<ListingDetail>(`/api/listings/${listing.id}`)).status).toBe(200);
    // The activity log says it was automatic, by the system.
    const logs = await t.deps.database.db
      .select()
      .from(userActivityLogs)
      .where(sql`${userActivityLogs.details}->>'listingId' = ${listing.id}`)
      .orderBy(userActivityLogs.createdAt);
    expect(logs.map((l) => l.actionType)).toEqual(['CREATE_LISTING', 'ADMIN_LISTING_STATUS_CHANGE']);
    expect(logs[1]).toMatchObject({
      description: `Listing ${listing.item_display_id} approved automatically (trusted seller)`,
      userEmail: null,
    });
    expect(logs[1]!.details).toMatchObject({
      move: 'autoApprove',
      auto: true,
      from: 'Pending',
      to: 'Approved',
    });
    // The seller got the usual approval notification.
    const notes = await trusted.client.get<NotificationsPage>('/api/notifications');
    expect(notes.body.items[0]).toMatchObject({ type: 'listing_approved', title: 'Listing Approved' });
    // The admin's table marks it.
    const table = await admin.get<AdminListingsPage>(`/api/admin/listings?query=${listing.item_display_id}`);
    expect(table.body.items).toEqual([
      expect.objectContaining({ id: listing.id, autoApproved: true, status: 'Approved' }),
    ]);
    // A visitor is not told how it was approved.
    expect((await t.client().get<ListingDetail>(`/api/listings/${listing.id}`)).body).not.toHaveProperty(
      'autoApproved',
    );
  });

  it('leaves an unverified seller Pending, however many approved listings', async () => {
    const unverified = await seller({ verified: false, approved: 5 });
    expect((await submit(unverified.client)).status).toBe('Pending');
  });

  it('leaves a seller whose verified-seller badge the admin switched off Pending', async () => {
    const revoked = await seller({ approved: 5 });
    await admin.request('PATCH', `/api/admin/users/${revoked.userId}`, { json: { isVerifiedSeller: false } });
    expect((await submit(revoked.client)).status).toBe('Pending');
  });

  it('needs N approved listings: N − 1 waits, N is approved; Pending, Rejected and deleted ones do not count', async () => {
    const growing = await seller({ approved: 1 });
    await insertListing(t, { userId: growing.userId, name: 'Still pending', status: 'Pending' });
    await insertListing(t, { userId: growing.userId, name: 'Was rejected', status: 'Rejected' });
    await insertListing(t, {
      userId: growing.userId,
      name: 'Deleted sale',
      status: 'Approved',
      isDeleted: true,
    });
    const first = await submit(growing.client, 'First of many');
    expect(first.status).toBe('Pending');
    // A Sold one went live before: it counts, and the seller now has N.
    await insertListing(t, { userId: growing.userId, name: 'Sold last week', status: 'Sold' });
    expect((await submit(growing.client, 'Second of many')).status).toBe('Approved');
  });

  it('counts an approved listing the seller later edited (approved_at set, back in review)', async () => {
    const editor = await seller({ approved: 1 });
    const edited = await insertListing(t, {
      userId: editor.userId,
      name: 'Edited after approval',
      status: 'Pending',
    });
    await t.deps.database.db
      .update(listings)
      .set({ approvedAt: new Date(Date.now() - 5 * DAY_MS) })
      .where(eq(listings.id, edited.id));
    expect((await submit(editor.client)).status).toBe('Approved');
  });

  it('waits after a rejection 89 days ago and trusts again after 91 days (injected clock)', async () => {
    const rejected = await seller({ approved: 2 });
    const bad = await insertListing(t, {
      userId: rejected.userId,
      name: 'Fake designer bag',
      status: 'Pending',
    });
    const decision = await admin.post(`/api/admin/listings/${bad.id}/status`, {
      status: 'Rejected',
      rejectionReason: 'Counterfeit',
    });
    expect(decision.status).toBe(200);
    t.deps.clock = () => new Date(Date.now() + 89 * DAY_MS);
    expect((await submit(rejected.client, 'Eighty-nine days later')).status).toBe('Pending');
    t.deps.clock = () => new Date(Date.now() + 91 * DAY_MS);
    const later = await submit(rejected.client, 'Ninety-one days later');
    expect(later.status).toBe('Approved');
    // Stamped with the injected clock.
    expect((await listingRow(later.id)).approvedAt!.getTime()).toBeGreaterThan(Date.now() + 90 * DAY_MS);
  });

  it('waits after an upheld report (listing removed), but not after a dismissed one', async () => {
    const reporter = await signUpMember(t);
    const dismissed = await seller({ approved: 3 });
    const report = (listingId: string) =>
      reporter.client.post('/api/reports', { targetType: 'listing', targetId: listingId, reason: 'scam' });
    expect((await report(dismissed.live[0]!.id)).status).toBe(201);
    expect((await admin.post(`/api/admin/moderation/listing/${dismissed.live[0]!.id}/dismiss`)).status).toBe(
      200,
    );
    expect((await submit(dismissed.client)).status).toBe('Approved');

    const upheld = await seller({ approved: 3 });
    expect((await report(upheld.live[0]!.id)).status).toBe(201);
    expect(
      (await admin.post(`/api/admin/moderation/listing/${upheld.live[0]!.id}/remove-listing`)).status,
    ).toBe(200);
    // Two approved listings remain (≥ N = 2): only the upheld report holds it back.
    expect((await submit(upheld.client, 'After the removal')).status).toBe('Pending');
    t.deps.clock = () => new Date(Date.now() + 91 * DAY_MS);
    expect((await submit(upheld.client, 'A season later')).status).toBe('Approved');
  });

  it('waits after an upheld report on the member (banned, then reactivated)', async () => {
    const reporter = await signUpMember(t);
    const member = await seller({ approved: 3 });
    expect(
      (
        await reporter.client.post('/api/reports', {
          targetType: 'member',
          targetId: member.userId,
          reason: 'scam',
        })
      ).status,
    ).toBe(201);
    expect((await admin.post(`/api/admin/moderation/member/${member.userId}/ban-member`)).status).toBe(200);
    expect(
      (await admin.post(`/api/admin/users/${member.userId}/status`, { newStatus: 'active' })).status,
    ).toBe(200);
    const again = t.client();
    expect(
      (
        await again.post('/api/accounts/sign-in', {
          email: member.input.email,
          password: member.input.password,
        })
      ).status,
    ).toBe(200);
    expect((await submit(again)).status).toBe('Pending');
  });

  it('stops when the admin switches it off', async () => {
    const trusted = await seller({ approved: 4 });
    await setSetting(false, 2);
    expect((await submit(trusted.client)).status).toBe('Pending');
    await setSetting(true, 2);
    expect((await submit(trusted.client)).status).toBe('Approved');
  });
});

describe('sending a listing back to review', () => {
  const sendBack = (client: TestClient, id: string) =>
    client.post<AdminListingRow & ApiErrorBody>(`/api/admin/listings/${id}/send-back`);

  it('moves an auto-approved listing back to Pending: off the marketplace, unmarked, logged, seller notified', async () => {
    await setSetting(true, 1);
    const trusted = await seller({ approved: 1 });
    const listing = await submit(trusted.client, 'Sent back later');
    expect(listing.status).toBe('Approved');
    const res = await sendBack(admin, listing.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: listing.id, status: 'Pending', autoApproved: false });
    expect(await listingRow(listing.id)).toMatchObject({
      status: 'Pending',
      autoApproved: false,
      expiresAt: null,
    });
    expect((await t.client().get(`/api/listings/${listing.id}`)).status).toBe(404);
    const [log] = await t.deps.database.db
      .select()
      .from(userActivityLogs)
      .where(
        and(
          sql`${userActivityLogs.details}->>'listingId' = ${listing.id}`,
          sql`${userActivityLogs.details}->>'move' = 'sendBackToReview'`,
        ),
      );
    expect(log).toMatchObject({
      actionType: 'ADMIN_LISTING_STATUS_CHANGE',
      description: `Listing ${listing.item_display_id} sent back to review`,
    });
    const notes = await trusted.client.get<NotificationsPage>('/api/notifications');
    expect(notes.body.items[0]).toMatchObject({ title: LIFECYCLE_MESSAGES.sentBackTitle });
  });

  it('answers 409 for a listing that is not Approved, and 404 for an unknown or deleted one', async () => {
    const member = await seller();
    for (const status of ['Pending', 'Rejected', 'Sold'] as const) {
      const other = await insertListing(t, { userId: member.userId, name: `A ${status} one`, status });
      const res = await sendBack(admin, other.id);
      expect(res.status, status).toBe(409);
      expect(res.body.message).toBe(LIFECYCLE_MESSAGES.refused(status, 'sendBackToReview'));
      expect((await listingRow(other.id)).status).toBe(status);
    }
    const gone = await insertListing(t, {
      userId: member.userId,
      name: 'Deleted',
      status: 'Approved',
      isDeleted: true,
    });
    expect((await sendBack(admin, gone.id)).status).toBe(404);
    expect((await sendBack(admin, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    for (const bad of ['not-a-uuid', '1', `${'a'.repeat(5000)}`, '%00']) {
      expect((await sendBack(admin, bad)).status, bad.slice(0, 20)).toBe(400);
    }
  });

  it('is the admin’s alone: visitor 401, banned 401, member and owner 403, and the listing stays live', async () => {
    const owner = await seller();
    const live = await insertListing(t, { userId: owner.userId, name: 'Stays live', status: 'Approved' });
    const member = await signUpMember(t);
    const banned = await signUpMember(t);
    await admin.post(`/api/admin/users/${banned.userId}/status`, { newStatus: 'banned' });
    expect((await sendBack(t.client(), live.id)).status).toBe(401);
    expect((await sendBack(banned.client, live.id)).status).toBe(401);
    expect((await sendBack(member.client, live.id)).status).toBe(403);
    expect((await sendBack(owner.client, live.id)).status).toBe(403);
    expect((await listingRow(live.id)).status).toBe('Approved');
  });
});
