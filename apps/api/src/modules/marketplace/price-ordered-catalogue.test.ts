/**
 * The price-ordered catalogue (decision 029) against counts made row by row: every facet, the total and the
 * price bounds of generated filters over generated catalogues (fast-check), rows given in order and not.
 */
import { LISTING_CONDITIONS } from '@marketplace/contract/listings-messages';
import type { MarketplaceFilters } from '@marketplace/contract/marketplace';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPriceOrderedCatalogue, priceBoundsOf, priceRangeCounts } from './price-ordered-catalogue';

interface Row {
  category: number;
  island: number;
  condition: number;
  price: number;
  reserved: number;
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
  if (ignore !== 'islands' && filters.location?.length && !filters.location.includes(row.island))
    return false;
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

/** Listings over a dozen categories, a few common islands and some rare ones, prices with many ties. */
const catalogueRows = fc.array(
  fc.record({
    category: fc.integer({ min: 1, max: 12 }),
    island: fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 100, max: 190 })),
    condition: fc.integer({ min: 1, max: LISTING_CONDITIONS.length }),
    price: fc.oneof(
      fc.integer({ min: 0, max: 50 }).map((n) => n * 100),
      fc.integer({ min: 0, max: 500_000 }).map((n) => n / 100),
    ),
    reserved: fc.integer({ min: 0, max: 9 }).map((n) => (n === 0 ? 1 : 0)),
  }),
  { maxLength: 400 },
);

/** MVR up to `max`: a multiple of 100 half the time. */
const roundOrAny = (max: number) =>
  fc.oneof(
    fc.integer({ min: 0, max: max / 100 }).map((n) => n * 100),
    fc.integer({ min: 0, max }),
  );

/** Any browse filters without a term: price range, categories (some with no listings), island, condition. */
const noTermFilters: fc.Arbitrary<MarketplaceFilters> = fc
  .record({
    // often on a round price, where listings are: a range's ends are inclusive
    minPrice: fc.option(roundOrAny(4000), { nil: undefined }),
    width: fc.option(roundOrAny(3000), { nil: undefined }),
    categories: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 13 }), { minLength: 1, maxLength: 3 }), {
      nil: undefined,
    }),
    // One island or several (issue #39 item 5), some with no listings.
    location: fc.option(
      fc.uniqueArray(fc.oneof(fc.integer({ min: 1, max: 8 }), fc.constant(150)), {
        minLength: 1,
        maxLength: 3,
      }),
      { nil: undefined },
    ),
    condition: fc.option(fc.constantFrom(...LISTING_CONDITIONS), { nil: undefined }),
    availableOnly: fc.boolean(),
  })
  .map(({ minPrice, width, availableOnly, ...rest }) => ({
    ...rest,
    page: 1,
    minPrice,
    maxPrice: width === undefined ? undefined : (minPrice ?? 0) + width,
    availability: availableOnly ? ('available' as const) : undefined,
  }));

describe('price-ordered catalogue (decision 029)', () => {
  it('counts every facet, the total and the price bounds exactly, whatever order the rows come in', () => {
    fc.assert(
      fc.property(
        catalogueRows,
        fc.array(noTermFilters, { minLength: 1, maxLength: 10 }),
        (rows, filterSets) => {
          const inOrder = [...rows].sort((a, b) => a.category - b.category || a.price - b.price);
          for (const given of [inOrder, rows]) {
            const catalogue = buildPriceOrderedCatalogue(pack(given), given.length);
            expect(catalogue.prices.length).toBe(rows.length);
            for (const filters of filterSets) {
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
              // Skipping the categories with no listing under the other filters (what the trigger-kept counts
              // say) changes nothing.
              const withListings = new Set(
                rows
                  .filter((r) => passes(r, { ...filters, categories: undefined }, 'price'))
                  .map((r) => r.category),
              );
              expect(priceBoundsOf(catalogue, filters, withListings)).toEqual(
                priceBoundsOf(catalogue, filters),
              );
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is empty for an empty catalogue', () => {
    const catalogue = buildPriceOrderedCatalogue('', 0);
    expect(priceRangeCounts(catalogue, { page: 1, minPrice: 10 } as MarketplaceFilters).matching).toBe(0);
    expect(priceBoundsOf(catalogue, { page: 1 } as MarketplaceFilters)).toBeNull();
  });
});
