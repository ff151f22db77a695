import type { ApiErrorBody } from '@marketplace/contract/errors';
import type { ListingDetail } from '@marketplace/contract/listings-messages';
import type { SavedListingRow } from '@marketplace/contract/saved';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActivityLogs } from '../../db/schema/community';
import { createTestApp, listingForm, makePhoto, signUpMember, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(async () => {
  await t.close();
});

async function approvedListing(name: string) {
  const seller = await signUpMember(t);
  const res = await seller.client.request<ListingDetail>('POST', '/api/listings', {
    form: listingForm({ name }, [{ bytes: await makePhoto() }]),
  });
  await admin.post(`/api/admin/listings/${res.body.id}/status`, { status: 'Approved' });
  return { id: res.body.id, seller };
}

describe('saving listings', () => {
  it('requires a session', async () => {
    const { id } = await approvedListing('Surfboard 6ft');
    expect((await t.client().request('PUT', `/api/saved/${id}`)).status).toBe(401);
    expect((await t.client().get('/api/saved')).status).toBe(401);
  });

  it('saves and unsaves idempotently, shows it on the item and in the list, and logs both', async () => {
    const { id } = await approvedListing('Diving fins, size 42');
    const buyer = await signUpMember(t);
    expect((await buyer.client.request('PUT', `/api/saved/${id}`)).status).toBe(200);
    expect((await buyer.client.request('PUT', `/api/saved/${id}`)).status).toBe(200);
    expect((await buyer.client.get<ListingDetail>(`/api/listings/${id}`)).body.isSaved).toBe(true);
    expect((await t.client().get<ListingDetail>(`/api/listings/${id}`)).body.isSaved).toBe(false);

    const list = await buyer.client.get<{ items: SavedListingRow[] }>('/api/saved');
    expect(list.body.items).toEqual([expect.objectContaining({ listingId: id, name: 'Diving fins, size 42', available: true })]);

    expect((await buyer.client.delete(`/api/saved/${id}`)).status).toBe(200);
    expect((await buyer.client.get<{ items: SavedListingRow[] }>('/api/saved')).body.items).toEqual([]);
    const logs = await t.deps.database.db
      .select({ type: userActivityLogs.actionType })
      .from(userActivityLogs)
      .where(and(eq(userActivityLogs.userId, buyer.userId)));
    expect(logs.map((l) => l.type).filter((type) => type.startsWith('SAVED_'))).toEqual(['SAVED_ITEM_ADD', 'SAVED_ITEM_REMOVE']);
  });

  it('refuses a listing that is not public, and keeps a removed one as unavailable', async () => {
    const seller = await signUpMember(t);
    const pending = await seller.client.request<ListingDetail>('POST', '/api/listings', {
      form: listingForm({}, [{ bytes: await makePhoto() }]),
    });
    const buyer = await signUpMember(t);
    expect((await buyer.client.request<ApiErrorBody>('PUT', `/api/saved/${pending.body.id}`)).status).toBe(404);

    const { id } = await approvedListing('Rice cooker');
    await buyer.client.request('PUT', `/api/saved/${id}`);
    await admin.delete(`/api/admin/listings/${id}`);
    const list = await buyer.client.get<{ items: SavedListingRow[] }>('/api/saved');
    expect(list.body.items).toEqual([expect.objectContaining({ listingId: id, available: false })]);
  });

  it("shows an edited listing, back in review, as no longer available without the owner's new content (issue #11)", async () => {
    const { id, seller } = await approvedListing('Road bike, 54cm');
    const buyer = await signUpMember(t);
    await buyer.client.request('PUT', `/api/saved/${id}`);
    const before = await buyer.client.get<{ items: SavedListingRow[] }>('/api/saved');
    expect(before.body.items[0]).toMatchObject({ available: true, name: 'Road bike, 54cm', status: 'Approved' });
    const displayId = before.body.items[0]!.item_display_id;

    const detail = await seller.client.get<ListingDetail>(`/api/listings/${id}`);
    const form = listingForm(
      { name: 'Unreviewed new name', price: '987654', description: 'An unreviewed description that nobody approved yet.' },
      [{ bytes: await makePhoto(700, 500, { r: 200, g: 10, b: 10 }) }],
    );
    form.set('photoOrder', JSON.stringify(['new:0', `existing:${detail.body.images[0]!.id}`]));
    expect((await seller.client.request('PUT', `/api/listings/${id}`, { form })).status).toBe(200);

    const after = await buyer.client.get<{ items: SavedListingRow[] }>('/api/saved');
    expect(after.status).toBe(200);
    expect(after.body.items).toEqual([
      { listingId: id, savedAt: before.body.items[0]!.savedAt, available: false, item_display_id: displayId, sold: false },
    ]);
    const text = JSON.stringify(after.body);
    for (const leak of ['Unreviewed', '987654', '/media/', 'Pending']) expect(text).not.toContain(leak);

    // Unsaving still works from the row's id.
    expect((await buyer.client.delete(`/api/saved/${id}`)).status).toBe(200);
    expect((await buyer.client.get<{ items: SavedListingRow[] }>('/api/saved')).body.items).toEqual([]);
  });
});
