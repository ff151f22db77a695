// @vitest-environment node
import type { CurrentUser } from '@marketplace/contract/accounts-messages';
import type { ListingCard, ListingDetail } from '@marketplace/contract/listings-messages';
import type { NotificationsPage } from '@marketplace/contract/notifications';
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

const listing: ListingDetail = {
  id: 'l1',
  item_display_id: 'PD-000001',
  name: 'Yamaha outboard engine',
  price: 25000,
  condition: 'good',
  category: { id: 3, name: 'Boats' },
  location: { id: 7, name: 'K. Malé', atoll: 'Kaafu' },
  description: 'Serviced last month.',
  attributes: [],
  images: [],
  status: 'Approved',
  rejectionReason: null,
  views: 4,
  createdAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-04T10:00:00.000Z',
  seller: {
    id: 'u9',
    name: 'Aishath S.',
    avatarUrl: null,
    memberSince: '2024-06-10T00:00:00.000Z',
    mobile: null,
    instagramHandle: null,
    isVerifiedSeller: false,
  },
  isOwner: false,
  isSaved: false,
  boughtByYou: false,
  reserved: false,
};

const member: CurrentUser = {
  id: 'u1',
  email: 'mariyam@example.mv',
  firstName: 'Mariyam',
  lastName: 'Rasheed',
  avatarUrl: null,
  instagramHandle: null,
  mobile: null,
  joinDate: '2024-01-01T00:00:00.000Z',
  role: 'user',
  emailVerified: true,
  language: 'en',
};

const notifications: NotificationsPage = {
  items: [
    {
      id: 'n1',
      type: 'listing_approved',
      title: 'Your listing was approved',
      description: null,
      link_to: '/item/l1',
      is_read: false,
      created_at: '2025-03-04T10:00:00.000Z',
    },
  ],
  total: 1,
  unread: 1,
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
    if (pathname === '/api/categories') return json([{ id: 3, name: 'Boats', slug: 'boats', fields: [] }]);
    if (pathname === '/api/locations') return json([]);
    if (pathname === '/api/marketplace/suggestions') return json({ items: [] });
    if (pathname === '/api/listings/l1') return json(listing);
    if (pathname === '/api/sellers/u9/rating') return json({ average: 4.5, count: 2 });
    return json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
  };
  return { api, asked };
}

/** `fakeApi` for a signed-in member with one notification and no conversation about the listing. */
function memberApi(): { api: InProcessApi; asked: string[] } {
  const visitor = fakeApi();
  const asked: string[] = [];
  const api: InProcessApi = async (url, init) => {
    const { pathname } = new URL(url, 'http://x');
    asked.push(pathname);
    if (pathname === '/api/me') return json({ user: member });
    if (pathname === '/api/notifications') return json(notifications);
    if (pathname === '/api/listings/l1/conversation') return json({ conversationId: null });
    return visitor.api(url, init);
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

  it('renders the marketplace once: its data is asked for before the first render, all at once', async () => {
    const { api, asked } = fakeApi();
    const result = await render({ url: '/marketplace?query=engine', site: SITE, language: 'en', api });
    expect(result?.html).toContain('Yamaha outboard engine');
    // One render pass, not one to find the page's queries and another with their answers (issue #12 §3).
    expect(result?.timings.renders).toBe(1);
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/me',
        '/api/marketplace/listings',
        '/api/categories',
        '/api/locations',
        '/api/marketplace/suggestions',
      ]),
    );
    // Each asked once: nothing was fetched again for a second pass.
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('renders an item page once, with its seller rating (which needs the listing first)', async () => {
    const { api, asked } = fakeApi();
    const result = await render({ url: '/item/l1', site: SITE, language: 'en', api });
    expect(result?.status).toBe(200);
    expect(result?.html).toContain('Yamaha outboard engine');
    expect(result?.html).toContain('4.5');
    expect(result?.timings.renders).toBe(1);
    expect(asked).toEqual(expect.arrayContaining(['/api/me', '/api/listings/l1', '/api/sellers/u9/rating']));
  });

  it("renders a member's item page once, with their bell and their conversation about it", async () => {
    const { api, asked } = memberApi();
    // The member menu and the bell's panel are lazy chunks: a process's first member page waits for their
    // code (more passes), which is not what is measured here.
    await Promise.all([
      import('@/components/layout/user-menu-dropdown'),
      import('@/features/notifications/components/notification-bell-popover'),
    ]);
    await render({ url: '/about', site: SITE, language: 'en', api });
    asked.length = 0;
    const result = await render({ url: '/item/l1', site: SITE, language: 'en', api });
    expect(result?.html).toContain('Yamaha outboard engine');
    expect(result?.timings.renders).toBe(1);
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/me',
        '/api/listings/l1',
        '/api/notifications',
        '/api/listings/l1/conversation',
      ]),
    );
  });

  it('still renders a page whose queries no route declares, finding them in more passes', async () => {
    const { api } = memberApi();
    // /notifications declares nothing (it is not one of the server-rendered pages): its list is found by
    // rendering, fetched, and rendered in a second pass.
    const result = await render({ url: '/notifications', site: SITE, language: 'en', api });
    expect(result?.timings.renders).toBeGreaterThan(1);
    expect(result?.html).toContain('Your listing was approved');
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
    for (const english of [
      'Showing 1 of 13 items',
      'Browse Pre-loved Items',
      'Sort by',
      'Lowest price',
      'ago<',
    ]) {
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

  // Issue #37 item 4u: unknown item and seller pages answered 200, and /item/not-a-uuid offered a Try Again
  // that could never work.
  it.each([
    { url: '/item/00000000-0000-4000-8000-000000000000' },
    { url: '/item/not-a-uuid', answer: 400 },
    { url: '/seller/nobody' },
  ])('answers 404 for $url', async ({ url, answer }) => {
    const { api: visitor } = fakeApi();
    const api: InProcessApi = async (apiUrl, init) =>
      answer && new URL(apiUrl, 'http://x').pathname === '/api/listings/not-a-uuid'
        ? json({ code: 'VALIDATION_FAILED', message: 'Invalid listing ID.' }, answer)
        : visitor(apiUrl, init);
    const result = await render({ url, site: SITE, language: 'en', api });
    // The page itself is the app's to show once it runs (the same first screen as the browser's, so it
    // hydrates without a mismatch); the answer is 404 from the start.
    expect(result?.status).toBe(404);
  });

  it('answers 200 for a listing it found', async () => {
    const { api } = fakeApi();
    const result = await render({ url: '/item/l1', site: SITE, language: 'en', api });
    expect(result?.status).toBe(200);
  });
});
