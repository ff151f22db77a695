import { existsSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { OwnProfile } from '@marketplace/contract/accounts-messages';
import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema/profiles';
import {
  createTestApp,
  listingForm,
  makePhoto,
  signUpMember,
  type TestApp,
  type TestClient,
} from '../test/test-app';

// Runs in `api` on the disk and in `api-s3` on a bucket: the same rules hold for both (issue #11).
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(async () => {
  await t.close();
});

const read = async (body: ReadableStream<Uint8Array> | undefined) =>
  Buffer.from(await new Response(body).arrayBuffer());
const webp = (text: string) => Buffer.from(`RIFF----WEBP${text}`);

describe(`storage (${process.env.TEST_STORAGE === 's3' ? 'S3-compatible bucket' : 'local disk'})`, () => {
  it('gives back what was put, with its size and type, and nothing for a missing or unsafe key', async () => {
    const { storage } = t.deps;
    await storage.put('public', 'tests/round-trip/a.webp', webp('round trip'));
    const object = await storage.open('public', 'tests/round-trip/a.webp');
    expect(object).toMatchObject({ size: 22, contentType: 'image/webp' });
    expect((await read(object?.body)).toString()).toBe('RIFF----WEBPround trip');
    expect(await storage.open('public', 'tests/round-trip/missing.webp')).toBeNull();
    expect(await storage.open('public', '../private/tests/x.webp')).toBeNull();
    await expect(storage.put('public', '../escape.webp', webp('x'))).rejects.toThrow(/Unsafe storage key/);
  });

  it('keeps public and private apart: a private key is never served under /media', async () => {
    const { storage } = t.deps;
    await storage.put('private', 'tests/apart/id.webp', webp('private'));
    expect(await storage.open('public', 'tests/apart/id.webp')).toBeNull();
    expect(await t.storedKeys('private', 'tests/apart')).toEqual(['tests/apart/id.webp']);
    expect(await t.storedKeys('public', 'tests/apart')).toEqual([]);
    expect((await t.app.request('/media/tests/apart/id.webp')).status).toBe(404);
    expect((await t.app.request('/media/..%2Fprivate%2Ftests%2Fapart%2Fid.webp')).status).toBe(404);
  });

  it('removes a key or a folder, never a neighbour that only shares the first letters', async () => {
    const { storage } = t.deps;
    for (const key of [
      'tests/rm/one/a.webp',
      'tests/rm/one/b/c.webp',
      'tests/rm/one-more/d.webp',
      'tests/rm/e.webp',
    ]) {
      await storage.put('public', key, webp(key));
    }
    await storage.remove('public', 'tests/rm/one');
    await storage.remove('public', 'tests/rm/e.webp');
    await storage.remove('public', 'tests/rm/never-there');
    expect(await t.storedKeys('public', 'tests/rm')).toEqual(['tests/rm/one-more/d.webp']);
  });

  it('serves a public photo under /media with a year of caching, HEAD included', async () => {
    await t.deps.storage.put('public', 'tests/served/p.webp', webp('served'));
    const res = await t.app.request('/media/tests/served/p.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-length')).toBe('18');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('RIFF----WEBPserved');
    const head = await t.app.request('/media/tests/served/p.webp', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('18');
    const missing = await t.app.request('/media/tests/served/none.webp');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe.runIf(process.env.TEST_STORAGE === 's3')('in an S3-compatible bucket', () => {
  const bucketUrl = (objectKey: string) => `${t.s3!.settings.endpoint}/${t.s3!.settings.bucket}/${objectKey}`;
  const getObject = async (objectKey: string) => {
    const object = await t.s3!.client.send(
      new GetObjectCommand({ Bucket: t.s3!.settings.bucket, Key: objectKey }),
    );
    return Buffer.from(await object.Body!.transformToByteArray());
  };

  it('stores listing photos in the bucket only, serves them under /media, and keeps the bucket private', async () => {
    const seller = await signUpMember(t);
    const created = await seller.client.request<ListingDetail>('POST', '/api/listings', {
      form: listingForm({}, [{ bytes: await makePhoto(700, 500) }]),
    });
    expect(created.status).toBe(201);
    const thumbKey = created.body.images[0]!.thumbUrl.replace(/^\/media\//, '');
    expect(await t.storedKeys('public', `listings/${created.body.id}`)).toEqual([
      thumbKey.replace(/-400\.webp$/, '-1600.webp'),
      thumbKey,
      thumbKey.replace(/-400\.webp$/, '-800.webp'),
    ]);
    expect(existsSync(path.join(t.deps.env.DATA_DIR, 'media'))).toBe(false);

    // A pending listing's photo is its owner's and the admin's only; once live it is public (issue #11).
    expect((await t.app.request(created.body.images[0]!.thumbUrl)).status).toBe(404);
    const admin = await t.adminClient();
    expect(
      (await admin.post(`/api/admin/listings/${created.body.id}/status`, { status: 'Approved' })).status,
    ).toBe(200);
    const served = await t.app.request(created.body.images[0]!.thumbUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(await getObject(`media/${thumbKey}`));
    // The app is the only way in: the store itself answers a browser with 403.
    expect((await fetch(bucketUrl(`media/${thumbKey}`))).status).toBe(403);
  });

  it('keeps ID photos in the bucket, unreadable without credentials, shown by the app to the owner and the admin only', async () => {
    const member = await signUpMember(t);
    const form = new FormData();
    for (const side of ['front', 'back']) {
      form.append(side, new Blob([new Uint8Array(await makePhoto())], { type: 'image/jpeg' }), `${side}.jpg`);
    }
    const submitted = await member.client.request<OwnProfile>('POST', '/api/accounts/verification', { form });
    expect(submitted.status).toBe(200);
    const [profile] = await t.deps.database.db.select().from(profiles).where(eq(profiles.id, member.userId));
    const frontKey = profile!.nationalIdFrontKey!;
    expect(await t.storedKeys('private', `id-verification/${member.userId}`)).toEqual(
      [frontKey, profile!.nationalIdBackKey!].sort(),
    );
    expect(existsSync(path.join(t.deps.env.DATA_DIR, 'private'))).toBe(false);

    const anonymous = await fetch(bucketUrl(`private/${frontKey}`));
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toContain('AccessDenied');
    const stored = await getObject(`private/${frontKey}`);
    expect(stored.subarray(8, 12).toString('ascii')).toBe('WEBP');

    const own = await member.client.get('/api/accounts/verification/photos/front');
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(own.headers.get('content-length')).toBe(String(stored.length));
    const reviewed = await t.app.request(`/api/admin/users/${member.userId}/id-photos/front`, {
      headers: { Cookie: admin.cookieHeader() },
    });
    expect(reviewed.status).toBe(200);
    expect(Buffer.from(await reviewed.arrayBuffer())).toEqual(stored);

    expect((await t.client().get('/api/accounts/verification/photos/front')).status).toBe(401);
    const stranger = await signUpMember(t);
    expect((await stranger.client.get(`/api/admin/users/${member.userId}/id-photos/front`)).status).toBe(403);
    expect((await t.app.request(`/media/${frontKey}`)).status).toBe(404);
    expect((await t.app.request(`/media/..%2Fprivate%2F${frontKey.replaceAll('/', '%2F')}`)).status).toBe(
      404,
    );
  });
});
