import type { ApiErrorBody } from '@marketplace/contract/errors';
import {
  OWNER_LISTING_MESSAGES,
  type ListingDetail,
  type SellerOverview,
} from '@marketplace/contract/listings-messages';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  listingForm,
  makeNoisyPhoto,
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

async function submit(client: TestClient, name: string, photos = 1) {
  const bytes = await Promise.all(Array.from({ length: photos }, (_, i) => makePhoto(600 + i * 20, 400)));
  const res = await client.request<ListingDetail>('POST', '/api/listings', {
    form: listingForm(
      { name },
      bytes.map((b) => ({ bytes: b })),
    ),
  });
  return res.body;
}

function editForm(name: string, photoOrder: string[], newPhotos: Buffer[] = []) {
  const form = listingForm(
    { name },
    newPhotos.map((bytes) => ({ bytes })),
  );
  form.set('photoOrder', JSON.stringify(photoOrder));
  return form;
}

const publicNames = async () =>
  (await t.client().get<MarketplacePage>('/api/marketplace/listings')).body.items.map((i) => i.name);

describe("a seller's own listings", () => {
  it('lets only the owner edit, sell or delete (others get 404)', async () => {
    const owner = await signUpMember(t);
    const listing = await submit(owner.client, 'Camping tent 4 person');
    const other = await signUpMember(t);
    const order = listing.images.map((i) => `existing:${i.id}`);
    expect(
      (
        await other.client.request('PUT', `/api/listings/${listing.id}`, {
          form: editForm('Mine now', order),
        })
      ).status,
    ).toBe(404);
    expect((await other.client.post(`/api/listings/${listing.id}/sold`)).status).toBe(404);
    expect((await other.client.delete(`/api/listings/${listing.id}`)).status).toBe(404);
    expect((await t.client().delete(`/api/listings/${listing.id}`)).status).toBe(401);
  });

  it('resubmits a rejected listing as Pending and clears the reason', async () => {
    const owner = await signUpMember(t);
    const listing = await submit(owner.client, 'Blurry drone');
    await admin.post(`/api/admin/listings/${listing.id}/status`, {
      status: 'Rejected',
      rejectionReason: 'Blurry photos',
    });
    const res = await owner.client.request<ListingDetail>('PUT', `/api/listings/${listing.id}`, {
      form: editForm(
        'DJI Mini 2 drone',
        listing.images.map((i) => `existing:${i.id}`),
      ),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'DJI Mini 2 drone', status: 'Pending', rejectionReason: null });
  });

  it('sends an edited approved listing back to review, off the marketplace', async () => {
    const owner = await signUpMember(t);
    const listing = await submit(owner.client, 'Treadmill foldable');
    await admin.post(`/api/admin/listings/${listing.id}/status`, { status: 'Approved' });
    // Catalogue changes reach the marketplace over LISTEN/NOTIFY within a second (issue #10).
    await expect.poll(publicNames, { timeout: 1000, interval: 20 }).toContain('Treadmill foldable');
    await owner.client.request('PUT', `/api/listings/${listing.id}`, {
      form: editForm(
        'Treadmill foldable, with mat',
        listing.images.map((i) => `existing:${i.id}`),
      ),
    });
    await expect.poll(publicNames, { timeout: 1000, interval: 20 }).not.toContain('Treadmill foldable');
    expect(await publicNames()).not.toContain('Treadmill foldable, with mat');
  });

  it('reorders, removes and adds photos; the first is the cover', async () => {
    const owner = await signUpMember(t);
    const listing = await submit(owner.client, 'Guitar with case', 3);
    const [a, b, c] = listing.images;
    const res = await owner.client.request<ListingDetail>('PUT', `/api/listings/${listing.id}`, {
      form: editForm(
        'Guitar with case',
        ['new:0', `existing:${c!.id}`, `existing:${a!.id}`],
        [await makePhoto(900, 600)],
      ),
    });
    expect(res.status).toBe(200);
    expect(res.body.images.map((i) => i.id).slice(1)).toEqual([c!.id, a!.id]);
    expect(res.body.images[0]!.width).toBe(900);
    expect((await owner.client.fetchRaw(b!.thumbUrl)).status).toBe(404);
    expect((await owner.client.fetchRaw(a!.thumbUrl)).status).toBe(200);
    // The removed photo's files are gone from the store; the kept and the new ones are there.
    const keyOf = (mediaUrl: string) => mediaUrl.replace(/^\/media\//, '');
    expect(await t.storedKeys('public', `listings/${listing.id}`)).toEqual(
      res.body.images.flatMap((i) => [keyOf(i.thumbUrl), keyOf(i.mediumUrl!), keyOf(i.largeUrl)]).sort(),
    );

    const bad = await owner.client.request<ApiErrorBody>('PUT', `/api/listings/${listing.id}`, {
      form: editForm('Guitar with case', [`existing:${b!.id}`]),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: 'images', message: OWNER_LISTING_MESSAGES.photoOrderInvalid }]);
    const none = await owner.client.request<ApiErrorBody>('PUT', `/api/listings/${listing.id}`, {
      form: editForm('Guitar', []),
    });
    expect(none.body.issues?.[0]?.path).toBe('images');
  });

  it('takes a phone-sized photo (1.7 MB JPEG) in an edit, as it does in a submission (issue #11)', async () => {
    const owner = await signUpMember(t);
    const listing = await submit(owner.client, 'Snorkel set');
    const photo = await makeNoisyPhoto();
    expect(photo.byteLength).toBeGreaterThan(1_400_000);
    const res = await owner.client.request<ListingDetail & ApiErrorBody>(
      'PUT',
      `/api/listings/${listing.id}`,
      {
        form: editForm('Snorkel set', [`existing:${listing.images[0]!.id}`, 'new:0'], [photo]),
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.images).toHaveLength(2);
    expect(res.body.images[1]!.width).toBe(1600);
  });

  it('marks an approved listing sold; a sold listing cannot be edited but can be deleted', async () => {
    const owner = await signUpMember(t);
    const listing = await submit(owner.client, 'Washing machine 7kg');
    expect((await owner.client.post<ApiErrorBody>(`/api/listings/${listing.id}/sold`)).status).toBe(409);
    await admin.post(`/api/admin/listings/${listing.id}/status`, { status: 'Approved' });
    const sold = await owner.client.post<ListingDetail>(`/api/listings/${listing.id}/sold`);
    expect(sold.body.status).toBe('Sold');
    await expect.poll(publicNames, { timeout: 1000, interval: 20 }).not.toContain('Washing machine 7kg');
    const edit = await owner.client.request<ApiErrorBody>('PUT', `/api/listings/${listing.id}`, {
      form: editForm(
        'Washing machine',
        listing.images.map((i) => `existing:${i.id}`),
      ),
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(OWNER_LISTING_MESSAGES.soldCannotBeEdited);
    expect((await owner.client.delete(`/api/listings/${listing.id}`)).status).toBe(200);
    expect((await owner.client.get(`/api/listings/${listing.id}`)).status).toBe(404);
  });

  it('summarises the dashboard: counts by status, views, saves and the latest events', async () => {
    const owner = await signUpMember(t);
    const first = await submit(owner.client, 'Bookshelf');
    const second = await submit(owner.client, 'Ceiling fan');
    await submit(owner.client, 'Rice cooker');
    await admin.post(`/api/admin/listings/${first.id}/status`, { status: 'Approved' });
    await admin.post(`/api/admin/listings/${second.id}/status`, {
      status: 'Rejected',
      rejectionReason: 'Duplicate',
    });
    const buyer = await signUpMember(t);
    await buyer.client.request('PUT', `/api/saved/${first.id}`);
    await buyer.client.post(`/api/listings/${first.id}/views`);
    await t.client().post(`/api/listings/${first.id}/views`);

    const res = await owner.client.get<SellerOverview>('/api/my/overview');
    expect(res.body.counts).toEqual({ Pending: 1, Approved: 1, Rejected: 1, Sold: 0, Expired: 0 });
    expect(res.body.totalViews).toBe(2);
    expect(res.body.timesSaved).toBe(1);
    expect(res.body.recentEvents.map((e) => [e.type, e.listingName])).toEqual([
      ['rejected', 'Ceiling fan'],
      ['approved', 'Bookshelf'],
      ['submitted', 'Rice cooker'],
      ['submitted', 'Ceiling fan'],
      ['submitted', 'Bookshelf'],
    ]);
  });
});
