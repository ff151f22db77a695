/**
 * The price-ordered catalogue (decision 029) against counts made row by row: every facet, the total and the
 * price bounds of random filters over a random catalogue, with the rows given in order and shuffled.
 */
import { LISTING_CONDITIONS } from '@marketplace/contract/listings-messages';
import type { MarketplaceFilters } from '@marketplace/contract/marketplace';
import { describe, expect, it } from 'vitest';
import { buildPriceOrderedCatalogue, priceBoundsOf, priceRangeCounts } from './price-ordered-catalogue';

interface Row {
  category: number;
  island: number;
  condition: number;
  price: number;
  reserved: number;
}

/** Mulberry32, so a failure can be replayed. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pack = (rows: Row[]) =>
  rows.map((r) => `${r.category},${r.island},${r.condition},${r.price.toFixed(2)},${r.reserved}`).join(';');

function passes(
  row: Row,
  filters: MarketplaceFilters,
  ignore?: 'categories' | 'islands' | 'conditions' | 'price',
) {
  if (filters.availability === 'available' && row.reserved) return false;
  if (ignore !== 'categories' && filters.categories?.length && !filters.categories.includes(row.category))
    return false;
  if (ignore !== 'islands' && filters.location && row.island !== filters.location) return false;
  if (
    ignore !== 'conditions' &&
    filters.condition &&
    LISTING_CONDITIONS[row.condition - 1] !== filters.condition
  )
    return false;
  if (ignore !== 'price' && filters.minPrice !== undefined && row.price < filters.minPrice) return false;
  if (ignore !== 'price' && filters.maxPrice !== undefined && row.price > filters.maxPrice) return false;
  return true;
}

function countBy(rows: Row[], key: (row: Row) => number | string) {
  const counts = new Map<number | string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

const sorted = <K, V>(map: Map<K, V>) => [...map].sort((a, b) => String(a[0]).localeCompare(String(b[0])));

describe('price-ordered catalogue (decision 029)', () => {
  const random = seeded(2026);
  const rows: Row[] = Array.from({ length: 3000 }, () => ({
    category: 1 + Math.floor(random() * 12),
    // a few rare islands: most filters leave some categories empty
    island: random() < 0.9 ? 1 + Math.floor(random() * 8) : 100 + Math.floor(random() * 90),
    condition: 1 + Math.floor(random() * LISTING_CONDITIONS.length),
    // whole MVR, and some with laari, many ties
    price: random() < 0.3 ? Math.floor(random() * 50) * 100 : Math.round(random() * 500_000) / 100,
    reserved: random() < 0.1 ? 1 : 0,
  }));
  const inOrder = [...rows].sort((a, b) => a.category - b.category || a.price - b.price);

  const filterCases: MarketplaceFilters[] = Array.from({ length: 300 }, () => {
    const low = random() < 0.8 ? Math.floor(random() * 4000) : undefined;
    const high = random() < 0.8 ? (low ?? 0) + Math.floor(random() * 3000) : undefined;
    const categoryCount = Math.floor(random() * 4);
    return {
      page: 1,
      minPrice: low,
      maxPrice: high,
      categories: categoryCount
        ? [...new Set(Array.from({ length: categoryCount }, () => 1 + Math.floor(random() * 13)))]
        : undefined,
      location: random() < 0.3 ? (random() < 0.5 ? 1 + Math.floor(random() * 8) : 150) : undefined,
      condition: random() < 0.3 ? LISTING_CONDITIONS[Math.floor(random() * 5)] : undefined,
      availability: random() < 0.3 ? 'available' : undefined,
    } as MarketplaceFilters;
  });

  for (const [name, given] of [
    ['rows in (category, price) order', inOrder],
    ['rows out of order (sorted on load)', rows],
  ] as const) {
    it(`counts every facet, the total and the price bounds exactly: ${name}`, () => {
      const catalogue = buildPriceOrderedCatalogue(pack(given), given.length);
      expect(catalogue.prices.length).toBe(rows.length);
      for (const filters of filterCases) {
        const counts = priceRangeCounts(catalogue, filters);
        expect(counts.matching).toBe(rows.filter((r) => passes(r, filters)).length);
        expect(sorted(counts.categories)).toEqual(
          sorted(
            countBy(
              rows.filter((r) => passes(r, filters, 'categories')),
              (r) => r.category,
            ),
          ),
        );
        expect(sorted(counts.islands)).toEqual(
          sorted(
            countBy(
              rows.filter((r) => passes(r, filters, 'islands')),
              (r) => r.island,
            ),
          ),
        );
        expect(sorted(counts.conditions)).toEqual(
          sorted(
            countBy(
              rows.filter((r) => passes(r, filters, 'conditions')),
              (r) => LISTING_CONDITIONS[r.condition - 1]!,
            ),
          ),
        );
        const unpriced = rows.filter((r) => passes(r, filters, 'price')).map((r) => r.price);
        expect(priceBoundsOf(catalogue, filters)).toEqual(
          unpriced.length ? { min: Math.min(...unpriced), max: Math.max(...unpriced) } : null,
        );
      }
    });
  }

  it('skips the categories the trigger-kept counts say have no listings, with the same bounds', () => {
    const catalogue = buildPriceOrderedCatalogue(pack(inOrder), inOrder.length);
    const filters = { page: 1, location: 150 } as MarketplaceFilters;
    const withListings = new Set(rows.filter((r) => r.island === 150).map((r) => r.category));
    expect(priceBoundsOf(catalogue, filters, withListings)).toEqual(priceBoundsOf(catalogue, filters));
  });

  it('is empty for an empty catalogue', () => {
    const catalogue = buildPriceOrderedCatalogue('', 0);
    expect(priceRangeCounts(catalogue, { page: 1, minPrice: 10 } as MarketplaceFilters).matching).toBe(0);
    expect(priceBoundsOf(catalogue, { page: 1 } as MarketplaceFilters)).toBeNull();
  });
});
