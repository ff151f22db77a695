/**
 * Browse: page size, sort options, count cap, suggestion limits and the response types — no zod, so the
 * browse page and the header search can import them without the schemas (the schemas are in `marketplace.ts`).
 */
import type { ListingCard, ListingCondition } from './listings-messages';

/** Spec 02 §9: marketplace page size. */
export const MARKETPLACE_PAGE_SIZE = 12;
/** Counts above this are reported as "1,000+" (ARCHITECTURE.md "Browse search": counts are capped). */
export const MARKETPLACE_COUNT_CAP = 1000;
/** Spec 02 §9: the pager shows this many page numbers. */
export const PAGER_WINDOW = 5;
/** Spec 02 §5: default price slider bounds in MVR. */
export const DEFAULT_PRICE_BOUNDS: readonly [number, number] = [0, 10000];

export const SORT_OPTIONS = ['newest', 'price_asc', 'price_desc', 'relevance'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const SORT_LABELS: Record<SortOption, string> = {
  newest: 'Newest',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  relevance: 'Relevance',
};

export interface FacetCount<K> {
  value: K;
  label: string;
  count: number;
}

export interface LocationFacet {
  atoll: string;
  atollCode: string;
  /** Listings in the whole atoll. */
  count: number;
  islands: Array<FacetCount<number>>;
}

/**
 * Facet counts for the current search: each facet ignores its own filter (so picking a category still shows
 * how many each other category has), and all of them honour the price range.
 */
export interface MarketplaceFacets {
  categories: Array<FacetCount<number>>;
  locations: LocationFacet[];
  conditions: Array<FacetCount<ListingCondition>>;
  /** Lowest and highest price (MVR) of live listings matching the search and the other filters, ignoring the price range; null when none. */
  priceBounds: { min: number; max: number } | null;
}

/** `GET /api/marketplace/listings` response: one page of cards plus the total and facets. */
export interface MarketplacePage {
  items: ListingCard[];
  /** Matching listings, exact up to MARKETPLACE_COUNT_CAP. */
  total: number;
  /** True when there are more than `total` matches ("1,000+"). */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  sort: SortOption;
  facets: MarketplaceFacets;
}

/** Spec 01 §2 / §7 header suggestions: at most 3 by name and 3 by display id, merged to at most 5. */
export const SUGGESTION_DEBOUNCE_MS = 300;
export const SUGGESTIONS_PER_QUERY = 3;
export const SUGGESTIONS_MAX = 5;

export interface Suggestion {
  id: string;
  name: string;
  item_display_id: string;
  price: number;
  imageUrl: string | null;
}
