/**
 * Issue #12 item 5: every listing photo is kept in three sizes — a 400 px square thumbnail, a ≤ 800 px and a
 * ≤ 1600 px wide WebP of the whole photo — whether it came with the form or as a pending upload; removing a
 * photo removes all three; photos stored before the middle size existed get it from the backfill job.
 */
import type { ApiErrorBody } from '@marketplace/contract/errors';
import type { ListingDetail, PendingUpload } from '@marketplace/contract/listings-messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingImages } from '../../db/schema/listings';
import {
  createTestApp,
  listingForm,
  makePhoto,
  signUpMember,
  type TestApp,
  type TestClient,
} from '../../test/test-app';
import { backfillMediumImages } from './image-medium-backfill';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const keyOf = (mediaUrl: string) => mediaUrl.replace(/^\/media\//, '');

/** Width × height of a photo as its owner downloads it. */
async function served(client: TestClient, url: string) {
  const res = await client.fetchRaw(url);
  expect(res.status, url).toBe(200);
  const { format, width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { format, width, height };
}

async function sizesOf(client: TestClient, image: ListingDetail['images'][number]) {
  return {
    thumb: await served(client, image.thumbUrl),
    medium: await served(client, image.mediumUrl!),
    large: await served(client, image.largeUrl),
  };
}

async function submit(client: TestClient, photos: Buffer[]) {
  const res = await client.request<ListingDetail & ApiErrorBody>('POST', '/api/listings', {
    form: listingForm(
      { name: 'Dive computer' },
      photos.map((bytes) => ({ bytes })),
    ),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('three sizes of every listing photo', () => {
  it('keeps a phone photo sent with the form as a 400 px square, an 800 px and a 1600 px WebP', async () => {
    const { client } = await signUpMember(t);
    const listing = await submit(client, [await makePhoto(4032, 3024)]);
    const [image] = listing.images;
    expect(image!.mediumUrl).toMatch(/-800\.webp$/);
    expect(await sizesOf(client, image!)).toEqual({
      thumb: { format: 'webp', width: 400, height: 400 },
      medium: { format: 'webp', width: 800, height: 600 },
      large: { format: 'webp', width: 1600, height: 1200 },
    });
    // The listing's folder holds those three files and nothing else.
    expect(await t.storedKeys('public', `listings/${listing.id}`)).toEqual(
      [image!.largeUrl, image!.thumbUrl, image!.mediumUrl!].map(keyOf),
    );
  });

  it('never enlarges: a 700 px photo is 700 px in the middle and large sizes', async () => {
    const { client } = await signUpMember(t);
    const listing = await submit(client, [await makePhoto(700, 500)]);
    const sizes = await sizesOf(client, listing.images[0]!);
    expect(sizes.medium).toEqual({ format: 'webp', width: 700, height: 500 });
    expect(sizes.large).toEqual({ format: 'webp', width: 700, height: 500 });
  });

  it('makes the three sizes of a pending upload when it arrives and moves all three to the listing', async () => {
    const { client } = await signUpMember(t);
    const form = new FormData();
    form.set(
      'image',
      new Blob([new Uint8Array(await makePhoto(3024, 4032))], { type: 'image/jpeg' }),
      'p.jpg',
    );
    const uploaded = await client.request<PendingUpload>('POST', '/api/uploads', { form });
    expect(uploaded.status).toBe(201);
    const folder = `pending-uploads/${uploaded.body.id}`;
    expect(await t.storedKeys('private', folder)).toEqual([
      `${folder}/1600.webp`,
      `${folder}/400.webp`,
      `${folder}/800.webp`,
    ]);

    const submitted = listingForm({ name: 'Portrait photo' }, []);
    submitted.set('photoOrder', JSON.stringify([`upload:${uploaded.body.id}`]));
    const res = await client.request<ListingDetail>('POST', '/api/listings', { form: submitted });
    expect(res.status).toBe(201);
    // A portrait photo: both sizes are bounded by width (800 × 1067 and 1600 × 2133).
    expect(await sizesOf(client, res.body.images[0]!)).toEqual({
      thumb: { format: 'webp', width: 400, height: 400 },
      medium: { format: 'webp', width: 800, height: 1067 },
      large: { format: 'webp', width: 1600, height: 2133 },
    });
    expect(await t.storedKeys('private', folder)).toEqual([]);
  });

  it('removes all three files of a photo the seller takes out of the listing', async () => {
    const { client } = await signUpMember(t);
    const listing = await submit(client, [await makePhoto(1000, 750), await makePhoto(900, 600)]);
    const [kept, removed] = listing.images;
    const form = listingForm({ name: 'Dive computer' }, []);
    form.set('photoOrder', JSON.stringify([`existing:${kept!.id}`]));
    const res = await client.request<ListingDetail>('PUT', `/api/listings/${listing.id}`, { form });
    expect(res.status).toBe(200);
    for (const url of [removed!.thumbUrl, removed!.mediumUrl!, removed!.largeUrl]) {
      expect((await client.fetchRaw(url)).status, url).toBe(404);
    }
    expect(await t.storedKeys('public', `listings/${listing.id}`)).toEqual(
      [kept!.largeUrl, kept!.thumbUrl, kept!.mediumUrl!].map(keyOf),
    );
  });
});

describe('photos stored before the middle size (migration 0020)', () => {
  /** A listing whose photos look like an older one's: no middle size recorded or stored. */
  async function olderListing(client: TestClient, photos: Buffer[]) {
    const listing = await submit(client, photos);
    for (const image of listing.images) {
      await t.deps.storage.remove('public', keyOf(image.mediumUrl!));
      await t.deps.database.db
        .update(listingImages)
        .set({ mediumKey: null })
        .where(eq(listingImages.id, image.id));
    }
    return listing;
  }

  it('answers mediumUrl null until the job has made it from the 1600 px file, then its 800 px URL', async () => {
    const { client } = await signUpMember(t);
    const listing = await olderListing(client, [await makePhoto(2400, 1800)]);
    const before = await client.get<ListingDetail>(`/api/listings/${listing.id}`);
    expect(before.body.images[0]!.mediumUrl).toBeNull();

    // Other tests' photos may be waiting too: pass until none is left.
    while ((await backfillMediumImages({ db: t.deps.database.db, storage: t.deps.storage })) > 0);

    const after = await client.get<ListingDetail>(`/api/listings/${listing.id}`);
    const image = after.body.images[0]!;
    expect(image.mediumUrl).toBe(listing.images[0]!.mediumUrl);
    expect(await served(client, image.mediumUrl!)).toEqual({ format: 'webp', width: 800, height: 600 });
    expect(await backfillMediumImages({ db: t.deps.database.db, storage: t.deps.storage })).toBe(0);
  });

  it('removes an older photo’s middle size with it even before it was recorded', async () => {
    const { client } = await signUpMember(t);
    const listing = await olderListing(client, [await makePhoto(900, 600), await makePhoto(800, 600)]);
    const [kept, removed] = listing.images;
    // The job wrote the file but had not recorded it yet when the seller removed the photo.
    await t.deps.storage.put('public', keyOf(removed!.mediumUrl!), await makePhoto(10, 10));
    const form = listingForm({ name: 'Dive computer' }, []);
    form.set('photoOrder', JSON.stringify([`existing:${kept!.id}`]));
    expect((await client.request('PUT', `/api/listings/${listing.id}`, { form })).status).toBe(200);
    expect(await t.storedKeys('public', `listings/${listing.id}`)).toEqual(
      [kept!.largeUrl, kept!.thumbUrl].map(keyOf),
    );
  });
});
