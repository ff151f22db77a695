/**
 * Issue #13 item 5 (safety) against the real app and database: blocks, reports and the admin's moderation
 * queue, with the authorisation matrix, uniqueness, allowed/refused targets, actions and hostile input.
 * Conversations are inserted as rows here (the conversations module writes them in the app).
 */
import {
  CONVERSATION_MESSAGES,
  type ConversationDetail,
  type InboxPage,
  type MessagesPage,
  type SentMessage,
} from '@marketplace/contract/conversations';
import type { ApiErrorBody } from '@marketplace/contract/errors';
import type { NotificationsPage } from '@marketplace/contract/notifications';
import {
  REPORTS_PER_HOUR,
  SAFETY_MESSAGES,
  type BlockedMember,
  type ModerationQueuePage,
  type ModerationTargetDetail,
  type ReportCreated,
} from '@marketplace/contract/safety';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { userActivityLogs } from '../../db/schema/community';
import {
  conversationMembers,
  conversations,
  memberBlocks,
  messages,
  reports,
} from '../../db/schema/conversations';
import { profiles } from '../../db/schema/profiles';
import {
  ADMIN_EMAIL,
  createTestApp,
  insertListing,
  signUpMember,
  type TestApp,
  type TestClient,
} from '../../test/test-app';

let t: TestApp;
let admin: TestClient;
let adminId: string;
type Member = Awaited<ReturnType<typeof signUpMember>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
  const [row] = await t.deps.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, ADMIN_EMAIL));
  adminId = row!.id;
});
afterAll(async () => {
  await t.close();
});

const db = () => t.deps.database.db;

async function bannedMember(): Promise<Member> {
  const member = await signUpMember(t);
  expect((await admin.post(`/api/admin/users/${member.userId}/status`, { newStatus: 'banned' })).status).toBe(
    200,
  );
  return member;
}

/** A conversation about `listingId` between buyer and seller with `bodies` alternating buyer, seller, … 1 s apart. */
async function conversationWith(args: {
  listingId: string;
  buyer: string;
  seller: string;
  bodies: string[];
}) {
  const [conversation] = await db()
    .insert(conversations)
    .values({ listingId: args.listingId, buyerId: args.buyer, sellerId: args.seller })
    .returning();
  await db()
    .insert(conversationMembers)
    .values([
      { conversationId: conversation!.id, userId: args.buyer, role: 'buyer' },
      { conversationId: conversation!.id, userId: args.seller, role: 'seller' },
    ]);
  const start = Date.now() - 60 * 60 * 1000;
  const rows = await db()
    .insert(messages)
    .values(
      args.bodies.map((body, i) => ({
        conversationId: conversation!.id,
        senderId: i % 2 === 0 ? args.buyer : args.seller,
        body,
        createdAt: new Date(start + i * 1000),
      })),
    )
    .returning({ id: messages.id, body: messages.body, senderId: messages.senderId });
  return { id: conversation!.id, messages: rows };
}

async function deal() {
  const seller = await signUpMember(t, { firstName: 'Mohamed', lastName: 'Seller' });
  const buyer = await signUpMember(t, { firstName: 'Aminath', lastName: 'Buyer' });
  const listing = await insertListing(t, {
    userId: seller.userId,
    name: `Reef shoes ${Math.random().toString(36).slice(2, 7)}`,
  });
  const conversation = await conversationWith({
    listingId: listing.id,
    buyer: buyer.userId,
    seller: seller.userId,
    bodies: ['Is it still available?', 'Yes, pay first by transfer', 'Can I see it?', 'No, transfer now'],
  });
  return { seller, buyer, listing, conversation };
}

const openReportsOn = (targetId: string) =>
  db()
    .select()
    .from(reports)
    .where(and(eq(reports.targetId, targetId), eq(reports.status, 'open')));

describe('blocking a member', () => {
  it('needs a session: visitors, banned members and revoked sessions get 401', async () => {
    const { seller } = await deal();
    const visitor = t.client();
    expect((await visitor.get('/api/blocks')).status).toBe(401);
    expect((await visitor.request('PUT', `/api/blocks/${seller.userId}`)).status).toBe(401);
    expect((await visitor.delete(`/api/blocks/${seller.userId}`)).status).toBe(401);
    const banned = await bannedMember();
    expect((await banned.client.request('PUT', `/api/blocks/${seller.userId}`)).status).toBe(401);
    expect((await banned.client.get('/api/blocks')).status).toBe(401);
    const signedOut = await signUpMember(t);
    await signedOut.client.post('/api/accounts/sign-out');
    expect((await signedOut.client.request('PUT', `/api/blocks/${seller.userId}`)).status).toBe(401);
    expect(await db().select().from(memberBlocks).where(eq(memberBlocks.blockedId, seller.userId))).toEqual(
      [],
    );
  });

  it('blocks and unblocks idempotently; my list shows name and avatar only, and only mine', async () => {
    const { seller, buyer } = await deal();
    expect((await buyer.client.request('PUT', `/api/blocks/${seller.userId}`)).body).toEqual({
      userId: seller.userId,
      blocked: true,
    });
    expect((await buyer.client.request('PUT', `/api/blocks/${seller.userId}`)).status).toBe(200);
    const list = await buyer.client.get<{ items: BlockedMember[] }>('/api/blocks');
    expect(list.body.items).toEqual([
      { userId: seller.userId, name: 'Mohamed Seller', avatarUrl: null, blockedAt: expect.any(String) },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(seller.input.email);
    expect(JSON.stringify(list.body)).not.toContain(seller.input.nationalIdNumber);
    // The table the conversations module reads: one row, blocker → blocked.
    expect(
      await db()
        .select({ blocker: memberBlocks.blockerId })
        .from(memberBlocks)
        .where(eq(memberBlocks.blockedId, seller.userId)),
    ).toEqual([{ blocker: buyer.userId }]);
    // The blocked member sees nothing in their own list.
    expect((await seller.client.get<{ items: BlockedMember[] }>('/api/blocks')).body.items).toEqual([]);

    expect((await buyer.client.delete(`/api/blocks/${seller.userId}`)).body).toEqual({
      userId: seller.userId,
      blocked: false,
    });
    expect((await buyer.client.delete(`/api/blocks/${seller.userId}`)).status).toBe(200);
    expect((await buyer.client.get<{ items: BlockedMember[] }>('/api/blocks')).body.items).toEqual([]);
  });

  it('refuses myself, the admin and unknown members; the admin can block a member', async () => {
    const member = await signUpMember(t);
    const self = await member.client.request<ApiErrorBody>('PUT', `/api/blocks/${member.userId}`);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(SAFETY_MESSAGES.cannotBlockYourself);
    const theAdmin = await member.client.request<ApiErrorBody>('PUT', `/api/blocks/${adminId}`);
    expect(theAdmin.status).toBe(400);
    expect(theAdmin.body.message).toBe(SAFETY_MESSAGES.cannotBlockAdmin);
    const unknown = await member.client.request<ApiErrorBody>('PUT', '/api/blocks/no-such-member');
    expect(unknown.status).toBe(404);
    expect((await member.client.get<{ items: BlockedMember[] }>('/api/blocks')).body.items).toEqual([]);
    expect((await admin.request('PUT', `/api/blocks/${member.userId}`)).status).toBe(200);
    expect((await admin.delete(`/api/blocks/${member.userId}`)).status).toBe(200);
  });

  it('answers hostile ids with 400, never 500', async () => {
    const member = await signUpMember(t);
    expect((await member.client.request('PUT', '/api/blocks/a%00b')).status).toBe(400);
    expect((await member.client.request('PUT', `/api/blocks/${'x'.repeat(100_000)}`)).status).toBe(400);
    expect((await member.client.request('DELETE', '/api/blocks/%00')).status).toBe(400);
  });
});

describe('reporting', () => {
  it('needs a session (visitor, banned member, revoked session: 401) and writes nothing then', async () => {
    const { listing } = await deal();
    const body = { targetType: 'listing', targetId: listing.id, reason: 'spam' };
    expect((await t.client().post('/api/reports', body)).status).toBe(401);
    expect((await (await bannedMember()).client.post('/api/reports', body)).status).toBe(401);
    const signedOut = await signUpMember(t);
    await signedOut.client.post('/api/accounts/sign-out');
    expect((await signedOut.client.post('/api/reports', body)).status).toBe(401);
    expect(await openReportsOn(listing.id)).toEqual([]);
  });

  it('reports a live listing once while open (409 with a clear message), and again after it was closed', async () => {
    const { listing, buyer } = await deal();
    const body = {
      targetType: 'listing',
      targetId: listing.id,
      reason: 'scam',
      note: '  Asks for a deposit  ',
    };
    const first = await buyer.client.post<ReportCreated>('/api/reports', body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ targetType: 'listing', targetId: listing.id, reason: 'scam' });
    const again = await buyer.client.post<ApiErrorBody>('/api/reports', { ...body, reason: 'spam' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SAFETY_MESSAGES.alreadyReported);
    const rows = await openReportsOn(listing.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'scam', note: 'Asks for a deposit', conversationId: null });
    // Another member's report of the same listing is theirs.
    expect((await (await signUpMember(t)).client.post('/api/reports', body)).status).toBe(201);
    // Once the admin has dismissed it, the member may report it again.
    expect((await admin.post(`/api/admin/moderation/listing/${listing.id}/dismiss`)).status).toBe(200);
    expect((await buyer.client.post('/api/reports', body)).status).toBe(201);
  });

  it('refuses my own listing, a listing that is not live, myself and unknown targets', async () => {
    const { listing, seller, buyer } = await deal();
    const own = await seller.client.post<ApiErrorBody>('/api/reports', {
      targetType: 'listing',
      targetId: listing.id,
      reason: 'spam',
    });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(SAFETY_MESSAGES.ownListing);
    const pending = await insertListing(t, {
      userId: seller.userId,
      name: 'Pending kayak',
      status: 'Pending',
    });
    const removed = await insertListing(t, { userId: seller.userId, name: 'Removed kayak', isDeleted: true });
    for (const id of [pending.id, removed.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await buyer.client.post<ApiErrorBody>('/api/reports', {
        targetType: 'listing',
        targetId: id,
        reason: 'spam',
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(SAFETY_MESSAGES.listingNotFound);
    }
    const me = await buyer.client.post<ApiErrorBody>('/api/reports', {
      targetType: 'member',
      targetId: buyer.userId,
      reason: 'spam',
    });
    expect(me.status).toBe(400);
    expect(me.body.message).toBe(SAFETY_MESSAGES.yourself);
    expect(
      (await buyer.client.post('/api/reports', { targetType: 'member', targetId: 'nobody', reason: 'spam' }))
        .status,
    ).toBe(404);
    expect(
      (
        await buyer.client.post('/api/reports', {
          targetType: 'member',
          targetId: seller.userId,
          reason: 'offensive',
        })
      ).status,
    ).toBe(201);
    expect(await db().select().from(reports).where(eq(reports.reporterId, seller.userId))).toEqual([]);
  });

  it('reports a message only in my own conversation and not my own message; stores the conversation', async () => {
    const { conversation, buyer, seller } = await deal();
    const [mine, theirs] = conversation.messages;
    const own = await buyer.client.post<ApiErrorBody>('/api/reports', {
      targetType: 'message',
      targetId: mine!.id,
      reason: 'spam',
    });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(SAFETY_MESSAGES.ownMessage);
    const outsider = await signUpMember(t);
    const foreign = await outsider.client.post<ApiErrorBody>('/api/reports', {
      targetType: 'message',
      targetId: theirs!.id,
      reason: 'scam',
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(SAFETY_MESSAGES.messageNotFound);
    // The admin is not a member of the conversation either.
    expect(
      (await admin.post('/api/reports', { targetType: 'message', targetId: theirs!.id, reason: 'scam' }))
        .status,
    ).toBe(404);
    const ok = await buyer.client.post('/api/reports', {
      targetType: 'message',
      targetId: theirs!.id,
      reason: 'scam',
    });
    expect(ok.status).toBe(201);
    const [row] = await openReportsOn(theirs!.id);
    expect(row).toMatchObject({
      targetType: 'message',
      reporterId: buyer.userId,
      conversationId: conversation.id,
    });
    // The seller can report the buyer's message.
    expect(
      (
        await seller.client.post('/api/reports', {
          targetType: 'message',
          targetId: mine!.id,
          reason: 'offensive',
        })
      ).status,
    ).toBe(201);
  });

  it('answers bad and hostile input with 400 and field messages, writing nothing', async () => {
    const { listing, buyer } = await deal();
    const base = { targetType: 'listing', targetId: listing.id, reason: 'spam' };
    const cases: Array<[unknown, string]> = [
      [{ ...base, reason: 'other' }, 'note'],
      [{ ...base, reason: 'other', note: '   ' }, 'note'],
      [{ ...base, note: 'x'.repeat(1001) }, 'note'],
      [{ ...base, note: 'x'.repeat(100_000) }, 'note'],
      [{ ...base, note: 'bad\u0000byte' }, 'note'],
      [{ ...base, targetId: `${listing.id}\u0000` }, 'targetId'],
      [{ ...base, targetId: 2 ** 63 }, 'targetId'],
      [{ ...base, targetId: 'x'.repeat(100_000) }, 'targetId'],
      [{ ...base, reason: ['spam'] }, 'reason'],
      [{ ...base, targetType: 'review' }, 'targetType'],
    ];
    for (const [body, path] of cases) {
      const res = await buyer.client.post<ApiErrorBody>('/api/reports', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.issues?.map((i) => i.path)).toContain(path);
    }
    const other = await buyer.client.post<ApiErrorBody>('/api/reports', { ...base, reason: 'other' });
    expect(other.body.issues).toEqual([{ path: 'note', message: SAFETY_MESSAGES.noteRequired }]);
    expect(
      (
        await buyer.client.request('POST', '/api/reports', {
          body: 'not json',
          headers: { 'Content-Type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    expect(await openReportsOn(listing.id)).toEqual([]);
  });
});

describe('the report limit', () => {
  it(`refuses a member's report past ${REPORTS_PER_HOUR} within the hour with 429 and the reason`, async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const seller = await signUpMember(limited);
      const reporter = await signUpMember(limited);
      for (let i = 0; i < REPORTS_PER_HOUR; i += 1) {
        const listing = await insertListing(limited, { userId: seller.userId, name: `Limit item ${i}` });
        const res = await reporter.client.post('/api/reports', {
          targetType: 'listing',
          targetId: listing.id,
          reason: 'spam',
        });
        expect(res.status).toBe(201);
      }
      const last = await insertListing(limited, { userId: seller.userId, name: 'One too many' });
      const refused = await reporter.client.post<ApiErrorBody>('/api/reports', {
        targetType: 'listing',
        targetId: last.id,
        reason: 'spam',
      });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(SAFETY_MESSAGES.tooManyReports);
      expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
      // Another member is not affected.
      const other = await signUpMember(limited);
      expect(
        (
          await other.client.post('/api/reports', {
            targetType: 'listing',
            targetId: last.id,
            reason: 'spam',
          })
        ).status,
      ).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('the moderation queue', () => {
  it("is the admin's only: visitor and banned 401, members 403 on every route", async () => {
    const { listing, buyer, seller } = await deal();
    await buyer.client.post('/api/reports', { targetType: 'listing', targetId: listing.id, reason: 'spam' });
    const paths: Array<[string, string]> = [
      ['GET', '/api/admin/moderation'],
      ['GET', `/api/admin/moderation/listing/${listing.id}`],
      ['POST', `/api/admin/moderation/listing/${listing.id}/dismiss`],
      ['POST', `/api/admin/moderation/listing/${listing.id}/remove-listing`],
      ['POST', `/api/admin/moderation/listing/${listing.id}/ban-member`],
    ];
    const banned = await bannedMember();
    const another = await signUpMember(t);
    const signedOutAdmin = await t.adminClient();
    expect((await signedOutAdmin.post('/api/accounts/sign-out')).status).toBe(200);
    for (const [method, path] of paths) {
      expect((await t.client().request(method, path)).status, `${method} ${path}`).toBe(401);
      expect((await signedOutAdmin.request(method, path)).status).toBe(401);
      expect((await banned.client.request(method, path)).status).toBe(401);
      for (const member of [buyer, seller, another])
        expect((await member.client.request(method, path)).status).toBe(403);
    }
    expect(await openReportsOn(listing.id)).toHaveLength(1);
    // Signing out ended every admin session, the shared client's too: sign in again.
    expect((await admin.get(paths[0]![1])).status).toBe(401);
    admin = await t.adminClient();
    expect((await admin.get(paths[0]![1])).status).toBe(200);
    expect((await admin.get(paths[1]![1])).status).toBe(200);
  });

  it('groups open reports by target with label, count, reasons and newest time, most reported or newest first', async () => {
    // Close anything earlier tests left open so the page is this test's.
    await db().update(reports).set({ status: 'dismissed' }).where(eq(reports.status, 'open'));
    const { listing, buyer, seller, conversation } = await deal();
    const [r1, r2] = [await signUpMember(t), await signUpMember(t)];
    await r1.client.post('/api/reports', { targetType: 'listing', targetId: listing.id, reason: 'spam' });
    await r2.client.post('/api/reports', { targetType: 'listing', targetId: listing.id, reason: 'scam' });
    await buyer.client.post('/api/reports', { targetType: 'listing', targetId: listing.id, reason: 'spam' });
    await buyer.client.post('/api/reports', {
      targetType: 'message',
      targetId: conversation.messages[1]!.id,
      reason: 'scam',
      note: 'Wants money first',
    });
    await new Promise((r) => setTimeout(r, 10));
    await r1.client.post('/api/reports', {
      targetType: 'member',
      targetId: seller.userId,
      reason: 'offensive',
    });

    const most = await admin.get<ModerationQueuePage>('/api/admin/moderation');
    expect(most.body).toMatchObject({ total: 3, page: 1, pageSize: 20, sort: 'most' });
    expect(most.body.items[0]).toEqual({
      targetType: 'listing',
      targetId: listing.id,
      label: expect.stringContaining('Reef shoes'),
      itemDisplayId: listing.itemDisplayId,
      offerAmount: null,
      messageKind: null,
      count: 3,
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'scam', count: 1 },
      ],
      newestAt: expect.any(String),
    });
    const newest = await admin.get<ModerationQueuePage>('/api/admin/moderation?sort=newest');
    expect(newest.body.items.map((i) => i.targetType)).toEqual(['member', 'message', 'listing']);
    expect(newest.body.items[0]!.label).toBe('Mohamed Seller');
    expect(newest.body.items[1]).toMatchObject({
      label: 'Yes, pay first by transfer',
      messageKind: 'text',
      count: 1,
    });
    expect((await admin.get<ModerationQueuePage>('/api/admin/moderation?page=2')).body.items).toEqual([]);
  });

  it('shows a reported message with the five messages before and after it, and no conversation without an open report', async () => {
    const seller = await signUpMember(t, { firstName: 'Ali', lastName: 'Rude' });
    const buyer = await signUpMember(t);
    const listing = await insertListing(t, { userId: seller.userId, name: 'Canoe' });
    const bodies = Array.from({ length: 13 }, (_, i) => `message ${i}`);
    const conversation = await conversationWith({
      listingId: listing.id,
      buyer: buyer.userId,
      seller: seller.userId,
      bodies,
    });
    const reported = conversation.messages[7]!; // odd index: the seller's
    expect((await admin.get(`/api/admin/moderation/message/${reported.id}`)).status).toBe(404);
    await buyer.client.post('/api/reports', {
      targetType: 'message',
      targetId: reported.id,
      reason: 'offensive',
      note: 'Insults',
    });

    const detail = await admin.get<ModerationTargetDetail>(`/api/admin/moderation/message/${reported.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.conversation?.id).toBe(conversation.id);
    expect(detail.body.conversation?.messages.map((m) => m.body)).toEqual(bodies.slice(2, 13));
    expect(detail.body.conversation?.messages.filter((m) => m.reported).map((m) => m.id)).toEqual([
      reported.id,
    ]);
    expect(detail.body.member).toMatchObject({ id: seller.userId, name: 'Ali Rude', status: 'active' });
    expect(detail.body.listing).toMatchObject({ id: listing.id, adminPath: `/admin/listings/${listing.id}` });
    expect(detail.body.reports).toEqual([
      expect.objectContaining({ reporterId: buyer.userId, reason: 'offensive', note: 'Insults' }),
    ]);
    // Another message of the same conversation, never reported: not readable.
    expect((await admin.get(`/api/admin/moderation/message/${conversation.messages[0]!.id}`)).status).toBe(
      404,
    );
    // Once resolved, the conversation is closed to the admin again.
    expect((await admin.post(`/api/admin/moderation/message/${reported.id}/dismiss`)).status).toBe(200);
    expect((await admin.get(`/api/admin/moderation/message/${reported.id}`)).status).toBe(404);
  });

  it('dismiss closes every open report, logs it and notifies each reporter', async () => {
    const { listing } = await deal();
    const [a, b] = [await signUpMember(t), await signUpMember(t)];
    await a.client.post('/api/reports', { targetType: 'listing', targetId: listing.id, reason: 'spam' });
    await b.client.post('/api/reports', {
      targetType: 'listing',
      targetId: listing.id,
      reason: 'wrong_category',
    });
    const res = await admin.post(`/api/admin/moderation/listing/${listing.id}/dismiss`);
    expect(res.body).toEqual({ resolution: 'dismissed', closed: 2 });
    expect(await openReportsOn(listing.id)).toEqual([]);
    const closed = await db().select().from(reports).where(eq(reports.targetId, listing.id));
    expect(closed.map((r) => [r.status, r.resolution])).toEqual([
      ['dismissed', 'dismissed'],
      ['dismissed', 'dismissed'],
    ]);
    for (const reporter of [a, b]) {
      const page = await reporter.client.get<NotificationsPage>('/api/notifications');
      expect(page.body.items[0]).toMatchObject({
        title: SAFETY_MESSAGES.outcomeTitle,
        description: SAFETY_MESSAGES.outcome.dismissed,
      });
    }
    const logs = await db()
      .select()
      .from(userActivityLogs)
      .where(eq(userActivityLogs.actionType, 'REPORTS_RESOLVED'));
    expect(logs.some((l) => (l.details as { targetId?: string }).targetId === listing.id)).toBe(true);
    // Nothing open any more: a second action is 404 and the listing is still live.
    expect((await admin.post(`/api/admin/moderation/listing/${listing.id}/remove-listing`)).status).toBe(404);
    expect((await t.client().get(`/api/listings/${listing.id}`)).status).toBe(200);
  });

  it('remove-listing soft-deletes through the admin path: gone from the item page and browse, reporters notified', async () => {
    const { listing, buyer, seller } = await deal();
    expect((await t.client().get(`/api/listings/${listing.id}`)).status).toBe(200);
    await buyer.client.post('/api/reports', {
      targetType: 'listing',
      targetId: listing.id,
      reason: 'prohibited',
    });
    await buyer.client.post('/api/reports', {
      targetType: 'member',
      targetId: seller.userId,
      reason: 'scam',
    });
    const wrong = await admin.post<ApiErrorBody>(
      `/api/admin/moderation/member/${seller.userId}/remove-listing`,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(SAFETY_MESSAGES.removeListingOnlyForListing);
    const res = await admin.post(`/api/admin/moderation/listing/${listing.id}/remove-listing`);
    expect(res.body).toEqual({ resolution: 'listing_removed', closed: 1 });
    // Answer caches drop the listing when the catalogue change is announced (at commit on PGlite, within a
    // second over LISTEN/NOTIFY on PostgreSQL): polled, as a visitor would see it.
    const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 1000, interval: 25 });
    await poll(async () => (await t.client().get(`/api/listings/${listing.id}`)).status).toBe(404);
    await poll(async () =>
      (await t.client().get<{ items: Array<{ id: string }> }>('/api/marketplace/listings')).body.items.map(
        (i) => i.id,
      ),
    ).not.toContain(listing.id);
    const [row] = await db().select().from(reports).where(eq(reports.targetId, listing.id));
    expect(row).toMatchObject({ status: 'actioned', resolution: 'listing_removed', resolvedBy: adminId });
    const logs = await db()
      .select()
      .from(userActivityLogs)
      .where(eq(userActivityLogs.actionType, 'DELETE_LISTING'));
    expect(logs.some((l) => (l.details as { listingId?: string }).listingId === listing.id)).toBe(true);
    expect((await buyer.client.get<NotificationsPage>('/api/notifications')).body.items[0]).toMatchObject({
      description: SAFETY_MESSAGES.outcome.listing_removed,
    });
    // The member report on the seller stays open: an action closes its own target's reports only.
    expect(await openReportsOn(seller.userId)).toHaveLength(1);
  });

  it('ban-member on a message bans its sender through the admin ban: their sessions end, reporters are notified', async () => {
    const { conversation, buyer, seller } = await deal();
    const message = conversation.messages[1]!; // the seller's
    await buyer.client.post('/api/reports', { targetType: 'message', targetId: message.id, reason: 'scam' });
    expect((await seller.client.get('/api/me')).status).toBe(200);
    const res = await admin.post(`/api/admin/moderation/message/${message.id}/ban-member`);
    expect(res.body).toEqual({ resolution: 'member_banned', closed: 1 });
    expect((await seller.client.get('/api/blocks')).status).toBe(401);
    const [profile] = await db()
      .select({ status: profiles.status })
      .from(profiles)
      .where(eq(profiles.id, seller.userId));
    expect(profile!.status).toBe('banned');
    // The buyer (not the sender) is untouched.
    expect((await buyer.client.get('/api/blocks')).status).toBe(200);
    expect((await buyer.client.get<NotificationsPage>('/api/notifications')).body.items[0]).toMatchObject({
      description: SAFETY_MESSAGES.outcome.member_banned,
    });
    const logs = await db()
      .select()
      .from(userActivityLogs)
      .where(eq(userActivityLogs.actionType, 'ADMIN_USER_UPDATE'));
    expect(logs.some((l) => (l.details as { userId?: string; to?: string }).userId === seller.userId)).toBe(
      true,
    );
  });

  it('keeps a deleted member\'s reported message, shown as from "Deleted member"; a ban is refused, a dismissal works', async () => {
    const { conversation, buyer, seller } = await deal();
    const message = conversation.messages[1]!;
    await buyer.client.post('/api/reports', { targetType: 'message', targetId: message.id, reason: 'scam' });
    const erased = await seller.client.request('DELETE', '/api/accounts/me', {
      json: { confirmation: 'DELETE', password: seller.input.password },
    });
    expect(erased.status).toBe(200);
    const detail = await admin.get<ModerationTargetDetail>(`/api/admin/moderation/message/${message.id}`);
    expect(detail.body.conversation?.messages.find((m) => m.id === message.id)).toMatchObject({
      body: 'Yes, pay first by transfer',
      senderName: SAFETY_MESSAGES.deletedMember,
    });
    expect(detail.body.member).toMatchObject({ name: SAFETY_MESSAGES.deletedMember, erased: true });
    expect(JSON.stringify(detail.body)).not.toContain(seller.input.email);
    expect((await admin.post(`/api/admin/moderation/message/${message.id}/ban-member`)).status).toBe(404);
    expect(await openReportsOn(message.id)).toHaveLength(1);
    expect((await admin.post(`/api/admin/moderation/message/${message.id}/dismiss`)).body).toEqual({
      resolution: 'dismissed',
      closed: 1,
    });
    // A deleted member can be neither blocked nor reported.
    expect((await buyer.client.request('PUT', `/api/blocks/${seller.userId}`)).status).toBe(404);
    expect(
      (
        await buyer.client.post('/api/reports', {
          targetType: 'member',
          targetId: seller.userId,
          reason: 'spam',
        })
      ).status,
    ).toBe(404);
  });

  it('refuses to ban the admin through a report, and changes nothing then', async () => {
    const member = await signUpMember(t);
    await member.client.post('/api/reports', {
      targetType: 'member',
      targetId: adminId,
      reason: 'offensive',
    });
    const res = await admin.post(`/api/admin/moderation/member/${adminId}/ban-member`);
    expect(res.status).toBe(409);
    expect(await openReportsOn(adminId)).toHaveLength(1);
    expect((await admin.get('/api/admin/moderation')).status).toBe(200);
    await admin.post(`/api/admin/moderation/member/${adminId}/dismiss`);
  });

  it('answers hostile parameters with 400', async () => {
    for (const path of [
      '/api/admin/moderation?page=0',
      '/api/admin/moderation?page=99999999999999999999',
      '/api/admin/moderation?page=abc',
      '/api/admin/moderation?sort=oldest',
      '/api/admin/moderation/review/abc',
      `/api/admin/moderation/listing/${'x'.repeat(100_000)}`,
      '/api/admin/moderation/member/a%00b',
    ]) {
      expect((await admin.get(path)).status, path.slice(0, 60)).toBe(400);
    }
    expect((await admin.post('/api/admin/moderation/listing/abc/explode')).status).toBe(400);
    expect((await admin.get('/api/admin/moderation/listing/not-reported')).status).toBe(404);
  });
});

describe('with the conversations module', () => {
  async function talking() {
    const seller = await signUpMember(t, { firstName: 'Hawwa', lastName: 'Seller' });
    const buyer = await signUpMember(t, { firstName: 'Ahmed', lastName: 'Buyer' });
    const listing = await insertListing(t, { userId: seller.userId, name: 'Snorkel set' });
    const started = await buyer.client.post<SentMessage>('/api/conversations', {
      listingId: listing.id,
      body: 'Is it still available?',
    });
    expect(started.status).toBe(201);
    const conversationId = started.body.conversationId;
    const reply = await seller.client.post<SentMessage>(`/api/conversations/${conversationId}/messages`, {
      body: 'Yes. Send MVR 500 first to hold it.',
    });
    expect(reply.status).toBe(201);
    return { seller, buyer, listing, conversationId, reply: reply.body.message };
  }
  const inboxIds = async (client: TestClient) =>
    (await client.get<InboxPage>('/api/conversations')).body.items.map((c) => c.id);

  it("a block stops messages both ways and takes the conversation out of the blocker's inbox; unblocking restores both", async () => {
    const { seller, buyer, conversationId } = await talking();
    expect(await inboxIds(buyer.client)).toContain(conversationId);
    expect((await buyer.client.request('PUT', `/api/blocks/${seller.userId}`)).status).toBe(200);

    const fromSeller = await seller.client.post<ApiErrorBody>(
      `/api/conversations/${conversationId}/messages`,
      { body: 'Hello?' },
    );
    expect(fromSeller.status).toBe(403);
    expect(fromSeller.body.message).toBe(CONVERSATION_MESSAGES.blocked);
    const fromBuyer = await buyer.client.post<ApiErrorBody>(`/api/conversations/${conversationId}/messages`, {
      body: 'Hi',
    });
    expect(fromBuyer.status).toBe(403);
    expect(await inboxIds(buyer.client)).not.toContain(conversationId);
    expect(
      (await seller.client.get<ConversationDetail>(`/api/conversations/${conversationId}`)).body.state,
    ).toBe('blocked');
    // Nor can the blocked member start another conversation with the blocker.
    const other = await insertListing(t, { userId: buyer.userId, name: 'Dive torch' });
    expect(
      (await seller.client.post('/api/conversations', { listingId: other.id, body: 'Interested' })).status,
    ).toBe(403);

    expect((await buyer.client.delete(`/api/blocks/${seller.userId}`)).status).toBe(200);
    expect(await inboxIds(buyer.client)).toContain(conversationId);
    expect(
      (await seller.client.post(`/api/conversations/${conversationId}/messages`, { body: 'Still there?' }))
        .status,
    ).toBe(201);
  });

  it('a message reported from a real thread reaches the admin with its context; banning the sender freezes the conversation', async () => {
    const { seller, buyer, conversationId, reply } = await talking();
    expect(
      (await buyer.client.post('/api/reports', { targetType: 'message', targetId: reply.id, reason: 'scam' }))
        .status,
    ).toBe(201);
    const detail = await admin.get<ModerationTargetDetail>(`/api/admin/moderation/message/${reply.id}`);
    expect(detail.body.conversation).toEqual({
      id: conversationId,
      messages: [
        expect.objectContaining({
          body: 'Is it still available?',
          senderName: 'Ahmed Buyer',
          reported: false,
        }),
        expect.objectContaining({
          body: 'Yes. Send MVR 500 first to hold it.',
          senderName: 'Hawwa Seller',
          reported: true,
        }),
      ],
    });
    expect((await admin.post(`/api/admin/moderation/message/${reply.id}/ban-member`)).body).toEqual({
      resolution: 'member_banned',
      closed: 1,
    });
    expect((await seller.client.get('/api/conversations')).status).toBe(401);
    const frozen = await buyer.client.post<ApiErrorBody>(`/api/conversations/${conversationId}/messages`, {
      body: 'OK then',
    });
    expect(frozen.status).toBe(403);
    expect(frozen.body.message).toBe(CONVERSATION_MESSAGES.frozen);
    expect(
      (await buyer.client.get<ConversationDetail>(`/api/conversations/${conversationId}`)).body.state,
    ).toBe('frozen');
    // The admin cannot open the conversation through the members' routes.
    expect((await admin.get(`/api/conversations/${conversationId}`)).status).toBe(404);
  });

  it('a deleted member\'s messages stay for the other person, from "Deleted member"', async () => {
    const { seller, buyer, conversationId, reply } = await talking();
    expect(
      (
        await seller.client.request('DELETE', '/api/accounts/me', {
          json: { confirmation: 'DELETE', password: seller.input.password },
        })
      ).status,
    ).toBe(200);
    const thread = await buyer.client.get<MessagesPage>(`/api/conversations/${conversationId}/messages`);
    expect(thread.body.items.map((m) => m.id)).toContain(reply.id);
    const detail = await buyer.client.get<ConversationDetail>(`/api/conversations/${conversationId}`);
    expect(detail.body.other).toMatchObject({ name: 'Deleted member', deleted: true });
    // And reporting that message still works for the other person.
    expect(
      (await buyer.client.post('/api/reports', { targetType: 'message', targetId: reply.id, reason: 'scam' }))
        .status,
    ).toBe(201);
  });
});
