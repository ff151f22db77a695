/**
 * The search folder's in-memory stages (issue #38 item 6): filters, facets and the order of a page, on rows
 * as a sample or the trigger-kept counts hold them. The database-backed counts are in marketplace-counts.test.ts.
 */
import type { MarketplaceFilters } from '@marketplace/contract/marketplace';
import { MARKETPLACE_COUNT_CAP, MARKETPLACE_PAGE_SIZE } from '@marketplace/contract/marketplace-messages';
import { describe, expect, it } from 'vitest';
import {
  boundsOfRows,
  catalogueFacets,
  exactFacets,
  pageAnswer,
  roundEstimate,
  toConditionCounts,
  toFacetBuckets,
  type CountRow,
} from './facets';
import { DIMENSIONS, facetFiltersKey, passes } from './filters';
import { compareRows, pageOfRows } from './ranking';
import type { SampleRow } from './sample-rows';

const filters = (overrides: Partial<MarketplaceFilters> = {}): MarketplaceFilters => ({
  page: 1,
  sort: 'newest',
  ...overrides,
});

function row(id: string, overrides: Partial<SampleRow> = {}): SampleRow {
  return {
    id,
    categoryId: 1,
    locationId: 10,
    condition: 'good',
    price: 1000,
    createdAt: 1,
    exact: false,
    nameMatch: false,
    reserved: false,
    ...overrides,
  };
}

describe('passes', () => {
  it('tests each filter, and leaves out the one it is told to ignore', () => {
    const scooter = row('a', { categoryId: 2, locationId: 11, condition: 'like new', price: 15_000 });
    expect(passes(scooter, filters({ categories: [1, 2], location: [11], condition: 'like new' }))).toBe(
      true,
    );
    expect(passes(scooter, filters({ categories: [1] }))).toBe(false);
    expect(passes(scooter, filters({ categories: [1] }), 'categories')).toBe(true);
    expect(passes(scooter, filters({ location: [12] }))).toBe(false);
    expect(passes(scooter, filters({ location: [12] }), 'islands')).toBe(true);
    // Several islands (issue #39 item 5): any of them.
    expect(passes(scooter, filters({ location: [10, 11, 12] }))).toBe(true);
    expect(passes(scooter, filters({ condition: 'new' }))).toBe(false);
    expect(passes(scooter, filters({ minPrice: 15_001 }))).toBe(false);
    expect(passes(scooter, filters({ maxPrice: 14_999 }))).toBe(false);
    expect(passes(scooter, filters({ minPrice: 15_000, maxPrice: 15_000 }))).toBe(true);
    expect(passes(scooter, filters({ maxPrice: 10 }), 'price')).toBe(true);
  });

  it('leaves out a Reserved listing only when the buyer asks for available ones (issue #13)', () => {
    const reserved = row('r', { reserved: true });
    expect(passes(reserved, filters())).toBe(true);
    expect(passes(reserved, filters({ availability: 'available' }))).toBe(false);
  });

  it('keys the facet filters without the ignored one, so counts are shared where they must be', () => {
    const chosen = filters({ categories: [3, 4], location: [7], condition: 'new', minPrice: 5 });
    expect(facetFiltersKey(chosen)).toBe('3.4|7|new');
    expect(facetFiltersKey(chosen, 'categories')).toBe('|7|new');
    expect(facetFiltersKey(chosen, 'islands')).toBe('3.4||new');
    expect(facetFiltersKey(filters({ minPrice: 9 }))).toBe(facetFiltersKey(filters()));
  });
});

describe('facets', () => {
  const catalogue: CountRow[] = [
    { categoryId: 1, locationId: 10, condition: 'good', count: 5, reserved: 1 },
    { categoryId: 1, locationId: 11, condition: 'new', count: 2, reserved: 0 },
    { categoryId: 2, locationId: 10, condition: 'new', count: 3, reserved: 0 },
    { categoryId: 3, locationId: 12, condition: 'fair', count: 1, reserved: 0 },
  ];

  it('counts the catalogue in one pass exactly as each facet counted alone', () => {
    for (const chosen of [
      filters(),
      filters({ categories: [1] }),
      filters({ location: [10], condition: 'new' }),
      filters({ categories: [1, 3], location: [12] }),
    ]) {
      const { facets, matching } = catalogueFacets(catalogue, chosen);
      for (const dimension of DIMENSIONS) {
        expect(facets[dimension].counts).toEqual(exactFacets(catalogue, chosen, dimension));
        expect(facets[dimension].approximate).toBe(false);
      }
      expect(matching).toBe(catalogue.filter((r) => passes(r, chosen)).reduce((sum, r) => sum + r.count, 0));
    }
  });

  it('lists a facet value while another facet narrows, ignoring only its own filter', () => {
    const { facets, matching } = catalogueFacets(catalogue, filters({ categories: [2] }));
    expect(matching).toBe(3);
    expect(facets.categories.counts).toEqual(
      new Map([
        [1, 7],
        [2, 3],
        [3, 1],
      ]),
    );
    expect(facets.islands.counts).toEqual(new Map([[10, 3]]));
  });

  it('writes buckets by id and conditions in their own order', () => {
    expect(
      toFacetBuckets(
        new Map([
          [12, 1],
          [3, 9],
        ]),
      ),
    ).toEqual([
      [3, 9],
      [12, 1],
    ]);
    expect(
      Object.keys(
        toConditionCounts(
          new Map([
            ['fair', 1],
            ['new', 2],
          ]),
        ),
      ),
    ).toEqual(['new', 'fair']);
  });

  it('bounds the prices of rows passing every filter but the price range', () => {
    const rows = [row('a', { price: 50 }), row('b', { price: 900 }), row('c', { price: 10, categoryId: 9 })];
    expect(boundsOfRows(rows, filters({ categories: [1], minPrice: 100 }))).toEqual({ min: 50, max: 900 });
    expect(boundsOfRows(rows, filters({ categories: [7] }))).toBeNull();
  });

  it('caps the total at the count cap and says so', () => {
    const empty = { counts: new Map(), approximate: true };
    const facets = { categories: empty, islands: empty, conditions: empty };
    const page = pageAnswer(
      { page: 1, pageSize: MARKETPLACE_PAGE_SIZE, sort: 'newest' },
      [],
      MARKETPLACE_COUNT_CAP + 1,
      facets,
      null,
    );
    expect(page).toMatchObject({ total: MARKETPLACE_COUNT_CAP, totalCapped: true });
    expect(page.facets.approximate).toEqual({ categories: true, islands: true, conditions: true });
    expect(pageAnswer({ page: 1, pageSize: 12, sort: 'newest' }, [], 7, facets, null)).toMatchObject({
      total: 7,
      totalCapped: false,
    });
  });

  it('shows estimates with two significant digits, never as 0', () => {
    expect([0, 0.4, 7, 1234, 98_765].map(roundEstimate)).toEqual([1, 1, 7, 1200, 99_000]);
  });
});

describe('the order of a page held in memory', () => {
  it('puts the display number first, then more rank tests passed, then name matches, then newest (issue #38 item 2)', () => {
    const rows = [
      row('old-name', { nameMatch: true, createdAt: 1 }),
      row('new-plain', { createdAt: 9 }),
      row('exact', { exact: true, createdAt: 0 }),
      row('all-words', { createdAt: 2 }),
      row('new-name', { nameMatch: true, createdAt: 5 }),
    ];
    expect(pageOfRows(rows, filters({ sort: 'relevance' }), 'relevance')).toEqual([
      'exact',
      'new-name',
      'old-name',
      'new-plain',
      'all-words',
    ]);
    const scores = new Map([
      ['all-words', 3],
      ['new-name', 1],
      ['old-name', 1],
    ]);
    expect(pageOfRows(rows, filters({ sort: 'relevance' }), 'relevance', scores)).toEqual([
      'exact',
      'all-words',
      'new-name',
      'old-name',
      'new-plain',
    ]);
  });

  it('sorts by price with the id breaking ties, pages by 12 and applies the filters', () => {
    const rows = Array.from({ length: 30 }, (_, i) =>
      row(`r${String(i).padStart(2, '0')}`, { price: i % 3 }),
    );
    const cheapest = pageOfRows(rows, filters({ sort: 'price_asc' }), 'price_asc');
    expect(cheapest).toHaveLength(MARKETPLACE_PAGE_SIZE);
    expect(cheapest.slice(0, 3)).toEqual(['r00', 'r03', 'r06']);
    const third = pageOfRows(rows, filters({ sort: 'price_asc', page: 3 }), 'price_asc');
    expect(third).toEqual(['r14', 'r17', 'r20', 'r23', 'r26', 'r29']);
    expect(pageOfRows(rows, filters({ maxPrice: 0 }), 'newest')).toHaveLength(10);
    expect(
      [row('a', { price: 5 }), row('b', { price: 5 })].sort(compareRows('price_desc')).map((r) => r.id),
    ).toEqual(['b', 'a']);
  });
});
