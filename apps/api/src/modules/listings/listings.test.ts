import type { ApiErrorBody } from '@marketplace/contract/errors';
import {
  LISTING_MESSAGES,
  MODERATION_MESSAGES,
  type AdminListingRow,
  type ListingDetail,
  type OwnListingRow,
} from '@marketplace/contract/listings-messages';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
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
  t = await createTestApp();
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
    // Both sizes of every photo are in the store (the disk, or the bucket in api-s3), and nothing else.
    expect(await t.storedKeys('public', `listings/${res.body.id}`)).toEqual(
      res.body.images.flatMap((i) => [keyOf(i.thumbUrl), keyOf(i.largeUrl)]).sort(),
    );

    const thumb = await t.app.request(res.body.images[0]!.thumbUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('cache-control')).toContain('immutable');
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

  it('counts views from visitors but not from the owner', async () => {
    const seller = await signUpMember(t);
    const created = await submitListing(seller.client);
    await admin.post(`/api/admin/listings/${created.body.id}/status`, { status: 'Approved' });
    await t.client().post(`/api/listings/${created.body.id}/views`);
    await t.client().post(`/api/listings/${created.body.id}/views`);
    await seller.client.post(`/api/listings/${created.body.id}/views`);
    const view = await t.client().get<ListingDetail>(`/api/listings/${created.body.id}`);
    expect(view.body.views).toBe(2);
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
