/**
 * Issue #15 item 4: pages come in the visitor's language. A link's `?lang=` wins and is remembered in the
 * `lang` cookie; then the cookie; then Accept-Language on a first visit; English otherwise. The API itself
 * is not affected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const htmlTag = async (path: string, headers: Record<string, string> = {}) => {
  const res = await t.app.request(path, { headers });
  return { res, tag: (await res.text()).match(/<html[^>]*>/)?.[0] };
};

describe('the language a page is served in', () => {
  it('is English, left to right, for a browser that asks for nothing we offer', async () => {
    const { tag, res } = await htmlTag('/dashboard', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(tag).toBe('<html lang="en" dir="ltr">');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('vary')).toContain('Accept-Language');
  });

  it('follows Accept-Language on a first visit (dv-MV → Dhivehi, right to left), without storing it', async () => {
    const { tag, res } = await htmlTag('/dashboard', { 'accept-language': 'dv-MV,dv;q=0.9,en;q=0.5' });
    expect(tag).toBe('<html lang="dv" dir="rtl">');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('follows the remembered choice over the browser', async () => {
    const { tag } = await htmlTag('/dashboard', { cookie: 'lang=en', 'accept-language': 'dv' });
    expect(tag).toBe('<html lang="en" dir="ltr">');
    expect((await htmlTag('/dashboard', { cookie: 'lang=dv' })).tag).toBe('<html lang="dv" dir="rtl">');
  });

  it('opens a shared link in its language and remembers it for a year', async () => {
    const { tag, res } = await htmlTag('/dashboard?lang=dv', { cookie: 'lang=en' });
    expect(tag).toBe('<html lang="dv" dir="rtl">');
    expect(res.headers.get('set-cookie')).toMatch(/^lang=dv; Max-Age=31536000; Path=\/; SameSite=Lax/);
  });

  it('ignores a language it does not offer, and hostile values', async () => {
    for (const value of ['xx', 'dv%00', '<script>', 'd'.repeat(10_000)]) {
      const { tag, res } = await htmlTag(`/dashboard?lang=${value}`, { cookie: `lang=${value}` });
      expect(res.status).toBe(200);
      expect(tag).toBe('<html lang="en" dir="ltr">');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('leaves the API alone', async () => {
    const res = await t.app.request('/api/categories?lang=dv');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});
