import { ACCOUNT_TOASTS, SIGN_UP_MESSAGES, type CurrentUser } from '@marketplace/contract/accounts-messages';
import type { ApiErrorBody } from '@marketplace/contract/errors';
import { NAME_LINK_MESSAGE } from '@marketplace/contract/fields';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { mailOutbox, userActivityLogs } from '../../db/schema/community';
import { profiles } from '../../db/schema/profiles';
import { createTestApp, signUpInput, signUpMember, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('sign-up', () => {
  it('creates the account and profile, signs the member in, and hides private fields from /api/me', async () => {
    const client = t.client();
    const input = signUpInput({ firstName: 'Mariyam', lastName: 'Lubna' });
    const res = await client.post<{ user: CurrentUser }>('/api/accounts/sign-up', input);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      email: input.email,
      firstName: 'Mariyam',
      lastName: 'Lubna',
      role: 'user',
    });
    expect(client.hasSession()).toBe(true);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(res.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);

    const me = await client.get<{ user: CurrentUser }>('/api/me');
    expect(me.body.user.email).toBe(input.email);
    expect(JSON.stringify(me.body)).not.toContain(input.nationalIdNumber);

    const [profile] = await t.deps.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, res.body.user.id));
    expect(profile).toMatchObject({
      nationalIdNumber: input.nationalIdNumber,
      location: 'K. Malé, Kaafu',
      instagramHandle: 'aishath',
      isVerifiedSeller: false,
      isEarlyAccessUser: false,
    });
    const logs = await t.deps.database.db
      .select()
      .from(userActivityLogs)
      .where(
        and(eq(userActivityLogs.userId, res.body.user.id), eq(userActivityLogs.actionType, 'SIGNUP_SUCCESS')),
      );
    expect(logs).toHaveLength(1);
  });

  it('answers 400 with the spec message for each invalid field and creates nothing', async () => {
    const client = t.client();
    const input = signUpInput({
      mobile: '12ab',
      nationalIdNumber: '12',
      password: 'weakpassword',
      location: '',
    });
    const res = await client.post<ApiErrorBody>('/api/accounts/sign-up', input);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'mobile', message: SIGN_UP_MESSAGES.mobileInvalid },
        { path: 'nationalIdNumber', message: SIGN_UP_MESSAGES.nationalIdInvalid },
        { path: 'password', message: SIGN_UP_MESSAGES.passwordWeak },
        { path: 'location', message: 'Location is required.' },
      ]),
    );
    const rows = await t.deps.database.db.select().from(user).where(eq(user.email, input.email));
    expect(rows).toHaveLength(0);
  });

  it('refuses an island that is not in the reference list', async () => {
    const res = await t
      .client()
      .post<ApiErrorBody>('/api/accounts/sign-up', signUpInput({ location: 'Atlantis, Kaafu' }));
    expect(res.status).toBe(400);
    expect(res.body.issues?.[0]?.path).toBe('location');
  });

  // Issue #37 item 4b: a stranger signing up someone else's address made the site mail them the stranger's text.
  it('refuses a link in a name, and mails to an unconfirmed address never open with the name typed for it', async () => {
    const attack = signUpInput({
      firstName: 'Your account is locked. Restore at',
      lastName: 'https://evil.example/restore',
    });
    const refused = await t.client().post<ApiErrorBody>('/api/accounts/sign-up', attack);
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: 'lastName', message: NAME_LINK_MESSAGE }]);
    expect(await t.deps.database.db.select().from(user).where(eq(user.email, attack.email))).toHaveLength(0);

    const victim = signUpInput({ firstName: 'Your account is locked', lastName: 'Call 7771234 now' });
    expect((await t.client().post('/api/accounts/sign-up', victim)).status).toBe(201);
    expect((await t.client().post('/api/accounts/forgot-password', { email: victim.email })).status).toBe(
      200,
    );
    const mails = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, victim.email));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['email-verification', 'password-reset']);
    for (const mail of mails) {
      expect(mail.text).toMatch(/^Hello,\n\n/);
      expect(mail.text).not.toContain('locked');
    }
  });

  it('answers 409 for an e-mail that is already registered, whatever its case', async () => {
    const { input } = await signUpMember(t);
    const res = await t
      .client()
      .post<ApiErrorBody>('/api/accounts/sign-up', signUpInput({ email: input.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('User already registered');
  });

  it('never lets a client set role, verification or status fields (mass assignment)', async () => {
    const client = t.client();
    const input = {
      ...signUpInput(),
      role: 'admin',
      banned: false,
      isVerifiedSeller: true,
      is_verified_seller: true,
      idVerificationStatus: 'verified',
      status: 'active',
      isEarlyAccessUser: true,
    };
    const res = await client.post<{ user: CurrentUser }>('/api/accounts/sign-up', input);
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe('user');
    const [profile] = await t.deps.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, res.body.user.id));
    expect(profile?.isVerifiedSeller).toBe(false);
    expect(profile?.idVerificationStatus).toBe('not_submitted');
    expect(profile?.isEarlyAccessUser).toBe(false);
    const admin = await client.get('/api/admin/listings');
    expect(admin.status).toBe(403);
  });
});

describe('sign-in and sign-out', () => {
  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const { input } = await signUpMember(t);
    const wrong = await t
      .client()
      .post<ApiErrorBody>('/api/accounts/sign-in', { email: input.email, password: 'Wrong!Pass1' });
    const unknown = await t
      .client()
      .post<ApiErrorBody>('/api/accounts/sign-in', { email: 'nobody@example.mv', password: 'Wrong!Pass1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(ACCOUNT_TOASTS.incorrectCredentials);
    expect(unknown.body.message).toBe(ACCOUNT_TOASTS.incorrectCredentials);
  });

  it('signs in, and sign-out ends every session of the member', async () => {
    const { input } = await signUpMember(t);
    const phone = t.client();
    const laptop = t.client();
    expect(
      (await phone.post('/api/accounts/sign-in', { email: input.email, password: input.password })).status,
    ).toBe(200);
    expect(
      (
        await laptop.post('/api/accounts/sign-in', {
          email: input.email,
          password: input.password,
          rememberMe: true,
        })
      ).status,
    ).toBe(200);
    expect((await laptop.get<{ user: CurrentUser | null }>('/api/me')).body.user?.email).toBe(input.email);

    expect((await phone.post('/api/accounts/sign-out')).status).toBe(200);
    expect((await phone.get<{ user: CurrentUser | null }>('/api/me')).body.user).toBeNull();
    expect((await laptop.get<{ user: CurrentUser | null }>('/api/me')).body.user).toBeNull();
  });

  it('refuses a cross-site form post (CSRF)', async () => {
    const form = new FormData();
    form.set('name', 'x');
    const res = await t
      .client()
      .request('POST', '/api/listings', { form, headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});

describe('forgot and reset password', () => {
  it('e-mails a link that resets the password once and ends the old sessions', async () => {
    const { client, input } = await signUpMember(t);
    const forgot = await t.client().post('/api/accounts/forgot-password', { email: input.email });
    expect(forgot.status).toBe(200);
    const unknown = await t.client().post('/api/accounts/forgot-password', { email: 'nobody@example.mv' });
    expect(unknown.status).toBe(200);

    const [mail] = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, input.email), eq(mailOutbox.kind, 'password-reset')))
      .orderBy(desc(mailOutbox.createdAt));
    const token = /reset-password\?token=([^\s]+)/.exec(mail!.text ?? '')?.[1];
    expect(token).toBeTruthy();

    const newPassword = 'N3w!Password';
    const reset = await t.client().post('/api/accounts/reset-password', {
      token: decodeURIComponent(token!),
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.status).toBe(200);
    expect((await client.get<{ user: CurrentUser | null }>('/api/me')).body.user).toBeNull();

    const again = await t.client().post<ApiErrorBody>('/api/accounts/reset-password', {
      token: decodeURIComponent(token!),
      password: 'Other!Pass9',
      confirmPassword: 'Other!Pass9',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(ACCOUNT_TOASTS.resetLinkInvalid);

    expect(
      (await t.client().post('/api/accounts/sign-in', { email: input.email, password: input.password }))
        .status,
    ).toBe(401);
    expect(
      (await t.client().post('/api/accounts/sign-in', { email: input.email, password: newPassword })).status,
    ).toBe(200);
  });
});
