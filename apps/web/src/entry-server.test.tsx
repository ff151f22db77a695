// @vitest-environment node
import type { ListingCard } from '@marketplace/contract/listings-messages';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import type { SiteConfig } from '@marketplace/contract/site';
import { describe, expect, it } from 'vitest';
import { render, type InProcessApi } from './entry-server';

const SITE: SiteConfig = { siteName: 'Raajje Market', productNoun: 'Pre-loved', baseUrl: 'http://x' };

const card: ListingCard = {
  id: 'l1',
  name: 'Yamaha outboard engine',
  price: 25000,
  imageUrl: '/media/listings/l1/a-400.webp',
  condition: 'good',
  location: 'K. Malé',
  locationId: 7,
  category: 'Boats',
  categoryId: 3,
  datePosted: new Date().toISOString(),
  views: 4,
  item_display_id: 'PD-000001',
  sellerName: 'Aishath S.',
  sellerAvatar: null,
  reserved: false,
};

const page: MarketplacePage = {
  items: [card],
  total: 13,
  totalCapped: false,
  page: 1,
  pageSize: 12,
  sort: 'newest',
  facets: {
    categories: [[3, 13]],
    islands: [[7, 13]],
    conditions: { good: 13 },
    priceBounds: { min: 100, max: 25000 },
    approximate: { categories: false, islands: false, conditions: false },
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An in-process API that answers what a visitor's first screen asks for, and records what was asked. */
function fakeApi(): { api: InProcessApi; asked: string[] } {
  const asked: string[] = [];
  const api: InProcessApi = async (url) => {
    const { pathname } = new URL(url, 'http://x');
    asked.push(pathname);
    if (pathname === '/api/me') return json({ user: null });
    if (pathname === '/api/marketplace/listings') return json(page);
    if (pathname === '/api/categories') return json([{ id: 3, name: 'Boats', slug: 'boats' }]);
    if (pathname === '/api/locations') return json([]);
    return json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
  };
  return { api, asked };
}

describe('server rendering (issue #12 §3)', () => {
  it('renders the marketplace with its results in the HTML, without a browser', async () => {
    const { api, asked } = fakeApi();
    const result = await render({ url: '/marketplace?page=1', site: SITE, language: 'en', api });
    expect(result?.status).toBe(200);
    expect(result?.html).toContain('Yamaha outboard engine');
    expect(result?.html).toContain('Showing 1 of 13 items');
    // The pager is links, so it works without JavaScript.
    expect(result?.html).toMatch(/href="\/marketplace\?page=2"/);
    expect(asked).toEqual(expect.arrayContaining(['/api/me', '/api/marketplace/listings']));
    // The same answers go to the browser for hydration, so its first render matches the HTML.
    const keys = result?.state.queries.map((q) => q.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['me', 'site-config']));
    // What the API reports in Server-Timing: rendering and the wait for the page's answers, apart.
    expect(result?.timings.renderMs).toBeGreaterThan(0);
    expect(result?.timings.dataMs).toBeGreaterThanOrEqual(0);
  });

  it('renders the marketplace in Dhivehi when that is the language (issue #15)', async () => {
    const { api } = fakeApi();
    const result = await render({ url: '/marketplace?page=1', site: SITE, language: 'dv', api });
    expect(result?.status).toBe(200);
    const html = result?.html ?? '';
    // The listing's own words stay as the seller wrote them; the page's words are Dhivehi.
    expect(html).toContain('Yamaha outboard engine');
    expect(html).toContain('13 އެއްޗެހިން 1 ދައްކަނީ');
    expect(html).toContain('Pre-loved އެއްޗެހި ބަލާ');
    expect(html).toContain('ތަރުތީބުކުރާނީ');
    expect(html).toContain('އެންމެ އައު');
    expect(html).toContain('ކުރިން'); // "… ago" of the card's date
    for (const english of ['Showing 1 of 13 items', 'Browse Pre-loved Items', 'Sort by', 'Lowest price', 'ago<']) {
      expect(html).not.toContain(english);
    }
    // The pager is still links, its arrows turned for right-to-left reading.
    expect(html).toMatch(/href="\/marketplace\?page=2"/);
    expect(html).toContain('rtl:-scale-x-100');
  });

  it('renders a site page with its title for browsers without JavaScript', async () => {
    const { api } = fakeApi();
    const result = await render({ url: '/about', site: SITE, language: 'en', api });
    expect(result?.html).toMatch(/^<[^>]*>*.*<title>About Pre-loved \| Raajje Market<\/title>/s);
    expect(result?.html).toContain('About Pre-loved');
    expect(result?.html).not.toContain('Loading Application...');
  });

  it('answers 404 for a page no route knows', async () => {
    const { api } = fakeApi();
    const result = await render({ url: '/no-such-page', site: SITE, language: 'en', api });
    expect(result?.status).toBe(404);
  });
});
