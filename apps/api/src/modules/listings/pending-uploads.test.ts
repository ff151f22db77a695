/**
 * Issue #12: photos uploaded one per request before the listing is submitted (`/api/uploads`), attached by
 * id on submit and edit, refused to anyone but their owner, and removed with their files when never used.
 */
import type { ApiErrorBody } from '@marketplace/contract/errors';
import {
  LISTING_MESSAGES,
  PENDING_UPLOADS_MAX,
  UPLOAD_MESSAGES,
  type ListingDetail,
  type PendingUpload,
} from '@marketplace/contract/listings-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingUploads } from '../../db/schema/listings';
import {
  createTestApp,
  listingForm,
  makePhoto,
  signUpMember,
  type TestApp,
  type TestClient,
} from '../../test/test-app';
import { PENDING_UPLOAD_TTL_MS, removeExpiredUploads } from './pending-uploads.service';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(async () => {
  await t.close();
});

function uploadForm(bytes: Buffer, type = 'image/jpeg', name = 'photo.jpg'): FormData {
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

async function upload(client: TestClient, bytes?: Buffer) {
  return client.request<PendingUpload & ApiErrorBody>('POST', '/api/uploads', {
    form: uploadForm(bytes ?? (await makePhoto(900, 600))),
  });
}

/** A listing form with no files, its photos named by `photoOrder`. */
function submitWith(
  client: TestClient,
  photoOrder: string[],
  fields: Parameters<typeof listingForm>[0] = {},
) {
  const form = listingForm(fields, []);
  form.set('photoOrder', JSON.stringify(photoOrder));
  return client.request<ListingDetail & ApiErrorBody>('POST', '/api/listings', { form });
}

const keyOf = (mediaUrl: string) => mediaUrl.replace(/^\/media\//, '');

describe('uploading a photo on its own', () => {
  it('refuses a visitor with 401 and stores nothing', async () => {
    const res = await upload(t.client());
    expect(res.status).toBe(401);
    expect(await t.storedKeys('private', 'pending-uploads')).toEqual([]);
  });

  it('refuses a banned member with 401', async () => {
    const banned = await signUpMember(t);
    await admin.post(`/api/admin/users/${banned.userId}/status`, { newStatus: 'banned' });
    const res = await upload(banned.client);
    expect(res.status).toBe(401);
  });

  it('keeps a member’s photo, re-encoded, privately, for 24 hours', async () => {
    const { client, userId } = await signUpMember(t);
    const res = await upload(client, await makePhoto(2400, 1800));
    expect(res.status).toBe(201);
    expect(res.body.width).toBe(1600);
    expect(res.body.height).toBe(1200);
    const expires = Date.parse(res.body.expiresAt) - Date.now();
    expect(expires).toBeGreaterThan(PENDING_UPLOAD_TTL_MS - 60_000);
    expect(expires).toBeLessThanOrEqual(PENDING_UPLOAD_TTL_MS);
    const [row] = await t.deps.database.db
      .select()
      .from(pendingUploads)
      .where(eq(pendingUploads.id, res.body.id));
    expect(row?.userId).toBe(userId);
    expect(await t.storedKeys('private', `pending-uploads/${res.body.id}`)).toEqual([
      `pending-uploads/${res.body.id}/1600.webp`,
      `pending-uploads/${res.body.id}/400.webp`,
      `pending-uploads/${res.body.id}/800.webp`,
    ]);
    // Nothing of it is public before a listing holds it.
    expect(await t.storedKeys('public', `pending-uploads`)).toEqual([]);
  });

  it('answers 413 with the spec message for a photo over 10 MB', async () => {
    const { client } = await signUpMember(t);
    const res = await upload(client, Buffer.concat([await makePhoto(), Buffer.alloc(10 * 1024 * 1024)]));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(LISTING_MESSAGES.imageTooLarge);
  });

  it('answers 400 for a file that is not a JPEG, PNG or WebP photo, whatever its name says', async () => {
    const { client } = await signUpMember(t);
    const res = await client.request<ApiErrorBody>('POST', '/api/uploads', {
      form: uploadForm(Buffer.from('GIF89a not really a photo'), 'image/jpeg', 'photo.jpg'),
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'image', message: LISTING_MESSAGES.imageUnsupported }]);
    const gif = await client.request<ApiErrorBody>('POST', '/api/uploads', {
      form: uploadForm(
        Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
        'image/gif',
        'a.gif',
      ),
    });
    expect(gif.status).toBe(400);
  });

  it('answers 400 when no file is sent, and for a body that is not a form', async () => {
    const { client } = await signUpMember(t);
    const empty = await client.request<ApiErrorBody>('POST', '/api/uploads', { form: new FormData() });
    expect(empty.status).toBe(400);
    expect(empty.body.issues?.[0]?.path).toBe('image');
    const json = await client.post<ApiErrorBody>('/api/uploads', { image: 'x' });
    expect(json.status).toBe(400);
  });

  it(`refuses more than ${PENDING_UPLOADS_MAX} photos waiting at once with 409`, async () => {
    const { client } = await signUpMember(t);
    const photo = await makePhoto(200, 150);
    for (let i = 0; i < PENDING_UPLOADS_MAX; i += 1) expect((await upload(client, photo)).status).toBe(201);
    const res = await upload(client, photo);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(UPLOAD_MESSAGES.tooManyPending);
  });
});

describe('attaching uploads to a listing', () => {
  it('submits a listing from its uploads in the order given, moving their files to the listing', async () => {
    const { client } = await signUpMember(t);
    const first = await upload(client, await makePhoto(800, 600));
    const second = await upload(client, await makePhoto(700, 500));
    const res = await submitWith(client, [`upload:${second.body.id}`, `upload:${first.body.id}`]);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('Pending');
    expect(res.body.images.map((image) => image.id)).toEqual([second.body.id, first.body.id]);
    expect(res.body.images.map((image) => image.width)).toEqual([700, 800]);
    expect(await t.storedKeys('public', `listings/${res.body.id}`)).toEqual(
      res.body.images.flatMap((i) => [keyOf(i.thumbUrl), keyOf(i.mediumUrl!), keyOf(i.largeUrl)]).sort(),
    );
    const thumb = await client.fetchRaw(res.body.images[0]!.thumbUrl);
    expect(thumb.status).toBe(200);
    // Used once: the rows and the private files are gone, and the ids cannot be attached again.
    expect(await t.storedKeys('private', `pending-uploads/${first.body.id}`)).toEqual([]);
    expect(await t.storedKeys('private', `pending-uploads/${second.body.id}`)).toEqual([]);
    const again = await submitWith(client, [`upload:${first.body.id}`]);
    expect(again.status).toBe(404);
    expect(again.body.issues).toEqual([{ path: 'images', message: UPLOAD_MESSAGES.notFound }]);
  });

  it('still takes photos sent with the form, mixed with uploads by photoOrder', async () => {
    const { client } = await signUpMember(t);
    const uploaded = await upload(client, await makePhoto(640, 480));
    const form = listingForm({}, [{ bytes: await makePhoto(500, 400) }]);
    form.set('photoOrder', JSON.stringify(['new:0', `upload:${uploaded.body.id}`]));
    const res = await client.request<ListingDetail>('POST', '/api/listings', { form });
    expect(res.status).toBe(201);
    expect(res.body.images.map((image) => image.width)).toEqual([500, 640]);
  });

  it('will not let another member attach, or remove, someone else’s upload (404, and it stays the owner’s)', async () => {
    const owner = await signUpMember(t);
    const other = await signUpMember(t);
    const mine = await upload(owner.client);
    const stolen = await submitWith(other.client, [`upload:${mine.body.id}`]);
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe(UPLOAD_MESSAGES.notFound);
    expect((await other.client.delete(`/api/uploads/${mine.body.id}`)).status).toBe(404);
    // Another member's listing cannot take it on edit either.
    const theirs = await submitWith(other.client, [`upload:${(await upload(other.client)).body.id}`]);
    const edit = listingForm({}, []);
    edit.set('photoOrder', JSON.stringify([`upload:${mine.body.id}`]));
    const edited = await other.client.request<ApiErrorBody>('PUT', `/api/listings/${theirs.body.id}`, {
      form: edit,
    });
    expect(edited.status).toBe(404);
    // The owner still can.
    const res = await submitWith(owner.client, [`upload:${mine.body.id}`]);
    expect(res.status).toBe(201);
  });

  it('adds uploads to a listing on edit, beside its current photos', async () => {
    const { client } = await signUpMember(t);
    const created = await submitWith(client, [
      `upload:${(await upload(client, await makePhoto(600, 400))).body.id}`,
    ]);
    const added = await upload(client, await makePhoto(900, 700));
    const form = listingForm({ name: 'Edited with an upload' }, []);
    form.set(
      'photoOrder',
      JSON.stringify([`upload:${added.body.id}`, `existing:${created.body.images[0]!.id}`]),
    );
    const res = await client.request<ListingDetail>('PUT', `/api/listings/${created.body.id}`, { form });
    expect(res.status).toBe(200);
    expect(res.body.images.map((image) => image.id)).toEqual([added.body.id, created.body.images[0]!.id]);
    expect(await t.storedKeys('private', `pending-uploads/${added.body.id}`)).toEqual([]);
  });

  it('refuses the same upload twice in one listing and an order token that is not an upload or a file', async () => {
    const { client } = await signUpMember(t);
    const one = await upload(client);
    expect((await submitWith(client, [`upload:${one.body.id}`, `upload:${one.body.id}`])).status).toBe(400);
    expect((await submitWith(client, ['upload:not-an-id'])).status).toBe(400);
    expect((await submitWith(client, ['new:0'])).status).toBe(400);
    expect((await submitWith(client, [])).status).toBe(400);
  });

  it(`refuses more than 8 photos, uploads included`, async () => {
    const { client } = await signUpMember(t);
    const photo = await makePhoto(200, 150);
    const ids: string[] = [];
    for (let i = 0; i < 9; i += 1) ids.push((await upload(client, photo)).body.id);
    const res = await submitWith(
      client,
      ids.map((id) => `upload:${id}`),
    );
    expect(res.status).toBe(400);
    expect(res.body.issues?.[0]).toEqual({ path: 'images', message: LISTING_MESSAGES.imagesTooMany });
  });
});

describe('removing pending uploads', () => {
  it('lets the member remove their own upload with its files', async () => {
    const { client } = await signUpMember(t);
    const mine = await upload(client);
    const res = await client.delete(`/api/uploads/${mine.body.id}`);
    expect(res.status).toBe(200);
    expect(await t.storedKeys('private', `pending-uploads/${mine.body.id}`)).toEqual([]);
    expect((await client.delete(`/api/uploads/${mine.body.id}`)).status).toBe(404);
    expect((await client.delete('/api/uploads/..%2F..%2Fetc')).status).toBe(404);
    expect((await t.client().delete(`/api/uploads/${mine.body.id}`)).status).toBe(401);
  });

  it('removes uploads never attached after 24 hours, with their files, and keeps younger ones', async () => {
    const { client } = await signUpMember(t);
    const old = await upload(client);
    const young = await upload(client);
    const db = t.deps.database.db;
    await db
      .update(pendingUploads)
      .set({ createdAt: new Date(Date.now() - PENDING_UPLOAD_TTL_MS - 60_000) })
      .where(eq(pendingUploads.id, old.body.id));
    // Expired: it can no longer be attached, even before the clean-up runs.
    expect((await submitWith(client, [`upload:${old.body.id}`])).status).toBe(404);

    const removed = await removeExpiredUploads({ db, storage: t.deps.storage });
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(pendingUploads).where(eq(pendingUploads.id, old.body.id))).toEqual([]);
    expect(await t.storedKeys('private', `pending-uploads/${old.body.id}`)).toEqual([]);
    expect(await t.storedKeys('private', `pending-uploads/${young.body.id}`)).toHaveLength(3);
    expect((await submitWith(client, [`upload:${young.body.id}`])).status).toBe(201);
  });
});
