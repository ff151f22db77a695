import type { ListingDetail } from '@marketplace/contract/listings-messages';
import type { Notification, NotificationsPage } from '@marketplace/contract/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createDeps } from '../../bootstrap';
import { userActivityLogs } from '../../db/schema/community';
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
