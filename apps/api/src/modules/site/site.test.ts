import type { ApiErrorBody } from '@marketplace/contract/errors';
import type { Atoll } from '@marketplace/contract/locations';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDetail } from '@marketplace/contract/listings-messages';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import {
  MAINTENANCE_MESSAGES,
  type OutboxMessage,
  type SiteStatus,
} from '@marketplace/contract/site-settings';
import { inArray } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/community';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createTestApp,
  listingForm,
  makePhoto,
  signUpMember,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the API foundation', () => {
  it('runs on the database the environment names', () => {
    const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
    expect(t.deps.database.kind).toBe(serverUrl ? 'postgres' : 'pglite');
  });

  it('answers health and readiness', async () => {
    expect((await t.client().get('/api/health')).body).toEqual({ status: 'ok' });
    expect((await t.client().get('/api/ready')).body).toEqual({ status: 'ready' });
  });

  it('publishes an OpenAPI document and a reference page', async () => {
    const doc = await t
      .client()
      .get<{ openapi: string; paths: Record<string, unknown> }>('/api/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/accounts/sign-up',
        '/marketplace/listings',
        '/listings/{id}',
        '/admin/listings/{id}/status',
      ]),
    );
    const page = await t.client().get<string>('/api/docs');
    expect(page.status).toBe(200);
    expect(page.body).toContain('/api/docs/swagger-ui-bundle.js');
    expect((await t.app.request('/api/docs/swagger-ui-bundle.js')).status).toBe(200);
  });

  it('sends secure headers: CSP without inline scripts, nosniff, no framing', async () => {
    const res = await t.client().get('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('speaks the error shape for unknown endpoints, bad JSON and oversize bodies', async () => {
    const missing = await t.client().get<ApiErrorBody>('/api/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');

    const bad = await t.client().request<ApiErrorBody>('POST', '/api/accounts/sign-in', {
      headers: { 'Content-Type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');

    const huge = await t
      .client()
      .post<ApiErrorBody>('/api/accounts/forgot-password', { email: 'x'.repeat(300_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('lists all 20 atolls north to south with 190 islands, labelled as the picker needs', async () => {
    const res = await t.client().get<Atoll[]>('/api/locations');
    expect(res.body).toHaveLength(20);
    expect(res.body[0]).toMatchObject({ code: 'HA', name: 'Haa Alif', label: 'Haa Alif (HA)' });
    expect(res.body.at(-1)?.code).toBe('S');
    expect(res.body.flatMap((a) => a.islands)).toHaveLength(190);
    expect(res.body[0]!.islands).toContainEqual(
      expect.objectContaining({ name: 'HA. Dhidhdhoo', value: 'HA. Dhidhdhoo, Haa Alif' }),
    );
  });
});

describe('the single-page app shell', () => {
  it('serves index.html for client routes with the site config in a meta tag, escaped', async () => {
    const shellApp = await createTestApp({
      env: { SITE_NAME: 'Dhoni "Market" <script>x</script>', PRODUCT_NOUN: 'Island' },
    });
    try {
      const res = await shellApp.app.request('/marketplace?query=chair');
      expect(res.status).toBe(200);
      // Rendered per visitor (their session shows in the header): never kept by a shared cache (decision 015).
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(res.headers.get('vary')).toMatch(/Cookie/);
      const html = await res.text();
      expect(html).toContain('<title>Dhoni &quot;Market&quot; &lt;script&gt;x&lt;/script&gt;</title>');
      const config = /<meta name="site-config" content="([^"]*)">/.exec(html)?.[1] ?? '';
      expect(config).not.toContain('<');
      const decoded = config
        .replaceAll('&quot;', '"')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&amp;', '&');
      expect(JSON.parse(decoded)).toMatchObject({
        siteName: 'Dhoni "Market" <script>x</script>',
        productNoun: 'Island',
      });
      const asset = await shellApp.app.request('/assets/app-123.js', {
        headers: { 'Accept-Encoding': 'br, gzip' },
      });
      expect(asset.headers.get('cache-control')).toContain('immutable');
      // The build's Brotli copy is sent as it is.
      expect(asset.headers.get('content-encoding')).toBe('br');
      expect(asset.headers.get('content-type')).toContain('javascript');
      expect((await shellApp.app.request('/api/nope')).headers.get('content-type')).toContain(
        'application/json',
      );
    } finally {
      await shellApp.close();
    }
  });
});

describe('installing the app and its service worker (issue #12)', () => {
  it('serves a manifest with the site name and 192/512 px icons, any and maskable, never cached stale', async () => {
    const shellApp = await createTestApp({ env: { SITE_NAME: 'Dhoni Market', PRODUCT_NOUN: 'Island' } });
    try {
      const res = await shellApp.app.request('/manifest.webmanifest');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/manifest+json');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const manifest = (await res.json()) as {
        name: string;
        description: string;
        short_name: string;
        start_url: string;
        display: string;
        icons: { src: string; sizes: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({
        name: 'Dhoni Market',
        short_name: 'Dhoni Market',
        display: 'standalone',
      });
      expect(manifest.start_url).toBe('/marketplace');
      expect(manifest).toMatchObject({ description: 'Buy and sell Island goods across the Maldives.' });
      for (const purpose of ['any', 'maskable']) {
        for (const sizes of ['192x192', '512x512']) {
          expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes, purpose }));
        }
      }
    } finally {
      await shellApp.close();
    }
  });

  it('serves the service worker with no-cache, and lets the CSP run it and read the manifest', async () => {
    const shellApp = await createTestApp();
    try {
      const sw = await shellApp.app.request('/sw.js');
      expect(sw.status).toBe(200);
      expect(sw.headers.get('cache-control')).toBe('no-cache');
      expect(sw.headers.get('content-type')).toContain('javascript');
      const csp = sw.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      // The hashed assets keep their year-long cache.
      const asset = await shellApp.app.request('/assets/app-123.js');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    } finally {
      await shellApp.close();
    }
  });
});

describe('maintenance, link previews, sitemap', () => {
  it('shows the maintenance state to every page and blocks the API for all but the admin', async () => {
    const admin = await t.adminClient();
    const member = await signUpMember(t);
    expect((await t.client().get<SiteStatus>('/api/site/status')).body.maintenance).toBe(false);
    await admin.request('PUT', '/api/admin/system/maintenance', { json: { enabled: true } });
    try {
      expect((await t.client().get<SiteStatus>('/api/site/status')).body.maintenance).toBe(true);
      const blocked = await t.client().get<ApiErrorBody>('/api/marketplace/listings');
      expect(blocked.status).toBe(503);
      expect(blocked.body.message).toBe(MAINTENANCE_MESSAGES.text);
      expect((await member.client.get('/api/my/listings')).status).toBe(503);
      expect((await admin.get('/api/marketplace/listings')).status).toBe(200);
      const html = await (await t.app.request('/marketplace')).text();
      expect(html).toContain('&quot;maintenance&quot;:true');
      // The admin can still sign in.
      expect(
        (await t.client().post('/api/accounts/sign-in', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }))
          .status,
      ).toBe(200);
    } finally {
      await admin.request('PUT', '/api/admin/system/maintenance', { json: { enabled: false } });
    }
    expect((await t.client().get('/api/marketplace/listings')).status).toBe(200);
  });

  it('puts Open Graph tags for an item in the served page, every value escaped', async () => {
    const seller = await signUpMember(t);
    const created = await seller.client.request<ListingDetail>('POST', '/api/listings', {
      form: listingForm({ name: '"><script>alert(1)</script> Surfboard', price: '4500' }, [
        { bytes: await makePhoto() },
      ]),
    });
    const admin = await t.adminClient();
    await admin.post(`/api/admin/listings/${created.body.id}/status`, { status: 'Approved' });
    const html = await (await t.app.request(`/item/${created.body.id}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(
      '<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; Surfboard — MVR 4,500">',
    );
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/media\/listings\/[^"]+-1600\.webp">/,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const missing = await (await t.app.request('/item/00000000-0000-4000-8000-000000000000')).text();
    expect(missing).not.toContain('og:title');
  });

  it("names the first card's photo of /marketplace in the HTML for the browser to preload, for the page's filters", async () => {
    const seller = await signUpMember(t);
    const admin = await t.adminClient();
    const photoOf = async (name: string) => {
      const created = await seller.client.request<ListingDetail>('POST', '/api/listings', {
        form: listingForm({ name }, [{ bytes: await makePhoto() }]),
      });
      await admin.post(`/api/admin/listings/${created.body.id}/status`, { status: 'Approved' });
      const card = async () =>
        (await t.client().get<MarketplacePage>(`/api/marketplace/listings?query=${encodeURIComponent(name)}`))
          .body.items[0]?.imageUrl;
      // The approval reaches the marketplace over LISTEN/NOTIFY within a second (issue #10).
      await expect.poll(card, { timeout: 1000, interval: 20 }).toBeTruthy();
      return (await card())!;
    };
    const kayak = await photoOf('Preload kayak');
    const newest = await photoOf('Preload snorkel set');
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map(
        (m) => m[1],
      );
    await expect
      .poll(async () => preloads(await (await t.app.request('/marketplace')).text()), {
        timeout: 1000,
        interval: 20,
      })
      .toEqual([newest]);
    expect(preloads(await (await t.app.request('/marketplace?query=kayak')).text())).toEqual([kayak]);
    // Nothing to preload: no match, or a query the API would refuse.
    expect(preloads(await (await t.app.request('/marketplace?query=zzqqxx')).text())).toEqual([]);
    expect(preloads(await (await t.app.request('/marketplace?page=-1')).text())).toEqual([]);
  });

  it('serves the sitemap and robots.txt', async () => {
    const created = await t.client().get<MarketplacePage>('/api/marketplace/listings');
    const sitemap = await (await t.app.request('/sitemap.xml')).text();
    expect(sitemap).toContain(`/item/${created.body.items[0]!.id}</loc>`);
    expect(sitemap).toContain('<loc>http://localhost:3000/marketplace</loc>');
    const robots = await (await t.app.request('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

describe('on a PostgreSQL server', () => {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

  it.runIf(serverUrl)(
    'keeps serving after its database connections are killed (as in a PostgreSQL restart)',
    async () => {
      expect((await t.client().get('/api/marketplace/listings')).status).toBe(200);
      const pool = t.deps.database.pool!;
      const database = (await pool.query<{ db: string }>('select current_database() as db')).rows[0]!.db;
      const killer = new pg.Client({ connectionString: serverUrl });
      await killer.connect();
      const killed = await killer.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      await killer.end();
      expect(killed.rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // The idle clients errored; without the pool's error listener the process would have crashed here.
      let status = 0;
      for (let attempt = 0; attempt < 3 && status !== 200; attempt++) {
        status = (await t.client().get('/api/marketplace/listings')).status;
      }
      expect(status).toBe(200);
      expect((await t.client().get('/api/ready')).status).toBe(200);
    },
  );
});

describe('the mail outbox viewer', () => {
  it('never hands the admin a working reset, set-password, verification or unsubscribe link (issue #11)', async () => {
    const admin = await t.adminClient();
    const member = await signUpMember(t); // e-mail verification (a JWT in the link)
    const subscriber = `outbox.${Date.now()}@example.mv`;
    const added = `added.${Date.now()}@example.mv`;
    expect(
      (await t.client().post('/api/accounts/forgot-password', { email: member.input.email })).status,
    ).toBe(200);
    await t.client().post('/api/mailing-list/subscribe', { email: subscriber, source: 'footer_signup' });
    await admin.post('/api/admin/users', {
      firstName: 'Set',
      lastName: 'Password',
      email: added,
      mobile: '7654001',
    });
    await t.deps.mailer.flush();

    const emails = [member.input.email, subscriber, added];
    const rows = await t.deps.database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails));
    const secrets = rows.flatMap((row) =>
      [...(row.text ?? '').matchAll(/[?&]token=([^\s&]+)/g)].map((match) => match[1]!),
    );
    expect(rows.map((row) => row.kind).sort()).toEqual([
      'email-verification',
      'mailing-list-confirmation',
      'password-reset',
      'password-reset',
    ]);
    expect(secrets).toHaveLength(4);

    const outbox = await admin.get<{ items: OutboxMessage[] }>('/api/admin/system/outbox');
    expect(outbox.status).toBe(200);
    const shown = outbox.body.items.filter((item) => emails.includes(item.to));
    expect(shown).toHaveLength(4);
    const text = JSON.stringify(shown);
    for (const secret of secrets) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(decodeURIComponent(secret));
    }
    const reset = shown.find((item) => item.to === member.input.email && item.kind === 'password-reset');
    expect(reset?.text).toContain('http://localhost:3000/reset-password?token=[redacted]');
    const verification = shown.find((item) => item.kind === 'email-verification');
    expect(verification?.text).toMatch(/verify-email\?token=\[redacted\]&callbackURL=/);
  });
});
