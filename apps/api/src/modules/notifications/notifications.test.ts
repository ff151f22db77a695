import type { ActiveSession } from '@marketplace/contract/accounts-messages';
import type { ApiErrorBody } from '@marketplace/contract/errors';
import type { ListingDetail } from '@marketplace/contract/listings-messages';
import type { Notification, NotificationsPage } from '@marketplace/contract/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createDeps } from '../../bootstrap';
import { session as sessionTable } from '../../db/schema/auth';
import { userActivityLogs } from '../../db/schema/community';
import { EVENTS_LIMIT_MESSAGES } from './notifications.routes';
import {
  createTestApp,
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

async function pendingListing(client: TestClient, name: string) {
  const res = await client.request<ListingDetail>('POST', '/api/listings', {
    form: listingForm({ name }, [{ bytes: await makePhoto() }]),
  });
  return res.body.id;
}

/** Reads server-sent events from a streaming response until `predicate` matches one (or 10 s pass). */
async function readEvents(
  response: Response,
  predicate: (event: { event: string; id?: string; data: string }) => boolean,
) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: Array<{ event: string; id?: string; data: string }> = [];
  let buffer = '';
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined }>((resolve) =>
        setTimeout(() => resolve({ done: true, value: undefined }), deadline - Date.now()),
      ),
    ]);
    if (chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event: { event: string; id?: string; data: string } = { event: 'message', data: '' };
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event.event = line.slice(7);
        else if (line.startsWith('id: ')) event.id = line.slice(4);
        else if (line.startsWith('data: ')) event.data += line.slice(6);
      }
      if (block.startsWith(':')) continue;
      events.push(event);
      if (predicate(event)) {
        await reader.cancel();
        return events;
      }
    }
  }
  await reader.cancel().catch(() => {});
  return events;
}

function openStream(app: ReturnType<typeof createApp>, client: TestClient, lastEventId?: string) {
  return app.request('/api/events', {
    headers: { Cookie: client.cookieHeader(), ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
  });
}

describe('notifications', () => {
  it('tells the seller about a decision, only them, and lets only them mark it read', async () => {
    const seller = await signUpMember(t);
    const id = await pendingListing(seller.client, 'Canon EOS 200D');
    await admin.post(`/api/admin/listings/${id}/status`, {
      status: 'Rejected',
      rejectionReason: 'Blurry photos',
    });

    const page = await seller.client.get<NotificationsPage>('/api/notifications');
    expect(page.body.total).toBe(1);
    expect(page.body.unread).toBe(1);
    expect(page.body.items[0]).toMatchObject({
      type: 'listing_rejected',
      title: 'Listing Rejected',
      is_read: false,
      link_to: `/dashboard/my-listings/${id}`,
    });
    expect(page.body.items[0]!.description).toContain('Blurry photos');

    const stranger = await signUpMember(t);
    expect((await stranger.client.get<NotificationsPage>('/api/notifications')).body.total).toBe(0);
    const theirs = await stranger.client.post<{ updated: number }>('/api/notifications/read', {
      ids: [page.body.items[0]!.id],
    });
    expect(theirs.body.updated).toBe(0);
    expect((await seller.client.get<NotificationsPage>('/api/notifications')).body.unread).toBe(1);

    const mine = await seller.client.post<{ updated: number }>('/api/notifications/read', {});
    expect(mine.body.updated).toBe(1);
    expect((await seller.client.get<NotificationsPage>('/api/notifications')).body.unread).toBe(0);
    const logs = await t.deps.database.db
      .select()
      .from(userActivityLogs)
      .where(
        and(eq(userActivityLogs.userId, seller.userId), eq(userActivityLogs.actionType, 'NOTIFICATION_READ')),
      );
    expect(logs).toHaveLength(1);
    expect((await t.client().get('/api/notifications')).status).toBe(401);
  });

  it('pages newest first, 15 at a time', async () => {
    const seller = await signUpMember(t);
    for (let i = 0; i < 17; i++) {
      const id = await pendingListing(seller.client, `Item ${i}`);
      await admin.post(`/api/admin/listings/${id}/status`, { status: 'Approved' });
    }
    const first = await seller.client.get<NotificationsPage>('/api/notifications?offset=0&limit=15');
    expect(first.body.items).toHaveLength(15);
    expect(first.body.total).toBe(17);
    expect(first.body.items[0]!.description).toContain('Item 16');
    const rest = await seller.client.get<NotificationsPage>('/api/notifications?offset=15&limit=15');
    expect(rest.body.items.map((n) => n.description)).toEqual([
      expect.stringContaining('Item 1"'),
      expect.stringContaining('Item 0"'),
    ]);
  });
});

describe('live delivery over server-sent events', () => {
  it('streams a new notification to the signed-in member only', async () => {
    const seller = await signUpMember(t);
    const id = await pendingListing(seller.client, 'Kayak with paddle');
    // A visitor may listen too, for site-wide events only.
    const visitor = await t.app.request('/api/events');
    expect(visitor.headers.get('content-type')).toContain('text/event-stream');
    await visitor.body?.cancel();
    const stream = await openStream(t.app, seller.client);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const received = readEvents(stream, (e) => e.event === 'notification');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await admin.post(`/api/admin/listings/${id}/status`, { status: 'Approved' });
    const events = await received;
    const event = events.find((e) => e.event === 'notification');
    expect(event).toBeDefined();
    const notification = JSON.parse(event!.data) as Notification;
    expect(notification).toMatchObject({ title: 'Listing Approved', type: 'listing_approved' });
    expect(event!.id).toBe(notification.id);
  });

  it('replays what was missed after Last-Event-ID', async () => {
    const seller = await signUpMember(t);
    const ids = [
      await pendingListing(seller.client, 'First'),
      await pendingListing(seller.client, 'Second'),
      await pendingListing(seller.client, 'Third'),
    ];
    for (const id of ids) await admin.post(`/api/admin/listings/${id}/status`, { status: 'Approved' });
    const page = await seller.client.get<NotificationsPage>('/api/notifications');
    const oldest = page.body.items.at(-1)!;
    const stream = await openStream(t.app, seller.client, oldest.id);
    const events = await readEvents(stream, (e) => e.event === 'notification' && e.data.includes('Third'));
    expect(
      events
        .filter((e) => e.event === 'notification')
        .map((e) => (JSON.parse(e.data) as Notification).description),
    ).toEqual([expect.stringContaining('Second'), expect.stringContaining('Third')]);
  });

  // Issue #37 item 4d: `not-a-uuid'--` ended the stream right after `ready` and logged a raw database error.
  it.each([
    { kind: 'not an id', lastEventId: `not-a-uuid'--` },
    { kind: 'no notification of theirs', lastEventId: '00000000-0000-4000-8000-000000000000' },
    { kind: '5,000 characters', lastEventId: 'x'.repeat(5000) },
  ])('keeps the stream open from the newest event when Last-Event-ID is $kind', async ({ lastEventId }) => {
    const seller = await signUpMember(t);
    const id = await pendingListing(seller.client, 'Snorkel set');
    const stream = await openStream(t.app, seller.client, lastEventId);
    expect(stream.status).toBe(200);
    const received = readEvents(stream, (e) => e.event === 'notification');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await admin.post(`/api/admin/listings/${id}/status`, { status: 'Approved' });
    const notifications = (await received).filter((e) => e.event === 'notification');
    expect(notifications.map((e) => (JSON.parse(e.data) as Notification).description)).toEqual([
      expect.stringContaining('Snorkel set'),
    ]);
  });

  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  it.runIf(serverUrl)(
    'reaches a member connected to another API process on the same PostgreSQL',
    async () => {
      const other = await createDeps(
        { ...t.deps.env, DATABASE_URL: t.deps.database.url },
        { inMemory: true },
      );
      const otherApp = createApp(other);
      try {
        const seller = await signUpMember(t);
        const id = await pendingListing(seller.client, 'Generator 3kW');
        const stream = await openStream(otherApp, seller.client);
        const received = readEvents(stream, (e) => e.event === 'notification');
        await new Promise((resolve) => setTimeout(resolve, 200));
        await admin.post(`/api/admin/listings/${id}/status`, { status: 'Approved' });
        const events = await received;
        expect(events.some((e) => e.event === 'notification' && e.data.includes('Generator 3kW'))).toBe(true);
      } finally {
        await other.realtime.close();
        await other.database.close();
      }
    },
  );

  it('ends open streams when the server shuts down', async () => {
    const shutdownApp = await createTestApp();
    const member = await signUpMember(shutdownApp);
    const stream = await openStream(shutdownApp.app, member.client);
    const reader = stream.body!.getReader();
    await reader.read();
    expect(shutdownApp.deps.realtime.size()).toBe(1);
    await shutdownApp.deps.realtime.close();
    let done = false;
    const deadline = Date.now() + 5000;
    while (!done && Date.now() < deadline) done = (await reader.read()).done;
    expect(done).toBe(true);
    await shutdownApp.close().catch(() => {});
  });
});

/** Reads a stream until the server ends it; true when it did within `ms`. */
async function endsWithin(response: Response, ms: number): Promise<boolean> {
  const reader = response.body!.getReader();
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), deadline - Date.now())),
    ]);
    if (chunk !== 'waiting' && chunk.done) return true;
  }
  await reader.cancel().catch(() => {});
  return false;
}

/** A second device of `member`: a client signed in with the same e-mail and password. */
async function secondDevice(member: Awaited<ReturnType<typeof signUpMember>>) {
  const device = t.client();
  const res = await device.post('/api/accounts/sign-in', {
    email: member.input.email,
    password: member.input.password,
  });
  expect(res.status).toBe(200);
  return device;
}

async function sessionIdOf(client: TestClient): Promise<string> {
  const sessions = await client.get<{ items: ActiveSession[] }>('/api/accounts/sessions');
  return sessions.body.items.find((s) => s.current)!.id;
}

describe('live streams end with their session (issue #11)', () => {
  type Member = Awaited<ReturnType<typeof signUpMember>>;
  const endings: Array<[string, (member: Member) => Promise<void>]> = [
    [
      'the admin bans the member',
      async (member) => {
        await admin.post(`/api/admin/users/${member.userId}/status`, { newStatus: 'banned' });
      },
    ],
    [
      'the member signs out everywhere on another device',
      async (member) => {
        expect((await (await secondDevice(member)).post('/api/accounts/sign-out')).status).toBe(200);
      },
    ],
    [
      'the member ends that session on another device',
      async (member) => {
        const id = await sessionIdOf(member.client);
        expect((await (await secondDevice(member)).delete(`/api/accounts/sessions/${id}`)).status).toBe(200);
      },
    ],
    [
      'the member changes the password on another device',
      async (member) => {
        const res = await (
          await secondDevice(member)
        ).post('/api/accounts/password', {
          currentPassword: member.input.password,
          newPassword: 'Changed!Pass9',
          confirmPassword: 'Changed!Pass9',
        });
        expect(res.status).toBe(200);
      },
    ],
    [
      'the member deletes the account on another device',
      async (member) => {
        const res = await (
          await secondDevice(member)
        ).request('DELETE', '/api/accounts/me', {
          json: { confirmation: 'DELETE', password: member.input.password },
        });
        expect(res.status).toBe(200);
      },
    ],
  ];

  for (const [ending, act] of endings) {
    it(`closes the stream when ${ending}`, async () => {
      const member = await signUpMember(t);
      const stream = await openStream(t.app, member.client);
      await act(member);
      expect(await endsWithin(stream, 5000)).toBe(true);
    });
  }

  it("keeps the member's other sessions streaming when one session is ended", async () => {
    const member = await signUpMember(t);
    const device = await secondDevice(member);
    const ended = await openStream(t.app, member.client);
    const kept = await openStream(t.app, device);
    const received = readEvents(kept, (e) => e.event === 'notification');
    expect((await device.delete(`/api/accounts/sessions/${await sessionIdOf(member.client)}`)).status).toBe(
      200,
    );
    expect(await endsWithin(ended, 5000)).toBe(true);
    const id = await pendingListing(device, 'Still streaming');
    await admin.post(`/api/admin/listings/${id}/status`, { status: 'Approved' });
    expect(
      (await received).some((e) => e.event === 'notification' && e.data.includes('Still streaming')),
    ).toBe(true);
  });

  it('closes the stream when its session expires (re-checked periodically)', async () => {
    const quick = await createTestApp({ env: { EVENTS_SESSION_CHECK_MS: '200' } });
    try {
      const member = await signUpMember(quick);
      const stream = await openStream(quick.app, member.client);
      // Expiry deletes nothing, so nothing is announced: only the periodic check can notice.
      await quick.deps.database.db
        .update(sessionTable)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessionTable.userId, member.userId));
      expect(await endsWithin(stream, 3000)).toBe(true);
    } finally {
      await quick.close();
    }
  });

  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  it.runIf(serverUrl)('closes a stream held by another API process on the same PostgreSQL', async () => {
    const other = await createDeps({ ...t.deps.env, DATABASE_URL: t.deps.database.url }, { inMemory: true });
    try {
      const member = await signUpMember(t);
      const stream = await openStream(createApp(other), member.client);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await (await secondDevice(member)).post('/api/accounts/sign-out')).status).toBe(200);
      expect(await endsWithin(stream, 5000)).toBe(true);
    } finally {
      await other.realtime.close();
      await other.rateLimiter.close();
      await other.database.close();
    }
  });
});

describe('caps on open streams (issue #11)', () => {
  it('refuses a client past its streams with 429 and everyone past the total with 503', async () => {
    const capped = await createTestApp({
      env: { TRUSTED_PROXY_HOPS: '1', EVENTS_MAX_STREAMS_PER_CLIENT: '2', EVENTS_MAX_STREAMS: '3' },
    });
    const open = (ip: string) => capped.app.request('/api/events', { headers: { 'X-Forwarded-For': ip } });
    const streams: Response[] = [];
    try {
      for (const ip of ['10.9.0.1', '10.9.0.1']) {
        const res = await open(ip);
        expect(res.status).toBe(200);
        streams.push(res);
      }
      const perClient = await open('10.9.0.1');
      expect(perClient.status).toBe(429);
      expect(await perClient.json()).toEqual({
        code: 'RATE_LIMITED',
        message: EVENTS_LIMIT_MESSAGES.perClient,
      });
      expect(perClient.headers.get('retry-after')).toBe('30');

      const third = await open('10.9.0.2');
      expect(third.status).toBe(200);
      streams.push(third);
      const total = await open('10.9.0.3');
      expect(total.status).toBe(503);
      expect((await total.json()) as ApiErrorBody).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: EVENTS_LIMIT_MESSAGES.total,
      });

      // A closed stream gives its place back.
      await streams.shift()!.body!.cancel();
      let again: Response | undefined;
      for (let attempt = 0; attempt < 20 && again?.status !== 200; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        again = await open('10.9.0.1');
      }
      expect(again!.status).toBe(200);
      streams.push(again!);
    } finally {
      for (const stream of streams) await stream.body?.cancel().catch(() => {});
      await capped.close();
    }
  });
});
