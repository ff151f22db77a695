/**
 * Facet counts, price bounds and the page answer from rows held in memory (decision 010): the live catalogue's
 * trigger-kept counts, a price range over the price-ordered catalogue, or a term's sample. Part of the search
 * folder (issue #38 item 6); the counts that need the database stay with the search (`marketplace.service.ts`).
 */
import {
  LISTING_CONDITIONS,
  type ListingCard,
  type ListingCondition,
} from '@marketplace/contract/listings-messages';
import type { MarketplaceFilters } from '@marketplace/contract/marketplace';
import {
  MARKETPLACE_COUNT_CAP,
  type FacetBucket,
  type MarketplaceFacets,
  type MarketplacePage,
} from '@marketplace/contract/marketplace-messages';
import { priceRangeCounts, type PriceOrderedCatalogue } from '../price-ordered-catalogue';
import { passes, valueOf, type Dimension } from './filters';
import type { SampleRow } from './sample-rows';

/** A group of live listings per (category, island, condition). */
export interface CountRow {
  categoryId: number;
  locationId: number;
  condition: ListingCondition;
  count: number;
  /** How many of `count` are Reserved (issue #13). */
  reserved: number;
}

export type Facet = { counts: Map<number | string, number>; approximate: boolean };

/** Live listings in the catalogue counts (memoised per snapshot). */
const liveTotals = new WeakMap<CountRow[], number>();
export function liveTotal(counts: CountRow[]): number {
  let total = liveTotals.get(counts);
  if (total === undefined) {
    total = counts.reduce((sum, row) => sum + row.count, 0);
    liveTotals.set(counts, total);
  }
  return total;
}

/**
 * Facets and total of the live catalogue narrowed by facet filters only (no term, no price), in one pass over
 * the trigger-kept counts (~15,000 rows at 100,000 listings): each row is tested against each filter once, and
 * counts toward a facet when it passes the other two. Same answers as `exactFacets` per dimension.
 */
export function catalogueFacets(
  catalogue: CountRow[],
  filters: MarketplaceFilters,
): { facets: Record<Dimension, Facet>; matching: number } {
  const categories = new Map<number | string, number>();
  const islands = new Map<number | string, number>();
  const conditions = new Map<number | string, number>();
  const chosenCategories = filters.categories?.length ? new Set(filters.categories) : null;
  const chosenIslands = filters.location?.length ? new Set(filters.location) : null;
  let matching = 0;
  for (const row of catalogue) {
    const categoryOk = !chosenCategories || chosenCategories.has(row.categoryId);
    const islandOk = !chosenIslands || chosenIslands.has(row.locationId);
    const conditionOk = !filters.condition || row.condition === filters.condition;
    if (islandOk && conditionOk)
      categories.set(row.categoryId, (categories.get(row.categoryId) ?? 0) + row.count);
    if (categoryOk && conditionOk)
      islands.set(row.locationId, (islands.get(row.locationId) ?? 0) + row.count);
    if (categoryOk && islandOk)
      conditions.set(row.condition, (conditions.get(row.condition) ?? 0) + row.count);
    if (categoryOk && islandOk && conditionOk) matching += row.count;
  }
  return {
    facets: {
      categories: { counts: categories, approximate: false },
      islands: { counts: islands, approximate: false },
      conditions: { counts: conditions, approximate: false },
    },
    matching,
  };
}

/** Exact facets and total of a price range without a term, counted over the price-ordered catalogue. */
export function exactPriceRangeFacets(
  catalogue: PriceOrderedCatalogue,
  filters: MarketplaceFilters,
): { facets: Record<Dimension, Facet>; matching: number } {
  const counts = priceRangeCounts(catalogue, filters);
  return {
    facets: {
      categories: { counts: counts.categories, approximate: false },
      islands: { counts: counts.islands, approximate: false },
      conditions: { counts: counts.conditions, approximate: false },
    },
    matching: counts.matching,
  };
}

/** 1,234 → 1,200: estimates are shown with two significant digits, never as 0. */
export function roundEstimate(value: number): number {
  if (value < 1) return 1;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.max(1, Math.round(value / magnitude) * magnitude);
}

const byId = (a: FacetBucket, b: FacetBucket) => a[0] - b[0];

/** Facet buckets summed from rows, each row passing every filter but the facet's own. */
export function exactFacets(
  rows: Array<SampleRow | CountRow>,
  filters: MarketplaceFilters,
  dimension: Dimension,
) {
  const counts = new Map<number | string, number>();
  for (const row of rows) {
    if (!passes(row, filters, dimension)) continue;
    const value = valueOf(row, dimension);
    counts.set(value, (counts.get(value) ?? 0) + ('count' in row ? row.count : 1));
  }
  return counts;
}

/** Counts per category or island id as the page's buckets, `[id, count]` by id. */
export function toFacetBuckets(counts: Map<number | string, number>): FacetBucket[] {
  return [...counts].map(([value, n]): FacetBucket => [Number(value), n]).sort(byId);
}

/** Counts per condition as the page's record, in LISTING_CONDITIONS order, absent conditions left out. */
export function toConditionCounts(counts: Map<number | string, number>): MarketplaceFacets['conditions'] {
  return Object.fromEntries(LISTING_CONDITIONS.filter((c) => counts.has(c)).map((c) => [c, counts.get(c)!]));
}

/** Lowest and highest price of rows in memory passing the filters but the price range. */
export function boundsOfRows(
  rows: SampleRow[],
  filters: MarketplaceFilters,
): MarketplaceFacets['priceBounds'] {
  let min = Infinity;
  let max = -Infinity;
  for (const row of rows) {
    if (passes(row, filters, 'price')) {
      min = Math.min(min, row.price);
      max = Math.max(max, row.price);
    }
  }
  return Number.isFinite(min) ? { min, max } : null;
}

/**
 * The page as the API answers it (spec 02 §5): the total capped at MARKETPLACE_COUNT_CAP ("1,000+" when
 * `totalCapped`), the facets as buckets with whether each is estimated, and the price bounds (MVR).
 */
export function pageAnswer(
  base: Omit<MarketplacePage, 'items' | 'total' | 'totalCapped' | 'facets'>,
  items: ListingCard[],
  matching: number,
  facets: Record<Dimension, { counts: Map<number | string, number>; approximate: boolean }>,
  priceBounds: MarketplaceFacets['priceBounds'],
): MarketplacePage {
  return {
    ...base,
    items,
    total: Math.min(matching, MARKETPLACE_COUNT_CAP),
    totalCapped: matching > MARKETPLACE_COUNT_CAP,
    facets: {
      categories: toFacetBuckets(facets.categories.counts),
      islands: toFacetBuckets(facets.islands.counts),
      conditions: toConditionCounts(facets.conditions.counts),
      priceBounds,
      approximate: {
        categories: facets.categories.approximate,
        islands: facets.islands.approximate,
        conditions: facets.conditions.approximate,
      },
    },
  };
}
