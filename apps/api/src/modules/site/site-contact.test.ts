/**
 * Issue #37 item 4q: the site's contact details and social links, set by the admin
 * (`/api/admin/system/contact`) and published with the site config (`GET /api/site`, the page's meta tag).
 * Nothing is published until the admin sets it; an empty field hides it.
 */
import type { ApiErrorBody } from '@marketplace/contract/errors';
import type { SiteConfig } from '@marketplace/contract/site';
import { SITE_CONTACT_MESSAGES, type SiteContactSettings } from '@marketplace/contract/site-contact';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings, userActivityLogs } from '../../db/schema/community';
import { createTestApp, signUpMember, type TestApp, type TestClient } from '../../test/test-app';

const PATH = '/api/admin/system/contact';
const EMPTY = { email: '', phone: '', instagram: '', facebook: '', viber: '' };
const FULL = {
  email: 'help@raajje.market',
  phone: '+960 330 1234',
  instagram: 'https://www.instagram.com/raajjemarket',
  facebook: 'https://www.facebook.com/raajjemarket',
  viber: 'https://invite.viber.com/?g2=AQBx7Yz',
};

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(async () => {
  await t.close();
});

/** The site config the served page carries in its meta tag. */
async function pageConfig(): Promise<SiteConfig> {
  const html = await (await t.app.request('/about')).text();
  const content = /<meta name="site-config" content="([^"]*)">/.exec(html)?.[1] ?? '';
  return JSON.parse(
    content
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&'),
  ) as SiteConfig;
}

describe("the site's contact details (issue #37 item 4q)", () => {
  it('publishes nothing until the admin sets them: no invented address, number or account', async () => {
    const empty = { email: null, phone: null, instagram: null, facebook: null, viber: null };
    expect((await t.client().get<SiteConfig>('/api/site')).body.contact).toEqual(empty);
    expect((await pageConfig()).contact).toEqual(empty);
    expect((await admin.get<SiteContactSettings>(PATH)).body).toEqual({ ...empty, updatedAt: null });
  });

  it('answers 401 to visitors and banned members and 403 to members, and changes nothing for them', async () => {
    const member = await signUpMember(t);
    const banned = await signUpMember(t);
    expect(
      (await admin.post(`/api/admin/users/${banned.userId}/status`, { newStatus: 'banned' })).status,
    ).toBe(200);
    for (const [client, status] of [
      [t.client(), 401],
      [banned.client, 401],
      [member.client, 403],
    ] as const) {
      expect((await client.get(PATH)).status).toBe(status);
      expect((await client.request('PUT', PATH, { json: FULL })).status).toBe(status);
    }
    const rows = await t.deps.database.db.select().from(siteSettings).where(eq(siteSettings.key, 'contact'));
    expect(rows).toEqual([]);
  });

  it('refuses what is not an address, a number or an account of that service, with the field message', async () => {
    const cases: Array<[keyof typeof FULL, unknown, string]> = [
      ['email', 'help@', SITE_CONTACT_MESSAGES.emailInvalid],
      ['email', `${'a'.repeat(300)}@example.mv`, SITE_CONTACT_MESSAGES.emailInvalid],
      ['email', 'help@raajje.market\u0000', SITE_CONTACT_MESSAGES.emailInvalid],
      ['email', 42, SITE_CONTACT_MESSAGES.emailInvalid],
      ['phone', '12345', SITE_CONTACT_MESSAGES.phoneInvalid],
      ['phone', '+960 330 1234 5678 9999', SITE_CONTACT_MESSAGES.phoneInvalid],
      ['phone', 'call 3301234', SITE_CONTACT_MESSAGES.phoneInvalid],
      ['instagram', 'https://www.instagram.com/', SITE_CONTACT_MESSAGES.instagramInvalid],
      ['instagram', 'https://evil.example/instagram.com/raajje', SITE_CONTACT_MESSAGES.instagramInvalid],
      ['instagram', 'javascript:alert(1)', SITE_CONTACT_MESSAGES.instagramInvalid],
      ['instagram', 'http://www.instagram.com/raajjemarket', SITE_CONTACT_MESSAGES.instagramInvalid],
      ['facebook', 'https://www.facebook.com.evil.example/raajje', SITE_CONTACT_MESSAGES.facebookInvalid],
      ['facebook', `https://www.facebook.com/${'x'.repeat(400)}`, SITE_CONTACT_MESSAGES.facebookInvalid],
      ['viber', 'https://www.viber.com/', SITE_CONTACT_MESSAGES.viberInvalid],
      ['viber', 'viber://chat?number=9603301234', SITE_CONTACT_MESSAGES.viberInvalid],
      ['viber', null, SITE_CONTACT_MESSAGES.viberInvalid],
    ];
    for (const [field, value, message] of cases) {
      const res = await admin.request<ApiErrorBody>('PUT', PATH, { json: { ...FULL, [field]: value } });
      expect(res.status, `${field}: ${String(value).slice(0, 40)}`).toBe(400);
      expect(res.body.issues).toContainEqual({ path: field, message });
    }
    for (const raw of ['[]', 'null', '{', JSON.stringify({ ...FULL, website: 'https://x.example' })]) {
      const res = await admin.request('PUT', PATH, {
        body: raw,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(res.status, raw.slice(0, 40)).toBe(400);
    }
    // A field left out is refused too (the form sends each one, '' for empty).
    const withoutViber: Partial<typeof FULL> = { ...FULL };
    delete withoutViber.viber;
    expect((await admin.request('PUT', PATH, { json: withoutViber })).status).toBe(400);
    expect((await admin.get<SiteContactSettings>(PATH)).body.updatedAt).toBeNull();
  });

  it('is stored by the admin with an activity row, and shows at once in /api/site and the served page', async () => {
    const saved = await admin.request<SiteContactSettings>('PUT', PATH, {
      json: { ...FULL, email: '  help@raajje.market ', facebook: '' },
    });
    expect(saved.status).toBe(200);
    const published = { ...FULL, facebook: null };
    expect(saved.body).toMatchObject(published);
    expect(saved.body.updatedAt).not.toBeNull();
    expect((await admin.get<SiteContactSettings>(PATH)).body).toEqual(saved.body);
    expect((await t.client().get<SiteConfig>('/api/site')).body.contact).toEqual(published);
    expect((await pageConfig()).contact).toEqual(published);
    const [log] = await t.deps.database.db
      .select()
      .from(userActivityLogs)
      .where(eq(userActivityLogs.actionType, 'ADMIN_USER_UPDATE'))
      .orderBy(desc(userActivityLogs.createdAt))
      .limit(1);
    expect(log!.description).toBe('Site contact details updated (email, phone, instagram, viber)');

    // Cleared: nothing is shown again.
    expect((await admin.request('PUT', PATH, { json: EMPTY })).status).toBe(200);
    expect((await t.client().get<SiteConfig>('/api/site')).body.contact).toEqual({
      email: null,
      phone: null,
      instagram: null,
      facebook: null,
      viber: null,
    });
  });
});
