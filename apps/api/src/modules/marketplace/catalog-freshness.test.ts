/**
 * Issue #10 §4, freshness across instances: a change of what is public, made through one instance, shows on
 * every instance's browse, item and suggestion answers within 1 second — whatever code path made it, because
 * database triggers announce it over LISTEN/NOTIFY. Two app instances on one PostgreSQL database, each with
 * its own caches warmed first; on the embedded database (one process) the single instance is checked.
 */
import type { ListingDetail } from '@marketplace/contract/listings-messages';
import type { MarketplacePage, Suggestion } from '@marketplace/contract/marketplace-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let second: Awaited<ReturnType<TestApp['secondInstance']>>;
/** The instance that did not make the change (the same one on the embedded database). */
let reader: () => TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
  second = await t.secondInstance();
  reader = second ? () => second!.client() : () => t.client();
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const WITHIN_MS = 1000;

/** What a visitor of the other instance sees for `word` (answers cached there beforehand). */
async function seenElsewhere(word: string, listingId: string) {
  const client = reader();
  const browse = await client.get<MarketplacePage>(`/api/marketplace/listings?query=${word}`);
  const newest = await client.get<MarketplacePage>('/api/marketplace/listings');
  const suggestions = await client.get<{ items: Suggestion[] }>(`/api/marketplace/suggestions?query=${word}`);
  const item = await client.get<ListingDetail>(`/api/listings/${listingId}`);
  return {
    inSearch: browse.body.items.some((i) => i.id === listingId),
    inNewest: newest.body.items.some((i) => i.id === listingId),
    suggested: suggestions.body.items.some((i) => i.id === listingId),
    itemName: item.status === 200 ? item.body.name : null,
  };
}

async function submitAndApprove(seller: TestClient, name: string): Promise<ListingDetail> {
  const res = await seller.request<ListingDetail>('POST', '/api/listings', {
    form: listingForm({ name }, [{ bytes: await makePhoto() }]),
  });
  expect(res.status).toBe(201);
  return res.body;
}

const everywhere = { inSearch: true, inNewest: true, suggested: true };
const nowhere = { inSearch: false, inNewest: false, suggested: false, itemName: null };

describe('freshness across instances (issue #10 §4)', () => {
  it('runs two instances on PostgreSQL (one on the embedded database)', () => {
    expect(second !== null).toBe(!!(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL));
  });

  it('an approval, an edit, a sale and a soft delete show on the other instance within 1 s', async () => {
    const seller = await signUpMember(t);
    const listing = await submitAndApprove(seller.client, 'Quokkaware teapot');
    // The other instance caches its answers while the listing is still pending.
    expect(await seenElsewhere('quokkaware', listing.id)).toEqual(nowhere);

    await admin.post(`/api/admin/listings/${listing.id}/status`, { status: 'Approved' });
    await expect
      .poll(() => seenElsewhere('quokkaware', listing.id), { timeout: WITHIN_MS, interval: 25 })
      .toEqual({ ...everywhere, itemName: 'Quokkaware teapot' });

    // An edit sends it back to review: gone from the marketplace and its public page.
    const form = listingForm({ name: 'Quokkaware teapot, blue' }, []);
    form.set('photoOrder', JSON.stringify(listing.images.map((image) => `existing:${image.id}`)));
    expect((await seller.client.request('PUT', `/api/listings/${listing.id}`, { form })).status).toBe(200);
    await expect
      .poll(() => seenElsewhere('quokkaware', listing.id), { timeout: WITHIN_MS, interval: 25 })
      .toEqual(nowhere);

    await admin.post(`/api/admin/listings/${listing.id}/status`, { status: 'Approved' });
    await expect
      .poll(() => seenElsewhere('quokkaware', listing.id), { timeout: WITHIN_MS, interval: 25 })
      .toEqual({ ...everywhere, itemName: 'Quokkaware teapot, blue' });
    expect((await seller.client.post(`/api/listings/${listing.id}/sold`)).status).toBe(200);
    await expect
      .poll(async () => (await seenElsewhere('quokkaware', listing.id)).inSearch, {
        timeout: WITHIN_MS,
        interval: 25,
      })
      .toBe(false);

    const other = await submitAndApprove(seller.client, 'Narwhalite lamp');
    await admin.post(`/api/admin/listings/${other.id}/status`, { status: 'Approved' });
    await expect
      .poll(async () => (await seenElsewhere('narwhalite', other.id)).inSearch, {
        timeout: WITHIN_MS,
        interval: 25,
      })
      .toBe(true);
    expect((await seller.client.request('DELETE', `/api/listings/${other.id}`)).status).toBe(200);
    await expect
      .poll(() => seenElsewhere('narwhalite', other.id), { timeout: WITHIN_MS, interval: 25 })
      .toEqual(nowhere);
  });

  it("an account deletion takes the seller's listings off every instance within 1 s", async () => {
    const seller = await signUpMember(t);
    const listing = await submitAndApprove(seller.client, 'Xylophonic wind chime');
    await admin.post(`/api/admin/listings/${listing.id}/status`, { status: 'Approved' });
    await expect
      .poll(async () => (await seenElsewhere('xylophonic', listing.id)).inSearch, {
        timeout: WITHIN_MS,
        interval: 25,
      })
      .toBe(true);
    const deleted = await seller.client.request('DELETE', '/api/accounts/me', {
      json: { confirmation: 'DELETE', password: seller.input.password },
    });
    expect(deleted.status).toBe(200);
    await expect
      .poll(() => seenElsewhere('xylophonic', listing.id), { timeout: WITHIN_MS, interval: 25 })
      .toEqual(nowhere);
  });

  it('counting a view is not a catalogue change: cached answers stay', async () => {
    const seller = await signUpMember(t);
    const listing = await submitAndApprove(seller.client, 'Kumquat press');
    await admin.post(`/api/admin/listings/${listing.id}/status`, { status: 'Approved' });
    await expect
      .poll(async () => (await seenElsewhere('kumquat', listing.id)).inSearch, {
        timeout: WITHIN_MS,
        interval: 25,
      })
      .toBe(true);
    const client = reader();
    await client.get('/api/marketplace/listings?query=kumquat');
    await t.client().post(`/api/listings/${listing.id}/views`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await client.get('/api/marketplace/listings?query=kumquat');
    expect(again.headers.get('x-answer-cache')).toBe('hit');
  });
});
