import {
  SETTINGS_MESSAGES,
  SIGN_UP_MESSAGES,
  type ActiveSession,
  type CurrentUser,
  type OwnProfile,
} from '@marketplace/contract/accounts-messages';
import type { ApiErrorBody } from '@marketplace/contract/errors';
import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActivityLogs } from '../../db/schema/community';
import { listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';
import { createTestApp, listingForm, makePhoto, signUpMember, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const profileUpdate = {
  firstName: 'Hawwa',
  lastName: 'Nisha',
  mobile: '9876543',
  location: 'S. Hithadhoo, Seenu',
  instagramHandle: '@hawwa.n',
};

async function photoForm(fields: Record<string, Buffer>) {
  const form = new FormData();
  for (const [name, bytes] of Object.entries(fields)) {
    form.append(name, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${name}.jpg`);
  }
  return form;
}

describe('profile settings', () => {
  it('shows the owner their private fields and saves changes with the sign-up rules', async () => {
    const { client, input } = await signUpMember(t);
    const own = await client.get<OwnProfile>('/api/accounts/profile');
    expect(own.body.nationalIdNumber).toBe(input.nationalIdNumber);
    expect(own.body.idVerification.status).toBe('not_submitted');

    const bad = await client.request<ApiErrorBody>('PUT', '/api/accounts/profile', {
      json: { ...profileUpdate, mobile: '12' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: 'mobile', message: SIGN_UP_MESSAGES.mobileInvalid }]);

    const saved = await client.request<OwnProfile>('PUT', '/api/accounts/profile', {
      json: {
        ...profileUpdate,
        isVerifiedSeller: true,
        nationalIdNumber: 'X000000',
        email: 'other@example.mv',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      firstName: 'Hawwa',
      lastName: 'Nisha',
      mobile: '9876543',
      location: 'S. Hithadhoo, Seenu',
      instagramHandle: 'hawwa.n',
      isVerifiedSeller: false,
      nationalIdNumber: input.nationalIdNumber,
      email: input.email,
    });
    // The signed-in member's cached self carries the island too: a new listing starts there (issue #37 item 4l).
    expect((await client.get<{ user: CurrentUser }>('/api/me')).body.user).toMatchObject({
      firstName: 'Hawwa',
      location: 'S. Hithadhoo, Seenu',
    });
  });

  it('refuses visitors', async () => {
    expect((await t.client().get('/api/accounts/profile')).status).toBe(401);
    expect((await t.client().request('PUT', '/api/accounts/profile', { json: profileUpdate })).status).toBe(
      401,
    );
  });

  it('crops an uploaded avatar to a 256 px square WebP and removes the one it replaces', async () => {
    const { client, userId } = await signUpMember(t);
    const first = await client.request<{ avatarUrl: string }>('POST', '/api/accounts/avatar', {
      form: await photoForm({ avatar: await makePhoto(300, 300) }),
    });
    const res = await client.request<{ avatarUrl: string }>('POST', '/api/accounts/avatar', {
      form: await photoForm({ avatar: await makePhoto(900, 500) }),
    });
    expect(res.status).toBe(200);
    const image = await t.app.request(res.body.avatarUrl);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await client.get<{ user: CurrentUser }>('/api/me')).body.user.avatarUrl).toBe(res.body.avatarUrl);
    expect((await t.app.request(first.body.avatarUrl)).status).toBe(404);
    expect(await t.storedKeys('public', `avatars/${userId}`)).toEqual([res.body.avatarUrl.replace(/^\/media\//, '')]);
  });
});

describe('password and sessions', () => {
  it('changes the password with the current one and ends the other sessions', async () => {
    const { client, input } = await signUpMember(t);
    const other = t.client();
    await other.post('/api/accounts/sign-in', { email: input.email, password: input.password });

    const wrong = await client.post<ApiErrorBody>('/api/accounts/password', {
      currentPassword: 'Nope!1234',
      newPassword: 'Changed!Pass1',
      confirmPassword: 'Changed!Pass1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([
      { path: 'currentPassword', message: SETTINGS_MESSAGES.currentPasswordWrong },
    ]);

    const ok = await client.post('/api/accounts/password', {
      currentPassword: input.password,
      newPassword: 'Changed!Pass1',
      confirmPassword: 'Changed!Pass1',
    });
    expect(ok.status).toBe(200);
    expect((await client.get<{ user: CurrentUser | null }>('/api/me')).body.user).not.toBeNull();
    expect((await other.get<{ user: CurrentUser | null }>('/api/me')).body.user).toBeNull();
    expect(
      (await t.client().post('/api/accounts/sign-in', { email: input.email, password: 'Changed!Pass1' }))
        .status,
    ).toBe(200);
  });

  it('lists the active sessions and ends one of them, never someone else’s', async () => {
    const { client, input } = await signUpMember(t);
    const laptop = t.client();
    await laptop.post('/api/accounts/sign-in', { email: input.email, password: input.password });
    const list = await client.get<{ items: ActiveSession[] }>('/api/accounts/sessions');
    expect(list.body.items).toHaveLength(2);
    const laptopSession = list.body.items.find((s) => !s.current)!;

    const stranger = await signUpMember(t);
    expect((await stranger.client.delete(`/api/accounts/sessions/${laptopSession.id}`)).status).toBe(404);
    expect((await laptop.get<{ user: CurrentUser | null }>('/api/me')).body.user).not.toBeNull();

    expect((await client.delete(`/api/accounts/sessions/${laptopSession.id}`)).status).toBe(200);
    expect((await laptop.get<{ user: CurrentUser | null }>('/api/me')).body.user).toBeNull();
  });
});

describe('ID verification', () => {
  it('keeps ID photos private, serves them to the owner uncached, and moves the status to pending', async () => {
    const { client, userId } = await signUpMember(t);
    const missing = await client.request<ApiErrorBody>('POST', '/api/accounts/verification', {
      form: await photoForm({ front: await makePhoto() }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([{ path: 'back', message: SETTINGS_MESSAGES.idPhotosRequired }]);

    const res = await client.request<OwnProfile>('POST', '/api/accounts/verification', {
      form: await photoForm({
        front: await makePhoto(),
        back: await makePhoto(640, 480, { r: 200, g: 10, b: 10 }),
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.idVerification).toMatchObject({
      status: 'pending',
      hasFrontPhoto: true,
      hasBackPhoto: true,
    });

    const photo = await client.get('/api/accounts/verification/photos/front');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cache-control')).toBe('no-store');
    expect(photo.headers.get('content-type')).toBe('image/webp');

    const [profile] = await t.deps.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(await t.storedKeys('private', `id-verification/${userId}`)).toEqual(
      [profile!.nationalIdFrontKey!, profile!.nationalIdBackKey!].sort(),
    );
    expect(await t.storedKeys('public', 'id-verification')).toEqual([]);
    expect((await t.app.request(`/media/${profile!.nationalIdFrontKey}`)).status).toBe(404);
    expect((await t.client().get('/api/accounts/verification/photos/front')).status).toBe(401);
    const stranger = await signUpMember(t);
    expect((await stranger.client.get('/api/accounts/verification/photos/front')).status).toBe(404);

    const again = await client.request<ApiErrorBody>('POST', '/api/accounts/verification', {
      form: await photoForm({ front: await makePhoto(), back: await makePhoto() }),
    });
    expect(again.status).toBe(409);
    const logs = await t.deps.database.db
      .select()
      .from(userActivityLogs)
      .where(eq(userActivityLogs.userId, userId));
    expect(logs.map((l) => l.actionType)).toContain('VERIFICATION_SUBMITTED');
    expect(JSON.stringify(logs)).not.toContain(profile!.nationalIdNumber!);
  });
});

describe('deleting an account', () => {
  it('erases personal data and ID photos, soft-deletes listings and signs the member out', async () => {
    const { client, input, userId } = await signUpMember(t);
    const created = await client.request<ListingDetail>('POST', '/api/listings', {
      form: listingForm({}, [{ bytes: await makePhoto() }]),
    });
    await client.request('POST', '/api/accounts/verification', {
      form: await photoForm({ front: await makePhoto(), back: await makePhoto() }),
    });
    await client.request('POST', '/api/accounts/avatar', { form: await photoForm({ avatar: await makePhoto() }) });
    expect(await t.storedKeys('private', `id-verification/${userId}`)).toHaveLength(2);
    expect(await t.storedKeys('public', `avatars/${userId}`)).toHaveLength(1);

    const wrong = await client.request<ApiErrorBody>('DELETE', '/api/accounts/me', {
      json: { confirmation: 'DELETE', password: 'Wrong!Pass1' },
    });
    expect(wrong.status).toBe(400);
    const unconfirmed = await client.request<ApiErrorBody>('DELETE', '/api/accounts/me', {
      json: { confirmation: 'delete', password: input.password },
    });
    expect(unconfirmed.body.issues?.[0]).toEqual({
      path: 'confirmation',
      message: SETTINGS_MESSAGES.deleteConfirmationMismatch,
    });

    const res = await client.request('DELETE', '/api/accounts/me', {
      json: { confirmation: 'DELETE', password: input.password },
    });
    expect(res.status).toBe(200);
    expect((await client.get<{ user: CurrentUser | null }>('/api/me')).body.user).toBeNull();
    expect(
      (await t.client().post('/api/accounts/sign-in', { email: input.email, password: input.password }))
        .status,
    ).toBe(401);

    const [profile] = await t.deps.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({
      nationalIdNumber: null,
      mobile: null,
      dateOfBirth: null,
      nationalIdFrontKey: null,
    });
    expect(JSON.stringify(profile)).not.toContain(input.email);
    expect(await t.storedKeys('private', `id-verification/${userId}`)).toEqual([]);
    expect(await t.storedKeys('public', `avatars/${userId}`)).toEqual([]);
    const [listing] = await t.deps.database.db
      .select()
      .from(listings)
      .where(eq(listings.id, created.body.id));
    expect(listing?.isDeleted).toBe(true);
    const logs = await t.deps.database.db
      .select()
      .from(userActivityLogs)
      .where(eq(userActivityLogs.userId, userId));
    expect(logs.map((l) => l.actionType)).toEqual(
      expect.arrayContaining(['ACCOUNT_DELETE_REQUEST', 'ACCOUNT_DELETED']),
    );
  });
});
