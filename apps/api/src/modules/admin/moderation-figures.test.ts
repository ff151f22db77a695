/**
 * The moderation queue's figures on the admin overview (issue #14 item 4) from known data: queue size, the
 * oldest waiting, and the median time to decision per timeframe, with automatic approvals counted apart.
 * Then one real round trip through the API. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import type { AdminOverview } from '@marketplace/contract/admin';
import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActivityLogs } from '../../db/schema/community';
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
let sellerId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
  sellerId = (await signUpMember(t)).userId;
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.now();
const at = (msAgo: number) => new Date(NOW - msAgo);

/** An activity row of `listingId` at a known time, as the lifecycle writes it. */
async function logged(
  listingId: string,
  actionType: 'CREATE_LISTING' | 'UPDATE_LISTING' | 'ADMIN_LISTING_STATUS_CHANGE',
  when: Date,
  details: Record<string, unknown> = {},
) {
  await t.deps.database.db.insert(userActivityLogs).values({
    actionType,
    description: `${actionType} of ${listingId}`,
    details: { listingId, ...details },
    createdAt: when,
  });
}

async function listing(
  name: string,
  status: 'Pending' | 'Approved' | 'Rejected',
  createdMsAgo: number,
  isDeleted = false,
) {
  const row = await insertListing(t, {
    userId: sellerId,
    name,
    status,
    createdAt: at(createdMsAgo),
    isDeleted,
  });
  return row.id;
}

async function overview(timeframe: '7d' | '30d' | 'all') {
  const res = await admin.get<AdminOverview>(`/api/admin/overview?timeframe=${timeframe}`);
  expect(res.status).toBe(200);
  return res.body.moderation;
}

describe('the moderation figures', () => {
  it('are empty on an empty marketplace', async () => {
    expect(await overview('all')).toEqual({
      queueSize: 0,
      oldestWaiting: null,
      medianDecisionMs: null,
      decisions: 0,
      autoApproved: 0,
    });
  });

  it('give the queue, the oldest waiting since its latest submission, and the median per timeframe', async () => {
    // The queue: P1 submitted 3 h ago; P2 created 10 days ago but resubmitted after a rejection 1 h ago;
    // P3 created 2 days ago with no log row (falls back to created_at); P4 edited while Pending (its wait
    // does not restart); a deleted Pending listing is not in the queue.
    const p1 = await listing('Queue one', 'Pending', 3 * HOUR);
    await logged(p1, 'CREATE_LISTING', at(3 * HOUR));
    const p2 = await listing('Queue two', 'Pending', 10 * DAY);
    await logged(p2, 'CREATE_LISTING', at(10 * DAY));
    await logged(p2, 'ADMIN_LISTING_STATUS_CHANGE', at(9 * DAY), { from: 'Pending', to: 'Rejected' });
    await logged(p2, 'UPDATE_LISTING', at(HOUR), { from: 'Rejected', to: 'Pending' });
    const p3 = await listing('Queue three', 'Pending', 2 * DAY);
    const p4 = await listing('Queue four', 'Pending', 30 * HOUR);
    await logged(p4, 'CREATE_LISTING', at(30 * HOUR));
    await logged(p4, 'UPDATE_LISTING', at(2 * HOUR), { from: 'Pending', to: 'Pending' });
    await listing('Deleted while pending', 'Pending', 20 * DAY, true);

    // Decisions: D1 approved 2 h after submission (5 days ago); D2 rejected after 6 h (4 days ago);
    // D3 approved after 10 h, 40 days ago; D4 auto-approved yesterday (not in the median);
    // D5 rejected after 24 h (19 days ago), resubmitted 2 days ago and approved 4 h later.
    const d1 = await listing('Decided one', 'Approved', 5 * DAY + 2 * HOUR);
    await logged(d1, 'CREATE_LISTING', at(5 * DAY + 2 * HOUR));
    await logged(d1, 'ADMIN_LISTING_STATUS_CHANGE', at(5 * DAY), { from: 'Pending', to: 'Approved' });
    const d2 = await listing('Decided two', 'Rejected', 4 * DAY + 6 * HOUR);
    await logged(d2, 'CREATE_LISTING', at(4 * DAY + 6 * HOUR));
    await logged(d2, 'ADMIN_LISTING_STATUS_CHANGE', at(4 * DAY), {
      move: 'reject',
      from: 'Pending',
      to: 'Rejected',
    });
    const d3 = await listing('Decided three', 'Approved', 40 * DAY + 10 * HOUR);
    await logged(d3, 'CREATE_LISTING', at(40 * DAY + 10 * HOUR));
    await logged(d3, 'ADMIN_LISTING_STATUS_CHANGE', at(40 * DAY), { from: 'Pending', to: 'Approved' });
    const d4 = await listing('Decided four', 'Approved', DAY);
    await logged(d4, 'CREATE_LISTING', at(DAY));
    await logged(d4, 'ADMIN_LISTING_STATUS_CHANGE', at(DAY), {
      move: 'autoApprove',
      auto: true,
      from: 'Pending',
      to: 'Approved',
    });
    const d5 = await listing('Decided five', 'Approved', 20 * DAY);
    await logged(d5, 'CREATE_LISTING', at(20 * DAY));
    await logged(d5, 'ADMIN_LISTING_STATUS_CHANGE', at(19 * DAY), { from: 'Pending', to: 'Rejected' });
    await logged(d5, 'UPDATE_LISTING', at(2 * DAY), { from: 'Rejected', to: 'Pending' });
    await logged(d5, 'ADMIN_LISTING_STATUS_CHANGE', at(2 * DAY - 4 * HOUR), {
      from: 'Pending',
      to: 'Approved',
    });
    // A send-back (Approved → Pending) is not a decision.
    await logged(d1, 'ADMIN_LISTING_STATUS_CHANGE', at(HOUR / 2), {
      move: 'sendBackToReview',
      from: 'Approved',
      to: 'Pending',
    });

    const week = await overview('7d');
    expect(week.queueSize).toBe(4);
    expect(week.oldestWaiting).toMatchObject({
      listingId: p3,
      name: 'Queue three',
      waitingSince: at(2 * DAY).toISOString(),
    });
    expect(week.oldestWaiting!.waitingMs).toBeGreaterThanOrEqual(2 * DAY);
    expect(week.oldestWaiting!.waitingMs).toBeLessThan(2 * DAY + 60_000);
    // 7 days: D1 2 h, D2 6 h, D5 4 h (its second decision; the first, 19 days ago, is outside).
    expect(week).toMatchObject({ medianDecisionMs: 4 * HOUR, decisions: 3, autoApproved: 1 });
    // 30 days: + D5's first decision and P2's rejection (9 days ago), each 24 h after submission → median
    // of 2, 4, 6, 24, 24 h.
    expect(await overview('30d')).toMatchObject({
      queueSize: 4,
      medianDecisionMs: 6 * HOUR,
      decisions: 5,
      autoApproved: 1,
    });
    // All time: + D3's 10 h → 2, 4, 6, 10, 24, 24 h: the mean of the middle two.
    expect(await overview('all')).toMatchObject({
      medianDecisionMs: 8 * HOUR,
      decisions: 6,
      autoApproved: 1,
    });
  });

  it('follow a real submission and decision through the API', async () => {
    const before = await overview('7d');
    const member = await signUpMember(t);
    const submitted = await member.client.request<ListingDetail>('POST', '/api/listings', {
      form: listingForm({ name: 'Through the API' }, [{ bytes: await makePhoto() }]),
    });
    expect(submitted.status).toBe(201);
    expect((await overview('7d')).queueSize).toBe(before.queueSize + 1);
    expect(
      (await admin.post(`/api/admin/listings/${submitted.body.id}/status`, { status: 'Approved' })).status,
    ).toBe(200);
    const after = await overview('7d');
    expect(after.queueSize).toBe(before.queueSize);
    expect(after.decisions).toBe(before.decisions + 1);
  });
});
