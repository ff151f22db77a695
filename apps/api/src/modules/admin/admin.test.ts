import type {
  ActivityLogsPage,
  AdminOverview,
  AdminReports,
  AdminUserRow,
  AdminUsersPage,
} from '@marketplace/contract/admin';
import type { ApiErrorBody } from '@marketplace/contract/errors';
import type { AdminListingsPage, ListingDetail } from '@marketplace/contract/listings-messages';
import type { NotificationsPage } from '@marketplace/contract/notifications';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, userActivityLogs } from '../../db/schema/community';
import { PUBLIC_AUTH_ENDPOINTS } from '../accounts/auth-endpoints';
import {
  createTestApp,
  insertListing,
  listingForm,
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

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every admin endpoint of the OpenAPI document with a request that reaches it. A new admin route without a
 * row here fails the first test.
 */
const ADMIN_ROUTES: Record<string, { path: string; body?: unknown }> = {
  'GET /admin/listings': { path: '/api/admin/listings' },
  'POST /admin/listings/{id}/status': {
    path: `/api/admin/listings/${SAMPLE_ID}/status`,
    body: { status: 'Approved' },
  },
  'DELETE /admin/listings/{id}': { path: `/api/admin/listings/${SAMPLE_ID}` },
  'POST /admin/listings/{id}/send-back': { path: `/api/admin/listings/${SAMPLE_ID}/send-back` },
  'GET /admin/system/trusted-sellers': { path: '/api/admin/system/trusted-sellers' },
  'PUT /admin/system/trusted-sellers': {
    path: '/api/admin/system/trusted-sellers',
    body: { enabled: false, minApprovedListings: 5 },
  },
  'GET /admin/system/contact': { path: '/api/admin/system/contact' },
  'PUT /admin/system/contact': {
    path: '/api/admin/system/contact',
    body: { email: '', phone: '', instagram: '', facebook: '', viber: '' },
  },
  'GET /admin/search/synonyms': { path: '/api/admin/search/synonyms' },
  'POST /admin/search/synonyms': {
    path: '/api/admin/search/synonyms',
    body: { words: ['matrixbox', 'matrix crate'] },
  },
  'DELETE /admin/search/synonyms/{id}': { path: '/api/admin/search/synonyms/2147483647' },
  'GET /admin/categories/{id}/fields': { path: '/api/admin/categories/2147483647/fields' },
  'POST /admin/categories/{id}/fields': {
    path: '/api/admin/categories/2147483647/fields',
    body: { key: 'matrix', label: { en: 'Matrix', dv: 'މެޓްރިކްސް' }, type: 'text' },
  },
  'PUT /admin/categories/{id}/fields/{key}': {
    path: '/api/admin/categories/2147483647/fields/matrix',
    body: { key: 'matrix', label: { en: 'Matrix', dv: 'މެޓްރިކްސް' }, type: 'text' },
  },
  'POST /admin/categories/{id}/fields/{key}/retire': {
    path: '/api/admin/categories/2147483647/fields/matrix/retire',
  },
  'POST /admin/categories/{id}/fields/{key}/restore': {
    path: '/api/admin/categories/2147483647/fields/matrix/restore',
  },
  'PUT /admin/categories/{id}/fields-order': {
    path: '/api/admin/categories/2147483647/fields-order',
    body: { keys: ['matrix'] },
  },
  'GET /admin/overview': { path: '/api/admin/overview' },
  'GET /admin/reports': { path: '/api/admin/reports' },
  'GET /admin/activity-logs': { path: '/api/admin/activity-logs' },
  'GET /admin/users': { path: '/api/admin/users' },
  'POST /admin/users': {
    path: '/api/admin/users',
    body: { firstName: 'A', lastName: 'B', email: 'matrix@example.mv', mobile: '7000000' },
  },
  'GET /admin/users/{id}': { path: '/api/admin/users/nobody' },
  'PATCH /admin/users/{id}': { path: '/api/admin/users/nobody', body: {} },
  'DELETE /admin/users/{id}': { path: '/api/admin/users/nobody' },
  'POST /admin/users/{id}/status': { path: '/api/admin/users/nobody/status', body: { newStatus: 'active' } },
  'GET /admin/users/{id}/id-photos/{side}': { path: '/api/admin/users/nobody/id-photos/front' },
  'POST /admin/users/{id}/role': { path: '/api/admin/users/nobody/role', body: { role: 'user' } },
  'GET /admin/testimonials': { path: '/api/admin/testimonials' },
  'POST /admin/testimonials/{id}/approve': { path: `/api/admin/testimonials/${SAMPLE_ID}/approve` },
  'DELETE /admin/testimonials/{id}': { path: `/api/admin/testimonials/${SAMPLE_ID}` },
  'GET /admin/system': { path: '/api/admin/system' },
  'PUT /admin/system/maintenance': { path: '/api/admin/system/maintenance', body: { enabled: false } },
  'GET /admin/system/outbox': { path: '/api/admin/system/outbox' },
  'GET /admin/moderation': { path: '/api/admin/moderation' },
  'GET /admin/moderation/{targetType}/{targetId}': { path: `/api/admin/moderation/listing/${SAMPLE_ID}` },
  'POST /admin/moderation/{targetType}/{targetId}/{action}': {
    path: `/api/admin/moderation/listing/${SAMPLE_ID}/dismiss`,
  },
};

describe('authorisation of every admin endpoint', () => {
  it('has a row for each admin route of the API', async () => {
    const doc = await t.client().get<{ paths: Record<string, Record<string, unknown>> }>('/api/openapi.json');
    const documented = Object.entries(doc.body.paths)
      .filter(([path]) => path.startsWith('/admin/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(Object.keys(ADMIN_ROUTES).sort());
  });

  it('answers 401 to visitors and banned members, 403 to members, and lets the admin through', async () => {
    const member = await signUpMember(t);
    const banned = await signUpMember(t);
    await admin.post(`/api/admin/users/${banned.userId}/status`, { newStatus: 'banned' });
    for (const [route, { path, body }] of Object.entries(ADMIN_ROUTES)) {
      const method = route.split(' ')[0]!;
      const call = (client: TestClient) =>
        client.request(method, path, body === undefined ? {} : { json: body });
      expect((await call(t.client())).status, `${route} as visitor`).toBe(401);
      expect((await call(banned.client)).status, `${route} as banned member`).toBe(401);
      expect((await call(member.client)).status, `${route} as member`).toBe(403);
      expect([401, 403], `${route} as admin`).not.toContain((await call(admin)).status);
    }
  });
});

/**
 * Every allow-listed better-auth endpoint (accounts/auth-endpoints.ts) with a request and the answer
 * every role gets. A new allowed endpoint without a row here fails the first test.
 */
const AUTH_ROUTES: Record<string, { path: string; status: number; location?: string }> = {
  'GET /api/auth/verify-email': {
    path: '/api/auth/verify-email?token=not-a-token&callbackURL=/dashboard',
    status: 302,
    location: '/dashboard?error=INVALID_TOKEN',
  },
};

/** better-auth endpoints an attacker would try; none is allowed, so each answers 404 to everyone. */
const FORBIDDEN_AUTH_ROUTES: Array<{ method: string; path: string; body?: unknown }> = [
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    body: { email: 'a@example.mv', password: 'Wrong!Pass1' },
  },
  { method: 'POST', path: '/api/auth/sign-up/email', body: {} },
  { method: 'POST', path: '/api/auth/request-password-reset', body: { email: 'a@example.mv' } },
  { method: 'POST', path: '/api/auth/send-verification-email', body: { email: 'a@example.mv' } },
  { method: 'POST', path: '/api/auth/update-user', body: { image: 'javascript:alert(1)' } },
  { method: 'GET', path: '/api/auth/get-session' },
  { method: 'POST', path: '/api/auth/revoke-sessions', body: {} },
  { method: 'POST', path: '/api/auth/admin/set-role', body: { userId: 'x', role: 'admin' } },
  { method: 'GET', path: '/api/auth/verify-email/' },
];

describe("authorisation of better-auth's endpoints (/api/auth/*)", () => {
  it('has a row for each allowed endpoint', () => {
    expect(PUBLIC_AUTH_ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort()).toEqual(
      Object.keys(AUTH_ROUTES).sort(),
    );
  });

  it('answers each allowed endpoint alike for every role, and 404 for every other one', async () => {
    const member = await signUpMember(t);
    const banned = await signUpMember(t);
    await admin.post(`/api/admin/users/${banned.userId}/status`, { newStatus: 'banned' });
    const roles: Array<[string, TestClient]> = [
      ['visitor', t.client()],
      ['banned member', banned.client],
      ['member', member.client],
      ['admin', admin],
    ];
    for (const [role, client] of roles) {
      for (const [route, { path, status, location }] of Object.entries(AUTH_ROUTES)) {
        const res = await client.request(route.split(' ')[0]!, path);
        expect(res.status, `${route} as ${role}`).toBe(status);
        if (location) expect(res.headers.get('location'), `${route} as ${role}`).toBe(location);
      }
      for (const { method, path, body } of FORBIDDEN_AUTH_ROUTES) {
        const res = await client.request<ApiErrorBody>(
          method,
          path,
          body === undefined ? {} : { json: body },
        );
        expect(res.status, `${method} ${path} as ${role}`).toBe(404);
        expect(res.body.code, `${method} ${path} as ${role}`).toBe('NOT_FOUND');
      }
    }
  });
});

describe('managing users', () => {
  it('searches by name, e-mail and national ID', async () => {
    const { input } = await signUpMember(t, {
      firstName: 'Zuhair',
      lastName: 'Findme',
      nationalIdNumber: 'Q777111',
    });
    for (const query of ['zuhair find', input.email.slice(0, 10), 'q777111']) {
      const res = await admin.get<AdminUsersPage>(`/api/admin/users?query=${encodeURIComponent(query)}`);
      expect(
        res.body.items.map((u) => u.email),
        query,
      ).toContain(input.email);
    }
  });

  it('bans a member: sessions end at once, sign-in says suspended; activating lets them back', async () => {
    const member = await signUpMember(t);
    const banned = await admin.post<AdminUserRow>(`/api/admin/users/${member.userId}/status`, {
      newStatus: 'banned',
    });
    expect(banned.body.status).toBe('banned');
    expect((await member.client.get<{ user: unknown }>('/api/me')).body.user).toBeNull();
    const signIn = await t.client().post<ApiErrorBody>('/api/accounts/sign-in', {
      email: member.input.email,
      password: member.input.password,
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toBe('Your account has been suspended. Please contact support.');
    await admin.post(`/api/admin/users/${member.userId}/status`, { newStatus: 'active' });
    expect(
      (
        await t
          .client()
          .post('/api/accounts/sign-in', { email: member.input.email, password: member.input.password })
      ).status,
    ).toBe(200);
    const logs = await t.deps.database.db
      .select()
      .from(userActivityLogs)
      .where(and(eq(userActivityLogs.actionType, 'ADMIN_USER_UPDATE')))
      .orderBy(desc(userActivityLogs.createdAt));
    expect(logs.some((l) => l.description.includes('from banned to active'))).toBe(true);
  });

  it('reviews ID verification: photos viewable (and the view logged), verified sets the badge and notifies', async () => {
    const member = await signUpMember(t);
    const form = new FormData();
    for (const side of ['front', 'back']) {
      form.append(side, new Blob([new Uint8Array(await makePhoto())], { type: 'image/jpeg' }), `${side}.jpg`);
    }
    await member.client.request('POST', '/api/accounts/verification', { form });
    const photo = await admin.get(`/api/admin/users/${member.userId}/id-photos/front`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cache-control')).toBe('no-store');
    const viewLog = await t.deps.database.db
      .select()
      .from(userActivityLogs)
      .where(eq(userActivityLogs.description, `Admin viewed the front ID photo of ${member.input.email}`));
    expect(viewLog).toHaveLength(1);
    expect(JSON.stringify(viewLog)).not.toContain(member.input.nationalIdNumber);

    const verified = await admin.request<AdminUserRow>('PATCH', `/api/admin/users/${member.userId}`, {
      json: { idVerificationStatus: 'verified', idVerificationAdminNotes: 'Clear photos' },
    });
    expect(verified.body).toMatchObject({ idVerificationStatus: 'verified', isVerifiedSeller: true });
    const notes = await member.client.get<NotificationsPage>('/api/notifications');
    expect(notes.body.items[0]).toMatchObject({ title: 'ID Verified', type: 'approved' });
    const listing = await member.client.request<ListingDetail>('POST', '/api/listings', {
      form: listingForm({}, [{ bytes: await makePhoto() }]),
    });
    expect(listing.body.seller.isVerifiedSeller).toBe(true);
  });

  it('edits a member but never their e-mail', async () => {
    const member = await signUpMember(t);
    const res = await admin.request<AdminUserRow>('PATCH', `/api/admin/users/${member.userId}`, {
      json: { firstName: 'Renamed', mobile: '9112233', email: 'hijack@example.mv' },
    });
    expect(res.body).toMatchObject({ firstName: 'Renamed', mobile: '9112233', email: member.input.email });
  });

  it('deletes a member: personal data and ID photos gone, listings soft-deleted, not listed any more', async () => {
    const member = await signUpMember(t);
    const form = new FormData();
    for (const side of ['front', 'back']) {
      form.append(side, new Blob([new Uint8Array(await makePhoto())], { type: 'image/jpeg' }), `${side}.jpg`);
    }
    await member.client.request('POST', '/api/accounts/verification', { form });
    expect(await t.storedKeys('private', `id-verification/${member.userId}`)).toHaveLength(2);
    expect((await admin.delete(`/api/admin/users/${member.userId}`)).status).toBe(200);
    expect(await t.storedKeys('private', `id-verification/${member.userId}`)).toEqual([]);
    expect((await admin.get(`/api/admin/users/${member.userId}`)).status).toBe(404);
    expect(
      (
        await t
          .client()
          .post('/api/accounts/sign-in', { email: member.input.email, password: member.input.password })
      ).status,
    ).toBe(401);
  });

  it('adds a member who gets a link to set a password', async () => {
    const res = await admin.post<AdminUserRow>('/api/admin/users', {
      firstName: 'New',
      lastName: 'Member',
      email: 'added.member@example.mv',
      mobile: '7654000',
    });
    expect(res.status).toBe(201);
    const [mail] = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'added.member@example.mv'));
    expect(mail?.text).toContain('/reset-password?token=');
    expect(
      (
        await admin.post<ApiErrorBody>('/api/admin/users', {
          firstName: 'X',
          lastName: 'Y',
          email: 'added.member@example.mv',
          mobile: '7654000',
        })
      ).status,
    ).toBe(409);
  });

  it('grants and revokes the admin role, never removing the last admin', async () => {
    const me = await admin.get<{ user: { id: string } }>('/api/me');
    const last = await admin.post<ApiErrorBody>(`/api/admin/users/${me.body.user.id}/role`, { role: 'user' });
    expect(last.status).toBe(409);
    const member = await signUpMember(t);
    await admin.post(`/api/admin/users/${member.userId}/role`, { role: 'admin' });
    expect((await member.client.get('/api/admin/overview')).status).toBe(200);
    await admin.post(`/api/admin/users/${member.userId}/role`, { role: 'user' });
    expect((await member.client.get('/api/admin/overview')).status).toBe(403);
  });
});

describe('searching listings', () => {
  it('matches name, ID and description by default; match=name-or-id leaves the description out', async () => {
    const seller = await signUpMember(t);
    const word = `zq${Date.now().toString(36)}`;
    const byName = await insertListing(t, {
      userId: seller.userId,
      name: `Reading lamp ${word.toUpperCase()}`,
    });
    const byDescription = await insertListing(t, {
      userId: seller.userId,
      name: 'Teak stool',
      description: `Sturdy teak stool, the ${word} edition, pickup in Hulhumalé.`,
    });
    await insertListing(t, { userId: seller.userId, name: `Pending ${word}`, status: 'Pending' });
    const search = async (params: string) => {
      const res = await admin.get<AdminListingsPage>(`/api/admin/listings?status=Approved&${params}`);
      expect(res.status).toBe(200);
      return res.body.items.map((row) => row.id).sort();
    };

    // The listings page (spec 02 §2 placeholder, §5): name, ID or description.
    expect(await search(`query=${word}`)).toEqual([byName.id, byDescription.id].sort());
    expect(await search(`query=${word}&match=all`)).toEqual([byName.id, byDescription.id].sort());
    // Marketing tools (spec 02 §7): name or item_display_id only, case-insensitive and partial.
    expect(await search(`query=${word}&match=name-or-id`)).toEqual([byName.id]);
    expect(await search(`query=${byDescription.itemDisplayId.toLowerCase()}&match=name-or-id`)).toEqual([
      byDescription.id,
    ]);

    const bad = await admin.get<ApiErrorBody>('/api/admin/listings?match=description');
    expect(bad.status).toBe(400);
  });

  it('orders the moderation queue oldest first with sort=oldest, paged like the table', async () => {
    const seller = await signUpMember(t);
    const word = `queue${Date.now().toString(36)}`;
    const minute = 60 * 1000;
    const names = ['first waiting', 'second waiting', 'third waiting'];
    for (const [index, name] of names.entries()) {
      await insertListing(t, {
        userId: seller.userId,
        name: `${name} ${word}`,
        status: 'Pending',
        createdAt: new Date(Date.now() - (10 - index) * minute),
      });
    }
    const page = async (sort: string) =>
      (
        await admin.get<AdminListingsPage>(`/api/admin/listings?status=Pending&query=${word}&sort=${sort}`)
      ).body.items.map((row) => row.name.replace(` ${word}`, ''));
    expect(await page('oldest')).toEqual(names);
    expect(await page('newest')).toEqual([...names].reverse());
    expect((await admin.get<ApiErrorBody>('/api/admin/listings?sort=waiting')).status).toBe(400);
  });
});

describe('overview, reports and the activity log', () => {
  it('counts listings by status in the timeframe and users overall', async () => {
    const seller = await signUpMember(t);
    await seller.client.request('POST', '/api/listings', {
      form: listingForm({}, [{ bytes: await makePhoto() }]),
    });
    const all = await admin.get<AdminOverview>('/api/admin/overview?timeframe=all');
    const week = await admin.get<AdminOverview>('/api/admin/overview?timeframe=7d');
    expect(all.body.pendingListings).toBeGreaterThanOrEqual(1);
    expect(week.body.totalListings).toBe(all.body.totalListings);
    expect(all.body.totalUsers).toBeGreaterThanOrEqual(2);
    expect((await admin.get('/api/admin/overview?timeframe=year')).status).toBe(400);
  });

  it('reports five months of activity and the top categories', async () => {
    const res = await admin.get<AdminReports>('/api/admin/reports');
    expect(res.body.userActivity).toHaveLength(5);
    expect(res.body.userActivity.at(-1)!.signIns).toBeGreaterThan(0);
    expect(res.body.topCategories.length).toBeLessThanOrEqual(3);
    expect(res.body.topUsers.length).toBeLessThanOrEqual(3);
  });

  it('filters the log by type and by the whole day, 15 a page with an exact count', async () => {
    const byType = await admin.get<ActivityLogsPage>('/api/admin/activity-logs?actionType=SIGNUP_SUCCESS');
    expect(byType.body.items.every((row) => row.action_type === 'SIGNUP_SUCCESS')).toBe(true);
    expect(byType.body.total).toBeGreaterThan(0);
    // Days are Maldives days (UTC+5).
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    const day = await admin.get<ActivityLogsPage>(`/api/admin/activity-logs?day=${today}`);
    expect(day.body.items.length).toBeLessThanOrEqual(15);
    expect(day.body.total).toBeGreaterThan(15);
    const yesterday = new Date(Date.now() + 5 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    expect((await admin.get<ActivityLogsPage>(`/api/admin/activity-logs?day=${yesterday}`)).body.total).toBe(
      0,
    );
  });
});
