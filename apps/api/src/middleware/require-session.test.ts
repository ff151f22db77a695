import type { CurrentUser } from '@marketplace/contract/accounts-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../db/schema/auth';
import { ADMIN_EMAIL, createTestApp, signUpMember, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function adminUserId(): Promise<string> {
  const [row] = await t.deps.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, ADMIN_EMAIL));
  return row!.id;
}

async function ageAdminSessions(field: 'createdAt' | 'updatedAt', ms: number) {
  const past = new Date(Date.now() - ms);
  await t.deps.database.db
    .update(session)
    .set({ [field]: past })
    .where(eq(session.userId, await adminUserId()));
}

describe('session lifetimes', () => {
  it('ends an admin session after 30 minutes without a request', async () => {
    const admin = await t.adminClient();
    expect((await admin.get('/api/admin/listings')).status).toBe(200);
    await ageAdminSessions('updatedAt', 31 * 60 * 1000);
    expect((await admin.get('/api/admin/listings')).status).toBe(401);
  });

  it('keeps an active admin signed in, but not beyond 12 hours', async () => {
    const admin = await t.adminClient();
    await ageAdminSessions('updatedAt', 10 * 60 * 1000);
    expect((await admin.get('/api/admin/listings')).status).toBe(200);
    await ageAdminSessions('createdAt', 12 * 60 * 60 * 1000 + 1000);
    expect((await admin.get('/api/admin/listings')).status).toBe(401);
  });

  it('gives a session without "remember me" a browser-session cookie and a 24-hour limit', async () => {
    const { input, userId } = await signUpMember(t);
    const client = t.client();
    const res = await client.post('/api/accounts/sign-in', {
      email: input.email,
      password: input.password,
      rememberMe: false,
    });
    const sessionCookie = res.headers.getSetCookie().find((c) => c.includes('session_token='))!;
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/i);
    const rows = await t.deps.database.db.select().from(session).where(eq(session.userId, userId));
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    const hours = (newest.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('gives "remember me" a 30-day cookie', async () => {
    const { input } = await signUpMember(t);
    const res = await t
      .client()
      .post('/api/accounts/sign-in', { email: input.email, password: input.password, rememberMe: true });
    const sessionCookie = res.headers.getSetCookie().find((c) => c.includes('session_token='))!;
    expect(sessionCookie).toMatch(/Max-Age=2592000/);
  });

  it('notices a session deleted elsewhere on the very next request', async () => {
    const { client, userId } = await signUpMember(t);
    expect((await client.get<{ user: CurrentUser | null }>('/api/me')).body.user).not.toBeNull();
    await t.deps.database.db.delete(session).where(eq(session.userId, userId));
    expect((await client.get<{ user: CurrentUser | null }>('/api/me')).body.user).toBeNull();
  });

  // Decision 022: loadSession reads the common case itself; these hold it to better-auth's rules.
  async function signedIn(rememberMe: boolean) {
    const { input, userId } = await signUpMember(t);
    const client = t.client();
    await client.post('/api/accounts/sign-in', { email: input.email, password: input.password, rememberMe });
    const rows = await t.deps.database.db.select().from(session).where(eq(session.userId, userId));
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    const me = async (cookie = client.cookieHeader()) => {
      const res = await t.app.request('/api/me', { headers: { Cookie: cookie } });
      return ((await res.json()) as { user: CurrentUser | null }).user;
    };
    return { client, userId, sessionRow: newest, me };
  }
  const sessionRow = async (id: string) =>
    (await t.deps.database.db.select().from(session).where(eq(session.id, id)))[0];

  it('refuses a session cookie whose signature does not match its token', async () => {
    const { client, me } = await signedIn(true);
    expect(await me()).not.toBeNull();
    // Same token, another signature (a valid-looking 44-character base64 HMAC).
    const forged = client
      .cookieHeader()
      .replace(
        /(session_token=[^;]*\.)[^;]*/,
        (_m, head: string) => `${head}${encodeURIComponent('A'.repeat(43) + '=')}`,
      );
    expect(forged).not.toBe(client.cookieHeader());
    expect(await me(forged)).toBeNull();
  });

  it('refuses an expired session and removes it', async () => {
    const { sessionRow: row, me } = await signedIn(true);
    await t.deps.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, row.id));
    expect(await me()).toBeNull();
    expect(await sessionRow(row.id)).toBeUndefined();
  });

  it('slides a "remember me" session forward to 30 days once a day, as better-auth does', async () => {
    const { sessionRow: row, me } = await signedIn(true);
    const aDayAndAnHourOld = new Date(Date.now() + 30 * 24 * 3_600_000 - 25 * 3_600_000);
    await t.deps.database.db
      .update(session)
      .set({ expiresAt: aDayAndAnHourOld })
      .where(eq(session.id, row.id));
    expect(await me()).not.toBeNull();
    const days = ((await sessionRow(row.id))!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
  });

  it('does not slide a session signed in without "remember me"', async () => {
    const { sessionRow: row, me } = await signedIn(false);
    const inTwoHours = new Date(Date.now() + 2 * 3_600_000);
    await t.deps.database.db.update(session).set({ expiresAt: inTwoHours }).where(eq(session.id, row.id));
    expect(await me()).not.toBeNull();
    expect((await sessionRow(row.id))!.expiresAt.getTime()).toBe(inTwoHours.getTime());
  });
});
