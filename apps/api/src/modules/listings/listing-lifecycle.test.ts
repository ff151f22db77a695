/**
 * The listing lifecycle's transition table (issue #14 item 1): a unit test over every move × status × role
 * against the moves spec 02 §4 and the issue allow, spelled out here on their own (not read back from the
 * table), and API tests of every allowed and refused move by the owner and the admin through the real routes,
 * each checking the listing, its activity row and, where one is due, the seller's notification.
 */
import type { ApiErrorBody } from '@marketplace/contract/errors';
import {
  LIFECYCLE_MESSAGES,
  LISTING_STATUSES,
  LISTING_TTL_DAYS,
  MODERATION_MESSAGES,
  OWNER_LISTING_MESSAGES,
  REJECTION_REASON_MAX_LENGTH,
  BROWSE_MESSAGES,
  type AdminListingRow,
  type ListingDetail,
  type ListingStatus,
} from '@marketplace/contract/listings-messages';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { notifications, userActivityLogs } from '../../db/schema/community';
import { listings } from '../../db/schema/listings';
import {
  ADMIN_EMAIL,
  createTestApp,
  insertListing,
  listingForm,
  makePhoto,
  signUpMember,
  type TestApp,
  type TestClient,
} from '../../test/test-app';
import {
  canTransition,
  LISTING_TRANSITIONS,
  refusalMessage,
  rejectionReasonOrDefault,
  type LifecycleRole,
  type ListingMove,
} from './listing-lifecycle';

const ROLES: LifecycleRole[] = ['owner', 'admin', 'system'];
const ALL: ListingStatus[] = ['Pending', 'Approved', 'Rejected', 'Sold', 'Expired'];

/** What may happen, from the spec and the issue, written out independently of LISTING_TRANSITIONS. */
const ALLOWED: Record<ListingMove, Partial<Record<LifecycleRole, ListingStatus[]>>> = {
  approve: { admin: ['Pending'] },
  autoApprove: { system: ['Pending'] },
  reject: { admin: ['Pending'] },
  sendBackToReview: { admin: ['Approved'] },
  edit: { owner: ['Pending', 'Approved', 'Rejected', 'Expired'] },
  markSold: { owner: ['Approved'] },
  reserve: { owner: ['Approved'] },
  release: { owner: ['Approved'] },
  expire: { system: ['Approved'] },
  renew: { owner: ['Expired'] },
  // The admin cannot remove a Pending listing (spec 02 §4: Approved, Rejected or Sold — and Expired);
  // the system removes any with an erased account.
  softDelete: { owner: ALL, admin: ['Approved', 'Rejected', 'Sold', 'Expired'], system: ALL },
};

describe('the transition table', () => {
  it('covers every status of the contract', () => {
    expect([...LISTING_STATUSES].sort()).toEqual([...ALL].sort());
  });

  it('allows a move exactly when the spec does, for every move × status × role', () => {
    expect(Object.keys(LISTING_TRANSITIONS).sort()).toEqual(Object.keys(ALLOWED).sort());
    const wrong: string[] = [];
    for (const move of Object.keys(ALLOWED) as ListingMove[]) {
      for (const status of ALL) {
        for (const role of ROLES) {
          const expected = ALLOWED[move][role]?.includes(status) ?? false;
          if (canTransition(move, status, role) !== expected) wrong.push(`${role} ${move} from ${status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('ends each status-changing move in the status the spec names', () => {
    expect(
      Object.fromEntries(Object.entries(LISTING_TRANSITIONS).map(([move, rule]) => [move, rule.to])),
    ).toEqual({
      approve: 'Approved',
      autoApprove: 'Approved',
      reject: 'Rejected',
      sendBackToReview: 'Pending',
      edit: 'Pending',
      markSold: 'Sold',
      reserve: null,
      release: null,
      expire: 'Expired',
      renew: 'Approved',
      softDelete: null,
    });
  });

  it("refuses with the spec's own words where it has them", () => {
    expect(refusalMessage('edit', 'Sold', 'owner')).toBe('A sold listing cannot be edited.');
    expect(refusalMessage('approve', 'Approved', 'admin')).toBe(MODERATION_MESSAGES.onlyPendingCanBeDecided);
    expect(refusalMessage('reject', 'Sold', 'admin')).toBe(MODERATION_MESSAGES.onlyPendingCanBeDecided);
    expect(refusalMessage('markSold', 'Pending', 'owner')).toBe(OWNER_LISTING_MESSAGES.onlyApprovedCanBeSold);
    expect(refusalMessage('softDelete', 'Pending', 'admin')).toBe(LIFECYCLE_MESSAGES.pendingCannotBeRemoved);
    expect(refusalMessage('renew', 'Approved', 'owner')).toBe(
      'A listing that is Approved cannot be renewed.',
    );
  });

  it('stores "No reason provided." for a blank or missing rejection reason (spec 02 §5)', () => {
    expect(rejectionReasonOrDefault(undefined)).toBe('No reason provided.');
    expect(rejectionReasonOrDefault(null)).toBe('No reason provided.');
    expect(rejectionReasonOrDefault(' \n\t ')).toBe('No reason provided.');
    expect(rejectionReasonOrDefault('  Blurry photos ')).toBe('Blurry photos');
  });
});

let t: TestApp;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
  const [found] = await t.deps.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, ADMIN_EMAIL));
  adminId = found!.id;
});
afterAll(async () => {
  await t.close();
});

const db = () => t.deps.database.db;

async function submit(client: TestClient, name: string): Promise<ListingDetail> {
  const res = await client.request<ListingDetail>('POST', '/api/listings', {
    form: listingForm({ name }, [{ bytes: await makePhoto() }]),
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** A listing of `seller` in `status`, through the routes where a route leads there. */
async function listingIn(
  seller: { client: TestClient },
  status: ListingStatus,
  name = `Lifecycle ${status} item`,
) {
  const listing = await submit(seller.client, name);
  if (status === 'Approved' || status === 'Sold') {
    expect(
      (await admin.post(`/api/admin/listings/${listing.id}/status`, { status: 'Approved' })).status,
    ).toBe(200);
  }
  if (status === 'Rejected') {
    await admin.post(`/api/admin/listings/${listing.id}/status`, {
      status: 'Rejected',
      rejectionReason: 'Blurry',
    });
  }
  if (status === 'Sold')
    expect((await seller.client.post(`/api/listings/${listing.id}/sold`)).status).toBe(200);
  // No route expires a listing yet (the expiry job, issue #14 item 3): the row is put there directly.
  if (status === 'Expired') {
    await db().update(listings).set({ status: 'Expired' }).where(eq(listings.id, listing.id));
  }
  return listing;
}

async function row(id: string) {
  const [found] = await db().select().from(listings).where(eq(listings.id, id));
  return found!;
}

/** The listing's activity rows, oldest first. */
async function activityOf(id: string) {
  return db()
    .select()
    .from(userActivityLogs)
    .where(sql`${userActivityLogs.details}->>'listingId' = ${id}`)
    .orderBy(asc(userActivityLogs.createdAt));
}

async function notificationsOf(userId: string) {
  return db()
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
}

function editForm(listing: ListingDetail, name: string) {
  const form = listingForm({ name }, []);
  form.set('photoOrder', JSON.stringify(listing.images.map((image) => `existing:${image.id}`)));
  return form;
}

const edit = (client: TestClient, listing: ListingDetail, name = 'Edited name of the item') =>
  client.request<ApiErrorBody>('PUT', `/api/listings/${listing.id}`, { form: editForm(listing, name) });

describe('moves by the admin through the routes', () => {
  it('approves a Pending listing: Approved, approval and expiry dates, the activity row and the notification', async () => {
    const seller = await signUpMember(t);
    const listing = await submit(seller.client, 'Fishing rod approved');
    const before = Date.now();
    const res = await admin.post<AdminListingRow>(`/api/admin/listings/${listing.id}/status`, {
      status: 'Approved',
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('Approved');
    const written = await row(listing.id);
    expect(written.status).toBe('Approved');
    expect(written.approvedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(written.expiresAt!.getTime() - written.approvedAt!.getTime()).toBe(LISTING_TTL_DAYS * 86_400_000);
    const [, decision] = await activityOf(listing.id);
    expect(decision).toMatchObject({
      actionType: 'ADMIN_LISTING_STATUS_CHANGE',
      description: `Listing ${listing.item_display_id} approved`,
      userId: adminId,
      details: { listingId: listing.id, move: 'approve', from: 'Pending', to: 'Approved' },
    });
    expect(await notificationsOf(seller.userId)).toEqual([
      expect.objectContaining({
        type: 'listing_approved',
        title: 'Listing Approved',
        description: 'Your listing "Fishing rod approved" is now live on the marketplace.',
        linkTo: `/dashboard/my-listings/${listing.id}`,
      }),
    ]);
  });

  it('refuses to approve twice, or to decide a listing that is not Pending (409, nothing written)', async () => {
    const seller = await signUpMember(t);
    for (const status of ['Approved', 'Rejected', 'Sold', 'Expired'] as const) {
      const listing = await listingIn(seller, status);
      const rowsBefore = (await activityOf(listing.id)).length;
      const notesBefore = (await notificationsOf(seller.userId)).length;
      for (const decision of ['Approved', 'Rejected']) {
        const res = await admin.post<ApiErrorBody>(`/api/admin/listings/${listing.id}/status`, {
          status: decision,
        });
        expect(res.status, `${decision} from ${status}`).toBe(409);
        expect(res.body.message).toBe(MODERATION_MESSAGES.onlyPendingCanBeDecided);
      }
      expect((await row(listing.id)).status).toBe(status);
      expect(await activityOf(listing.id)).toHaveLength(rowsBefore);
      expect(await notificationsOf(seller.userId)).toHaveLength(notesBefore);
    }
  });

  it('rejects with the reason, and stores "No reason provided." for a blank or missing one', async () => {
    const seller = await signUpMember(t);
    const cases: Array<[unknown, string]> = [
      [{ status: 'Rejected', rejectionReason: '  Photos are blurry  ' }, 'Photos are blurry'],
      [{ status: 'Rejected', rejectionReason: '   ' }, 'No reason provided.'],
      [{ status: 'Rejected' }, 'No reason provided.'],
    ];
    for (const [body, stored] of cases) {
      const listing = await submit(seller.client, 'Rejected speaker');
      const res = await admin.post<AdminListingRow>(`/api/admin/listings/${listing.id}/status`, body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'Rejected', rejectionReason: stored });
      expect((await row(listing.id)).rejectionReason).toBe(stored);
      expect((await activityOf(listing.id)).at(-1)).toMatchObject({
        actionType: 'ADMIN_LISTING_STATUS_CHANGE',
        description: `Listing ${listing.item_display_id} rejected`,
        details: { move: 'reject', from: 'Pending', to: 'Rejected', reason: stored },
      });
      expect((await notificationsOf(seller.userId)).at(-1)).toMatchObject({
        type: 'listing_rejected',
        title: 'Listing Rejected',
        description: `Your listing "Rejected speaker" was not approved. Reason: ${stored}`,
      });
    }
  });

  it(`answers 400 with the message to a reason over ${REJECTION_REASON_MAX_LENGTH} characters, and changes nothing`, async () => {
    const seller = await signUpMember(t);
    const listing = await submit(seller.client, 'Long reason lamp');
    const res = await admin.post<ApiErrorBody>(`/api/admin/listings/${listing.id}/status`, {
      status: 'Rejected',
      rejectionReason: 'x'.repeat(REJECTION_REASON_MAX_LENGTH + 1),
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({
      path: 'rejectionReason',
      message: MODERATION_MESSAGES.rejectionReasonTooLong,
    });
    expect((await row(listing.id)).status).toBe('Pending');
    const exact = await admin.post<AdminListingRow>(`/api/admin/listings/${listing.id}/status`, {
      status: 'Rejected',
      rejectionReason: 'y'.repeat(REJECTION_REASON_MAX_LENGTH),
    });
    expect(exact.status).toBe(200);
    expect(exact.body.rejectionReason).toHaveLength(REJECTION_REASON_MAX_LENGTH);
  });

  it('answers 400 to hostile decision bodies and changes nothing', async () => {
    const seller = await signUpMember(t);
    const listing = await submit(seller.client, 'Hostile body guitar');
    for (const body of [
      { status: 'Rejected', rejectionReason: 'bad\u0000reason' },
      { status: 'Rejected', rejectionReason: 42 },
      { status: 'Sold' },
      { status: 2 ** 53 },
      {},
    ]) {
      const res = await admin.post<ApiErrorBody>(`/api/admin/listings/${listing.id}/status`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.post(`/api/admin/listings/not-a-uuid/status`, { status: 'Approved' })).status).toBe(
      400,
    );
    expect((await row(listing.id)).status).toBe('Pending');
    expect(await activityOf(listing.id)).toHaveLength(1); // CREATE_LISTING only
  });

  it('removes Approved, Rejected, Sold and Expired listings: soft delete, DELETE_LISTING and the notification', async () => {
    const seller = await signUpMember(t);
    for (const status of ['Approved', 'Rejected', 'Sold', 'Expired'] as const) {
      const listing = await listingIn(seller, status, `Removed ${status} chair`);
      const res = await admin.delete(`/api/admin/listings/${listing.id}`);
      expect(res.status, status).toBe(200);
      const written = await row(listing.id);
      expect(written).toMatchObject({ isDeleted: true, status });
      expect((await activityOf(listing.id)).at(-1)).toMatchObject({
        actionType: 'DELETE_LISTING',
        description: `Listing ${listing.item_display_id} removed by the admin`,
        userId: adminId,
        details: { move: 'softDelete', previousStatus: status },
      });
      expect((await notificationsOf(seller.userId)).at(-1)).toMatchObject({
        type: 'warning',
        title: 'Listing Removed',
        description: `Your listing "Removed ${status} chair" was removed from the marketplace by our team.`,
      });
      // Gone for good: a second removal is a missing listing.
      const again = await admin.delete<ApiErrorBody>(`/api/admin/listings/${listing.id}`);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe(MODERATION_MESSAGES.invalidListingId);
    }
  });

  it('refuses to remove a Pending listing (409 with its message) and changes nothing', async () => {
    const seller = await signUpMember(t);
    const listing = await submit(seller.client, 'Pending kayak');
    const res = await admin.delete<ApiErrorBody>(`/api/admin/listings/${listing.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A Pending listing must be approved or rejected, not removed.');
    expect(await row(listing.id)).toMatchObject({ isDeleted: false, status: 'Pending' });
    expect(await activityOf(listing.id)).toHaveLength(1);
    expect(await notificationsOf(seller.userId)).toEqual([]);
  });

  it('answers 404 for an unknown listing and keeps members, banned members and visitors out', async () => {
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    expect((await admin.post(`/api/admin/listings/${unknown}/status`, { status: 'Approved' })).status).toBe(
      404,
    );
    expect((await admin.delete(`/api/admin/listings/${unknown}`)).status).toBe(404);
    const seller = await signUpMember(t);
    const listing = await listingIn(seller, 'Approved', 'Guarded bicycle');
    const pending = await submit(seller.client, 'Guarded pending bicycle');
    const banned = await signUpMember(t);
    await admin.post(`/api/admin/users/${banned.userId}/status`, { newStatus: 'banned' });
    const callers: Array<[string, TestClient, number]> = [
      ['visitor', t.client(), 401],
      ['banned member', banned.client, 401],
      ['member', (await signUpMember(t)).client, 403],
      ['the seller', seller.client, 403],
    ];
    for (const [who, client, status] of callers) {
      expect(
        (await client.post(`/api/admin/listings/${pending.id}/status`, { status: 'Approved' })).status,
        who,
      ).toBe(status);
      expect((await client.delete(`/api/admin/listings/${listing.id}`)).status, who).toBe(status);
    }
    expect((await row(pending.id)).status).toBe('Pending');
    expect((await row(listing.id)).isDeleted).toBe(false);
  });
});

describe('moves by the owner through the routes', () => {
  it('edits a Pending, Approved, Rejected or Expired listing back into review (Pending), no notification', async () => {
    const seller = await signUpMember(t);
    for (const status of ['Pending', 'Approved', 'Rejected', 'Expired'] as const) {
      const listing = await listingIn(seller, status);
      const notesBefore = (await notificationsOf(seller.userId)).length;
      const res = await edit(seller.client, listing, `Edited ${status} item`);
      expect(res.status, status).toBe(200);
      expect(await row(listing.id)).toMatchObject({
        status: 'Pending',
        name: `Edited ${status} item`,
        rejectionReason: null,
        expiresAt: null,
      });
      expect((await activityOf(listing.id)).at(-1)).toMatchObject({
        actionType: 'UPDATE_LISTING',
        userId: seller.userId,
        description:
          status === 'Rejected'
            ? `Listing ${listing.item_display_id} edited and resubmitted for review`
            : `Listing ${listing.item_display_id} edited; back in review`,
        details: { move: 'edit', from: status, to: 'Pending' },
      });
      expect(await notificationsOf(seller.userId)).toHaveLength(notesBefore);
    }
  });

  it("refuses to edit a Sold listing: 409 'A sold listing cannot be edited.', nothing changed", async () => {
    const seller = await signUpMember(t);
    const listing = await listingIn(seller, 'Sold', 'Sold surfboard');
    const res = await edit(seller.client, listing, 'Try to rename');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A sold listing cannot be edited.');
    expect(await row(listing.id)).toMatchObject({ status: 'Sold', name: 'Sold surfboard' });
  });

  it('marks an Approved listing sold; refuses every other state with 409', async () => {
    const seller = await signUpMember(t);
    const listing = await listingIn(seller, 'Approved', 'Sold by owner table');
    const res = await seller.client.post(`/api/listings/${listing.id}/sold`);
    expect(res.status).toBe(200);
    const written = await row(listing.id);
    expect(written.status).toBe('Sold');
    expect(written.soldAt).not.toBeNull();
    expect((await activityOf(listing.id)).at(-1)).toMatchObject({
      actionType: 'UPDATE_LISTING',
      description: `Listing ${listing.item_display_id} marked as sold`,
      details: { move: 'markSold', from: 'Approved', to: 'Sold' },
    });
    for (const status of ['Pending', 'Rejected', 'Sold', 'Expired'] as const) {
      const other = status === 'Sold' ? listing : await listingIn(seller, status);
      const refused = await seller.client.post<ApiErrorBody>(`/api/listings/${other.id}/sold`);
      expect(refused.status, status).toBe(409);
      expect(refused.body.message).toBe(OWNER_LISTING_MESSAGES.onlyApprovedCanBeSold);
      expect((await row(other.id)).status).toBe(status);
    }
  });

  it('deletes from any state: soft delete, DELETE_LISTING, no notification; then the listing is gone', async () => {
    const seller = await signUpMember(t);
    for (const status of ALL) {
      const listing = await listingIn(seller, status);
      const notesBefore = (await notificationsOf(seller.userId)).length;
      const res = await seller.client.delete(`/api/listings/${listing.id}`);
      expect(res.status, status).toBe(200);
      expect(await row(listing.id)).toMatchObject({ isDeleted: true, status });
      expect((await activityOf(listing.id)).at(-1)).toMatchObject({
        actionType: 'DELETE_LISTING',
        description: `Listing ${listing.item_display_id} deleted by its seller`,
        details: { move: 'softDelete', previousStatus: status },
      });
      expect(await notificationsOf(seller.userId)).toHaveLength(notesBefore);
      const again = await seller.client.delete<ApiErrorBody>(`/api/listings/${listing.id}`);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe(BROWSE_MESSAGES.itemNotFound);
      expect((await edit(seller.client, listing)).status).toBe(404);
    }
  });

  it('answers 404 to another member and to the admin on the owner routes, 401 to a visitor and a banned owner', async () => {
    const seller = await signUpMember(t);
    const listing = await listingIn(seller, 'Approved', 'Not yours lantern');
    const other = await signUpMember(t);
    for (const [who, client] of [
      ['another member', other.client],
      ['the admin', admin],
    ] as const) {
      expect((await edit(client, listing)).status, who).toBe(404);
      expect((await client.post(`/api/listings/${listing.id}/sold`)).status, who).toBe(404);
      expect((await client.delete(`/api/listings/${listing.id}`)).status, who).toBe(404);
    }
    expect((await t.client().post(`/api/listings/${listing.id}/sold`)).status).toBe(401);
    expect((await t.client().delete(`/api/listings/${listing.id}`)).status).toBe(401);
    await admin.post(`/api/admin/users/${seller.userId}/status`, { newStatus: 'banned' });
    expect((await seller.client.post(`/api/listings/${listing.id}/sold`)).status).toBe(401);
    expect((await seller.client.delete(`/api/listings/${listing.id}`)).status).toBe(401);
    expect(await row(listing.id)).toMatchObject({
      status: 'Approved',
      isDeleted: false,
      name: 'Not yours lantern',
    });
  });
});

describe('an erased account', () => {
  it('soft-deletes every listing of a member the admin deletes, Pending included, without notifying them', async () => {
    const seller = await signUpMember(t);
    const pending = await submit(seller.client, 'Erased pending');
    const approved = await listingIn(seller, 'Approved', 'Erased approved');
    const notesBefore = (await notificationsOf(seller.userId)).length;
    expect((await admin.delete(`/api/admin/users/${seller.userId}`)).status).toBe(200);
    for (const [listing, status] of [
      [pending, 'Pending'],
      [approved, 'Approved'],
    ] as const) {
      expect(await row(listing.id)).toMatchObject({ isDeleted: true, status });
      expect((await activityOf(listing.id)).at(-1)).toMatchObject({
        actionType: 'DELETE_LISTING',
        description: `Listing ${listing.item_display_id} removed with its seller's account`,
        userId: adminId,
        details: { move: 'softDelete', previousStatus: status },
      });
    }
    expect(await notificationsOf(seller.userId)).toHaveLength(notesBefore);
  });

  it('soft-deletes the listings when the member deletes their own account', async () => {
    const seller = await signUpMember(t);
    const listing = await insertListing(t, {
      userId: seller.userId,
      name: 'Own erased boat',
      status: 'Rejected',
    });
    const res = await seller.client.request('DELETE', '/api/accounts/me', {
      json: { confirmation: 'DELETE', password: seller.input.password },
    });
    expect(res.status).toBe(200);
    expect(await row(listing.id)).toMatchObject({ isDeleted: true, status: 'Rejected' });
    const [deleted] = await db()
      .select()
      .from(userActivityLogs)
      .where(
        and(
          eq(userActivityLogs.actionType, 'DELETE_LISTING'),
          sql`${userActivityLogs.details}->>'listingId' = ${listing.id}`,
        ),
      );
    expect(deleted).toMatchObject({
      description: `Listing ${listing.itemDisplayId} removed with its seller's account`,
    });
  });
});
