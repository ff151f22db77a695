// @vitest-environment node
import type { ListingCard, ListingDetail } from '@marketplace/contract/listings-messages';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import type { SiteConfig } from '@marketplace/contract/site';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InProcessApi } from './entry-server';

/**
 * Issue #12 §3 (Total Blocking Time): a browser's first `Intl` number, date or collation format loads ICU's
 * data, 20–35 ms of main thread in one piece on a fast machine (≈100 ms on Lighthouse's throttled phone). The
 * first screens must not pay it: not while their modules load (messages with limits in them) nor while they
 * render (prices, counts, dates). The renderer runs the same components the browser hydrates.
 */
const used: string[] = [];
const originals = {
  NumberFormat: Intl.NumberFormat,
  DateTimeFormat: Intl.DateTimeFormat,
  Collator: Intl.Collator,
  numberToLocaleString: Number.prototype.toLocaleString,
  dateToLocaleString: Date.prototype.toLocaleString,
  dateToLocaleDateString: Date.prototype.toLocaleDateString,
  dateToLocaleTimeString: Date.prototype.toLocaleTimeString,
  localeCompare: String.prototype.localeCompare,
};

function record<T extends (...args: never[]) => unknown>(name: string, original: T): T {
  return function (this: unknown, ...args: Parameters<T>) {
    used.push(`${name} (${new Error().stack?.split('\n')[2]?.trim() ?? ''})`);
    return original.apply(this, args);
  } as unknown as T;
}

beforeAll(() => {
  // Constructors stay constructible (`new` on a plain function works); their statics are recorded too
  // (`supportedLocalesOf` loads the same data).
  for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator'] as const) {
    const original = originals[name];
    const wrapper = record(`Intl.${name}`, original as unknown as (...args: never[]) => unknown);
    Object.assign(wrapper, {
      supportedLocalesOf: record(
        `Intl.${name}.supportedLocalesOf`,
        original.supportedLocalesOf.bind(original),
      ),
    });
    (Intl as Record<string, unknown>)[name] = wrapper;
  }
  Number.prototype.toLocaleString = record('Number#toLocaleString', originals.numberToLocaleString);
  Date.prototype.toLocaleString = record('Date#toLocaleString', originals.dateToLocaleString);
  Date.prototype.toLocaleDateString = record('Date#toLocaleDateString', originals.dateToLocaleDateString);
  Date.prototype.toLocaleTimeString = record('Date#toLocaleTimeString', originals.dateToLocaleTimeString);
  String.prototype.localeCompare = record('String#localeCompare', originals.localeCompare);
});

afterAll(() => {
  Intl.NumberFormat = originals.NumberFormat;
  Intl.DateTimeFormat = originals.DateTimeFormat;
  Intl.Collator = originals.Collator;
  Number.prototype.toLocaleString = originals.numberToLocaleString;
  Date.prototype.toLocaleString = originals.dateToLocaleString;
  Date.prototype.toLocaleDateString = originals.dateToLocaleDateString;
  Date.prototype.toLocaleTimeString = originals.dateToLocaleTimeString;
  String.prototype.localeCompare = originals.localeCompare;
});

const SITE: SiteConfig = { siteName: 'Raajje Market', productNoun: 'Pre-loved', baseUrl: 'http://x' };

const card: ListingCard = {
  id: 'l1',
  name: 'Yamaha outboard engine',
  price: 1_250_000.5,
  imageUrl: '/media/listings/l1/a-400.webp',
  condition: 'good',
  location: 'K. Malé',
  locationId: 7,
  category: 'Boats',
  categoryId: 3,
  datePosted: new Date().toISOString(),
  views: 4321,
  item_display_id: 'PD-000001',
  sellerName: 'Aishath S.',
  sellerAvatar: null,
  reserved: false,
};

const page: MarketplacePage = {
  items: [card],
  total: 12_345,
  totalCapped: false,
  page: 1,
  pageSize: 12,
  sort: 'newest',
  facets: {
    categories: [[3, 12_345]],
    islands: [[7, 12_345]],
    conditions: { good: 12_345 },
    priceBounds: { min: 100, max: 1_250_000.5 },
    approximate: { categories: false, islands: false, conditions: false },
  },
};

const listing: ListingDetail = {
  id: 'l1',
  item_display_id: 'PD-000001',
  name: 'Yamaha outboard engine',
  price: 1_250_000.5,
  condition: 'good',
  category: { id: 3, name: 'Boats' },
  location: { id: 7, name: 'K. Malé', atoll: 'Kaafu' },
  description: 'Serviced last month.',
  attributes: [],
  images: [],
  status: 'Approved',
  rejectionReason: null,
  views: 4321,
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

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const api: InProcessApi = async (url) => {
  const { pathname } = new URL(url, 'http://x');
  if (pathname === '/api/me') return json({ user: null });
  if (pathname === '/api/marketplace/listings') return json(page);
  if (pathname === '/api/categories') return json([{ id: 3, name: 'Boats', slug: 'boats', fields: [] }]);
  if (pathname === '/api/locations') return json([{ id: 7, name: 'Malé', atoll: 'Kaafu', prefix: 'K' }]);
  if (pathname === '/api/marketplace/suggestions') return json({ items: [] });
  if (pathname === '/api/listings/l1') return json(listing);
  if (pathname === '/api/sellers/u9/rating') return json({ average: 4.5, count: 2 });
  return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), { status: 404 });
};

describe('the first screens format numbers and dates without Intl (issue #12 §3)', () => {
  it('loads the shell, the messages and the pages, and renders /marketplace and an item page in both languages', async () => {
    // Loaded afresh after the spies (the test setup loaded the texts already): messages such as "at most MVR
    // 10,000,000" are written when their module loads.
    vi.resetModules();
    await Promise.all([
      import('@marketplace/contract/listings-messages'),
      import('@marketplace/contract/conversations-messages'),
      import('@marketplace/contract/offers-messages'),
      import('@marketplace/contract/safety-messages'),
    ]);
    const { render } = await import('./entry-server');
    const marketplace = await render({ url: '/marketplace', site: SITE, language: 'en', api });
    const item = await render({ url: '/item/l1', site: SITE, language: 'en', api });
    const dhivehi = await render({ url: '/item/l1', site: SITE, language: 'dv', api });
    // What a reader sees is as before: Western digits with separators, cents when there are any.
    expect(marketplace?.html).toContain('MVR 1,250,000.50');
    expect(marketplace?.html).toContain('12,345');
    expect(item?.html).toContain('MVR 1,250,000.50');
    expect(item?.html).toContain('4,321');
    expect(dhivehi?.html).toContain('4,321');
    expect(used).toEqual([]);
  });
});
