import type { ApiErrorBody } from '@marketplace/contract/errors';
import {
  LISTING_MESSAGES,
  MODERATION_MESSAGES,
  type AdminListingRow,
  type ListingDetail,
  type OwnListingRow,
} from '@marketplace/contract/listings-messages';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, listingViews } from '../../db/schema/listings';
import { createViewCounter, pruneListingViews, viewDay } from './listing-views.service';
import { notifications, userActivityLogs } from '../../db/schema/community';
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
  // One trusted proxy: each test visitor is told apart by its X-Forwarded-For address.
  t = await createTestApp({ env: { TRUSTED_PROXY_HOPS: '1' } });
  admin = await t.adminClient();
});
afterAll(async () => {
  await t.close();
});

const keyOf = (mediaUrl: string) => mediaUrl.replace(/^\/media\//, '');

async function submitListing(
  client: TestClient,
  fields: Parameters<typeof listingForm>[0] = {},
  photoCount = 1,
) {
  const photos = await Promise.all(
    Array.from({ length: photoCount }, (_, i) => makePhoto(800 + i * 10, 600)),
  );
  return client.request<ListingDetail & ApiErrorBody>('POST', '/api/listings', {
    form: listingForm(
      fields,
      photos.map((bytes) => ({ bytes })),
    ),
  });
}

describe('submitting a listing', () => {
  it('refuses a visitor with 401', async () => {
    const res = await submitListing(t.client());
    expect(res.status).toBe(401);
  });

  it('creates a Pending listing with a PD- id, WebP photos in order, and an activity row', async () => {
    const { client, userId } = await signUpMember(t);
    const res = await submitListing(client, { name: 'Office chair, ergonomic' }, 3);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('Pending');
    expect(res.body.item_display_id).toMatch(/^PD-\d{6}$/);
    expect(res.body.isOwner).toBe(true);
    expect(res.body.images).toHaveLength(3);
    expect(res.body.images[0]!.width).toBe(800);
    expect(res.body.images[2]!.width).toBe(820);
    // The three sizes of every photo are in the store (the disk, or the bucket in api-s3), and nothing else.
    expect(await t.storedKeys('public', `listings/${res.body.id}`)).toEqual(
      res.body.images.flatMap((i) => [keyOf(i.thumbUrl), keyOf(i.mediumUrl!), keyOf(i.largeUrl)]).sort(),
    );

    // Pending: the owner sees the photo, never cached; the public does not (issue #11).
    const thumb = await client.fetchRaw(res.body.images[0]!.thumbUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await thumb.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');

    const mine = await client.get<{ items: OwnListingRow[] }>('/api/my/listings');
    expect(mine.body.items.map((i) => i.name)).toContain('Office chair, ergonomic');
    const logs = await t.deps.database.db
      .select()
      .from(userActivityLogs)
      .where(eq(userActivityLogs.userId, userId));
    expect(logs.map((l) => l.actionType)).toContain('CREATE_LISTING');
  });

  it('refuses a file that is not an image, whatever its name, and stores nothing', async () => {
    const { client, userId } = await signUpMember(t);
    const storedBefore = await t.storedKeys('public', 'listings');
    const res = await client.request<ApiErrorBody>('POST', '/api/listings', {
      form: listingForm({}, [
        { bytes: Buffer.from('<?php echo "not an image"; ?>'), name: 'holiday.jpg', type: 'image/jpeg' },
      ]),
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'images', message: LISTING_MESSAGES.imageUnsupported }]);
    const rows = await t.deps.database.db.select().from(listings).where(eq(listings.userId, userId));
    expect(rows).toHaveLength(0);
    expect(await t.storedKeys('public', 'listings')).toEqual(storedBefore);
  });

  it('answers field messages for missing fields and for no photos', async () => {
    const { client } = await signUpMember(t);
    const res = await client.request<ApiErrorBody>('POST', '/api/listings', {
      form: listingForm({ name: '', price: '-5' }, []),
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: LISTING_MESSAGES.nameRequired },
        { path: 'price', message: LISTING_MESSAGES.priceInvalid },
      ]),
    );
    const noPhotos = await client.request<ApiErrorBody>('POST', '/api/listings', {
      form: listingForm({}, []),
    });
    expect(noPhotos.body.issues).toEqual([{ path: 'images', message: LISTING_MESSAGES.imagesRequired }]);
  });
});

describe('moderation and visibility', () => {
  it('keeps a Pending listing private, lets only the admin decide, then shows it publicly', async () => {
    const seller = await signUpMember(t, { nationalIdNumber: 'Z998877' });
    const created = await submitListing(seller.client, { name: 'Kids bicycle 16 inch', price: '600' });
    const id = created.body.id;

    expect((await t.client().get(`/api/listings/${id}`)).status).toBe(404);
    const other = await signUpMember(t);
    expect((await other.client.get(`/api/listings/${id}`)).status).toBe(404);
    const ownerView = await seller.client.get<ListingDetail>(`/api/listings/${id}`);
    expect(ownerView.status).toBe(200);
    expect(ownerView.body.status).toBe('Pending');

    const before = await t.client().get<MarketplacePage>('/api/marketplace/listings');
    expect(before.body.items.map((i) => i.id)).not.toContain(id);

    expect((await other.client.post(`/api/admin/listings/${id}/status`, { status: 'Approved' })).status).toBe(
      403,
    );
    expect((await t.client().post(`/api/admin/listings/${id}/status`, { status: 'Approved' })).status).toBe(
      401,
    );

    const queue = await admin.get<{ items: AdminListingRow[] }>('/api/admin/listings?status=Pending');
    expect(queue.body.items.map((i) => i.id)).toContain(id);

    const approved = await admin.post<AdminListingRow>(`/api/admin/listings/${id}/status`, {
      status: 'Approved',
    });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('Approved');

    // The approval reaches the marketplace over LISTEN/NOTIFY within a second (issue #10).
    await expect
      .poll(
        async () => (await t.client().get<MarketplacePage>('/api/marketplace/listings')).body.items[0]?.id,
        {
          timeout: 1000,
          interval: 20,
        },
      )
      .toBe(id);
    const after = await t.client().get<MarketplacePage>('/api/marketplace/listings');
    expect(after.body.items[0]?.id).toBe(id);
    expect(after.body.items[0]).toMatchObject({
      name: 'Kids bicycle 16 inch',
      price: 600,
      sellerName: 'Aishath Test',
    });

    const publicView = await t.client().get<ListingDetail>(`/api/listings/${id}`);
    expect(publicView.status).toBe(200);
    expect(publicView.body.isOwner).toBe(false);
    expect(JSON.stringify(publicView.body)).not.toContain('Z998877');
    expect(JSON.stringify(after.body)).not.toContain('Z998877');

    const [note] = await t.deps.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.userId));
    expect(note).toMatchObject({ type: 'listing_approved', linkTo: `/dashboard/my-listings/${id}` });

    const again = await admin.post<ApiErrorBody>(`/api/admin/listings/${id}/status`, {
      status: 'Rejected',
      rejectionReason: 'x',
    });
    expect(again.status).toBe(409);
  });

  it('shows the owner the rejection reason, and stores "No reason provided." when none is given', async () => {
    const seller = await signUpMember(t);
    const first = await submitListing(seller.client, { name: 'Blurry phone' });
    const second = await submitListing(seller.client, { name: 'Second item' });
    await admin.post(`/api/admin/listings/${first.body.id}/status`, {
      status: 'Rejected',
      rejectionReason: 'Photos are blurry; please upload clear photos.',
    });
    await admin.post(`/api/admin/listings/${second.body.id}/status`, { status: 'Rejected' });
    const mine = await seller.client.get<{ items: OwnListingRow[] }>('/api/my/listings?status=Rejected');
    const reasons = Object.fromEntries(mine.body.items.map((i) => [i.name, i.rejectionReason]));
    expect(reasons).toEqual({
      'Blurry phone': 'Photos are blurry; please upload clear photos.',
      'Second item': MODERATION_MESSAGES.noReasonProvided,
    });
    expect((await t.client().get(`/api/listings/${first.body.id}`)).status).toBe(404);
  });

  it("serves a listing's photos to everyone only while it is live; otherwise to its owner and the admin, uncached (issue #11)", async () => {
    const seller = await signUpMember(t);
    const created = await submitListing(seller.client, { name: 'Camera lens 50mm' }, 2);
    const id = created.body.id;
    const [cover, second] = created.body.images;
    const other = await signUpMember(t);
    const visitor = t.client();
    const expectPhoto = async (client: TestClient, url: string, status: number, cache: string) => {
      const res = await client.fetchRaw(url);
      expect(res.status, `${url} ${status}`).toBe(status);
      expect(res.headers.get('cache-control')).toBe(cache);
      if (status === 404) expect(await res.text()).toBe('Not found');
      return res;
    };
    const privately = async (url: string) => {
      await expectPhoto(seller.client, url, 200, 'private, no-store');
      await expectPhoto(admin, url, 200, 'private, no-store');
      await expectPhoto(other.client, url, 404, 'private, no-store');
      await expectPhoto(visitor, url, 404, 'private, no-store');
    };

    // Pending: owner and admin only, for both sizes; HEAD and odd spellings of the path too.
    await privately(cover!.thumbUrl);
    await privately(cover!.largeUrl);
    expect((await t.app.request(cover!.thumbUrl, { method: 'HEAD' })).status).toBe(404);
    expect((await t.app.request(cover!.thumbUrl.replace('/listings/', '/LISTINGS/'))).status).toBe(404);
    expect((await t.app.request(cover!.thumbUrl.replace('/media/', '/media//'))).status).toBe(404);
    expect((await t.app.request(cover!.thumbUrl.replace('/listings/', '/listings/./'))).status).toBe(404);
    expect((await t.app.request('/media/listings/not-a-uuid/x-400.webp')).status).toBe(404);

    // Approved: public, cached for a year.
    await admin.post(`/api/admin/listings/${id}/status`, { status: 'Approved' });
    const live = await expectPhoto(visitor, cover!.thumbUrl, 200, 'public, max-age=31536000, immutable');
    expect(
      Buffer.from(await live.arrayBuffer())
        .subarray(8, 12)
        .toString('ascii'),
    ).toBe('WEBP');
    await expectPhoto(other.client, second!.largeUrl, 200, 'public, max-age=31536000, immutable');

    // Sold, then deleted: private again, and the deleted one's photos even for the seller's dashboard only.
    await seller.client.post(`/api/listings/${id}/sold`);
    await privately(second!.thumbUrl);
    await seller.client.delete(`/api/listings/${id}`);
    await privately(cover!.largeUrl);
  });

  it("keeps a sold listing's page and photos open, marked Sold, to its buyer and its savers only (issue #37 item 4n)", async () => {
    const seller = await signUpMember(t);
    const created = await submitListing(seller.client, { name: 'Surfboard 6ft 2' });
    const id = created.body.id;
    const photo = created.body.images[0]!.largeUrl;
    await admin.post(`/api/admin/listings/${id}/status`, { status: 'Approved' });
    const buyer = await signUpMember(t);
    const saver = await signUpMember(t);
    const other = await signUpMember(t);
    expect((await saver.client.request('PUT', `/api/saved/${id}`)).status).toBe(200);
    // What the accepted offer and "Mark sold" write (offers.test.ts walks that path).
    await t.deps.database.db
      .update(listings)
      .set({ status: 'Sold', soldToId: buyer.userId, soldAt: new Date() })
      .where(eq(listings.id, id));

    const bought = await buyer.client.get<ListingDetail>(`/api/listings/${id}`);
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({
      name: 'Surfboard 6ft 2',
      status: 'Sold',
      boughtByYou: true,
      isOwner: false,
    });
    expect(bought.body.rejectionReason).toBeNull();
    const savedView = await saver.client.get<ListingDetail>(`/api/listings/${id}`);
    expect(savedView.body).toMatchObject({ status: 'Sold', boughtByYou: false, isSaved: true });
    expect((await seller.client.get<ListingDetail>(`/api/listings/${id}`)).body.boughtByYou).toBe(false);
    for (const client of [other.client, t.client()]) {
      expect((await client.get<ApiErrorBody>(`/api/listings/${id}`)).status).toBe(404);
    }
    for (const [client, status] of [
      [buyer.client, 200],
      [saver.client, 200],
      [other.client, 404],
      [t.client(), 404],
    ] as const) {
      const res = await client.fetchRaw(photo);
      expect(res.status).toBe(status);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    const savedRows = await saver.client.get<{
      items: Array<{ listingId: string; available: boolean; sold?: boolean }>;
    }>('/api/saved');
    expect(savedRows.body.items).toEqual([
      expect.objectContaining({ listingId: id, available: false, sold: true }),
    ]);

    // Unsaved, the saver is like anyone else; deleted, nobody but the admin and the owner's dashboard.
    await saver.client.delete(`/api/saved/${id}`);
    expect((await saver.client.get(`/api/listings/${id}`)).status).toBe(404);
    expect((await saver.client.fetchRaw(photo)).status).toBe(404);
    await t.deps.database.db.update(listings).set({ isDeleted: true }).where(eq(listings.id, id));
    expect((await buyer.client.get(`/api/listings/${id}`)).status).toBe(404);
    expect((await buyer.client.fetchRaw(photo)).status).toBe(404);
  });

  it("shows a rejected listing's photos to its owner only, and an unknown listing's to nobody", async () => {
    const seller = await signUpMember(t);
    const created = await submitListing(seller.client, { name: 'Blurry kayak' });
    await admin.post(`/api/admin/listings/${created.body.id}/status`, {
      status: 'Rejected',
      rejectionReason: 'Blurry',
    });
    const url = created.body.images[0]!.thumbUrl;
    expect((await seller.client.fetchRaw(url)).status).toBe(200);
    expect((await t.client().fetchRaw(url)).status).toBe(404);
    const unknown = url.replace(created.body.id, '00000000-0000-4000-8000-000000000000');
    expect((await admin.fetchRaw(unknown)).status).toBe(404);
  });

  it("counts a view once per visitor and day, never the owner's (issue #11)", async () => {
    const seller = await signUpMember(t);
    const created = await submitListing(seller.client);
    const id = created.body.id;
    await admin.post(`/api/admin/listings/${id}/status`, { status: 'Approved' });
    const viewFrom = (ip: string, client = t.client()) =>
      client.request('POST', `/api/listings/${id}/views`, { headers: { 'X-Forwarded-For': ip } });
    // The owner's view of the detail: a visitor's is shared from a 10-second cache.
    const views = async () => (await seller.client.get<ListingDetail>(`/api/listings/${id}`)).body.views;

    for (let i = 0; i < 50; i += 1) expect((await viewFrom('203.0.113.7')).status).toBe(204);
    expect(await views()).toBe(1);
    await viewFrom('198.51.100.23');
    expect(await views()).toBe(2);
    const buyer = await signUpMember(t);
    await viewFrom('203.0.113.7', buyer.client);
    await viewFrom('192.0.2.99', buyer.client);
    expect(await views()).toBe(3);
    await viewFrom('192.0.2.1', seller.client);
    expect(await views()).toBe(3);

    const rows = await t.deps.database.db.select().from(listingViews).where(eq(listingViews.listingId, id));
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.visitorKey)).toContain(`member:${buyer.userId}`);
    // Visitors are keyed hashes: no address is stored.
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113|198\.51\.100/);
    const audited = await t.deps.database.db
      .select()
      .from(userActivityLogs)
      .where(and(eq(userActivityLogs.userId, buyer.userId), eq(userActivityLogs.actionType, 'VIEW_LISTING')));
    expect(audited).toHaveLength(1);
    expect((await t.client().post(`/api/listings/00000000-0000-4000-8000-000000000000/views`)).status).toBe(
      204,
    );
  });

  // Issue #37 item 4r (spec 02 §4 "increment first, then show"): the first visitor of a new listing read "Views 0".
  it("counts the view of an item page opened from a link before the page is made, once with the app's own count", async () => {
    const seller = await signUpMember(t);
    const created = await submitListing(seller.client);
    const id = created.body.id;
    await admin.post(`/api/admin/listings/${id}/status`, { status: 'Approved' });
    const views = async () => (await seller.client.get<ListingDetail>(`/api/listings/${id}`)).body.views;
    const visitor = t.client();

    expect((await visitor.request('GET', `/item/${id}`)).status).toBe(200);
    expect(await views()).toBe(1);
    // The app, once started, posts the view too: the same visitor, the same day, nothing more.
    expect((await visitor.post(`/api/listings/${id}/views`)).status).toBe(204);
    expect(await views()).toBe(1);
    // The owner's own page views never count; an address with no listing id counts nothing and fails nothing.
    expect((await seller.client.request('GET', `/item/${id}`)).status).toBe(200);
    expect(await views()).toBe(1);
    expect((await visitor.request('GET', '/item/not-a-uuid')).status).toBeLessThan(500);
  });

  it('counts the same visitor again the next Maldives day, and prunes rows older than yesterday', async () => {
    const seller = await signUpMember(t);
    const created = await submitListing(seller.client);
    const id = created.body.id;
    await admin.post(`/api/admin/listings/${id}/status`, { status: 'Approved' });
    const db = t.deps.database.db;
    const counter = createViewCounter({ db, secret: 'test-secret-test-secret-test-secret-0123' });
    // 18:59 UTC is 23:59 in Malé; 19:01 UTC is the next day there.
    const visit = (at: string) =>
      counter.record({ listingId: id, actor: null, ipAddress: '203.0.113.50', now: new Date(at) });
    expect(await visit('2030-01-01T18:59:00Z')).toBe(true);
    expect(await visit('2030-01-01T18:59:30Z')).toBe(false);
    expect(await visit('2030-01-01T19:01:00Z')).toBe(true);
    const [row] = await db.select({ views: listings.views }).from(listings).where(eq(listings.id, id));
    expect(row?.views).toBe(2);
    expect(viewDay(new Date('2030-01-01T19:01:00Z'))).toBe('2030-01-02');

    await db.insert(listingViews).values([
      { listingId: id, visitorKey: 'ip:old', day: '2029-12-30' },
      { listingId: id, visitorKey: 'ip:yesterday', day: '2030-01-01' },
    ]);
    expect(await pruneListingViews(db, new Date('2030-01-02T12:00:00Z'))).toBeGreaterThanOrEqual(1);
    const left = await db.select().from(listingViews).where(eq(listingViews.listingId, id));
    expect(left.map((r) => r.day).sort()).toEqual(['2030-01-01', '2030-01-01', '2030-01-02']);
  });

  it('soft-deletes an approved listing: gone from the public, row kept', async () => {
    const seller = await signUpMember(t);
    const created = await submitListing(seller.client);
    const id = created.body.id;
    expect((await admin.delete<ApiErrorBody>(`/api/admin/listings/${id}`)).status).toBe(409);
    await admin.post(`/api/admin/listings/${id}/status`, { status: 'Approved' });
    expect((await admin.delete(`/api/admin/listings/${id}`)).status).toBe(200);
    expect((await t.client().get(`/api/listings/${id}`)).status).toBe(404);
    const [row] = await t.deps.database.db.select().from(listings).where(eq(listings.id, id));
    expect(row?.isDeleted).toBe(true);
    expect((await admin.delete(`/api/admin/listings/not-a-uuid`)).status).toBe(400);
  });
});
