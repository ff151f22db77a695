import type { ApiErrorBody } from '@marketplace/contract/errors';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { mailOutbox, userActivityLogs } from '../../db/schema/community';
import { createTestApp, signUpMember, TEST_BASE_URL, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const mailsTo = (to: string) =>
  t.deps.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt));

describe("better-auth's router behind an allow-list (issue #11)", () => {
  it('answers 404 to the endpoints the app does not use, and they change nothing', async () => {
    const member = await signUpMember(t);
    const expectNotFound = (res: { status: number; body: unknown }, what: string) => {
      expect(res.status, what).toBe(404);
      expect(res.body, what).toMatchObject({ code: 'NOT_FOUND' } satisfies Partial<ApiErrorBody>);
    };

    // Sign-in without the app's per-e-mail limit and LOGIN_FAILURE row.
    for (let i = 0; i < 3; i++) {
      expectNotFound(
        await t
          .client()
          .post('/api/auth/sign-in/email', { email: member.input.email, password: 'Wrong!Pass1' }),
        'sign-in/email',
      );
    }
    expectNotFound(
      await t
        .client()
        .post('/api/auth/sign-in/email', { email: member.input.email, password: member.input.password }),
      'sign-in/email with the right password',
    );
    // Reset and confirmation mail without the app's per-e-mail caps, to any address.
    const mailsBefore = (await mailsTo(member.input.email)).length;
    expectNotFound(
      await t.client().post('/api/auth/request-password-reset', { email: member.input.email }),
      'request-password-reset',
    );
    expectNotFound(
      await t.client().post('/api/auth/send-verification-email', { email: member.input.email }),
      'send-verification-email',
    );
    expect(await mailsTo(member.input.email)).toHaveLength(mailsBefore);
    // The profile's validation skipped.
    expectNotFound(
      await member.client.post('/api/auth/update-user', { name: 'x', image: 'javascript:alert(1)' }),
      'update-user',
    );
    const [row] = await t.deps.database.db.select().from(user).where(eq(user.id, member.userId));
    expect(row).toMatchObject({ name: 'Aishath Test', image: null });
    // Session reads, sign-up and the admin plugin.
    expectNotFound(await member.client.get('/api/auth/get-session'), 'get-session');
    expectNotFound(await member.client.get('/api/auth/list-sessions'), 'list-sessions');
    expectNotFound(await t.client().post('/api/auth/sign-up/email', {}), 'sign-up/email');
    expectNotFound(await member.client.get('/api/auth/admin/list-users'), 'admin/list-users');

    const logins = await t.deps.database.db
      .select()
      .from(userActivityLogs)
      .where(
        and(eq(userActivityLogs.userId, member.userId), eq(userActivityLogs.actionType, 'LOGIN_SUCCESS')),
      );
    expect(logins).toHaveLength(0);
  });

  it('confirms an e-mail through the link, signs the member in and logs it like a sign-in', async () => {
    const member = await signUpMember(t);
    const [mail] = (await mailsTo(member.input.email)).filter((m) => m.kind === 'email-verification');
    const link = /(http\S+\/api\/auth\/verify-email\?\S+)/.exec(mail!.text ?? '')?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin).toBe(TEST_BASE_URL);

    const browser = t.client();
    const res = await browser.get(`${url.pathname}${url.search}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard');
    expect(browser.hasSession()).toBe(true);
    const me = await browser.get<{ user: { id: string; emailVerified: boolean } }>('/api/me');
    expect(me.body.user).toMatchObject({ id: member.userId, emailVerified: true });
    const logins = await t.deps.database.db
      .select()
      .from(userActivityLogs)
      .where(
        and(eq(userActivityLogs.userId, member.userId), eq(userActivityLogs.actionType, 'LOGIN_SUCCESS')),
      );
    expect(logins.map((l) => l.description)).toEqual(['Signed in by the e-mail confirmation link']);

    // The same link opened where the member is already signed in is no new sign-in.
    expect((await browser.get(`${url.pathname}${url.search}`)).status).toBe(302);
    const after = await t.deps.database.db
      .select()
      .from(userActivityLogs)
      .where(
        and(eq(userActivityLogs.userId, member.userId), eq(userActivityLogs.actionType, 'LOGIN_SUCCESS')),
      );
    expect(after).toHaveLength(1);
  });
});
