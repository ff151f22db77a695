/**
 * Browse: page size, sort options, count cap, suggestion limits and the response types — no zod, so the
 * browse page and the header search can import them without the schemas (the schemas are in `marketplace.ts`).
 */
import type { ListingCard, ListingCondition } from './listings-messages';

/** Spec 02 §9: marketplace page size. */
export const MARKETPLACE_PAGE_SIZE = 12;
/**
 * Counts above this are reported as "1,000+" (issue #10, decision 010): the total and every facet count are
 * exact while a search has at most this many matches; above it the total reads "1,000+" and facet counts may
 * be rounded estimates, marked as such. Whether a facet value has matches at all is always exact.
 */
export const MARKETPLACE_COUNT_CAP = 1000;
/** A location filter names at most this many islands (the Maldives has fewer than 200 inhabited ones; #39). */
export const LOCATIONS_MAX = 200;
/** Spec 02 §9: the pager shows this many page numbers. */
export const PAGER_WINDOW = 5;
/** Spec 02 §5: default price slider bounds in MVR. */
export const DEFAULT_PRICE_BOUNDS: readonly [number, number] = [0, 10000];

export const SORT_OPTIONS = ['newest', 'price_asc', 'price_desc', 'relevance'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
/** Browse `availability` filter (issue #13 item 3): `available` hides Reserved listings. */
export const MARKETPLACE_AVAILABILITY = ['all', 'available'] as const;

/**
 * The sort box's words (spec 02 §9: newest, price low to high, price high to low, relevance). Short enough that
 * "Sort by" and its box stay beside Filters on a 360 px phone, without waiting for scripts (issue #16 item 12).
 */
export const SORT_LABELS: Record<SortOption, string> = {
  newest: 'Newest',
  price_asc: 'Lowest price',
  price_desc: 'Highest price',
  relevance: 'Relevance',
};

/**
 * One facet bucket on the wire: `[id, count]` — the id of a category or island and how many listings match.
 * Names come from the reference lists the client holds anyway (`/api/categories`, `/api/locations`), so a
 * page's facets stay near 2 KB even with all 190 islands (labels and atoll groups would be ~9 KB).
 */
export type FacetBucket = [id: number, count: number];

/**
 * Facet counts for the current search: each facet ignores its own filter (so picking a category still shows
 * how many each other category has), and all of them honour the price range. Only ids with matches appear,
 * ordered by id.
 */
export interface MarketplaceFacets {
  /** `[categoryId, count]` per category with matches. */
  categories: FacetBucket[];
  /** `[locationId, count]` per island with matches; the client groups them by atoll from the reference list. */
  islands: FacetBucket[];
  /** Matches per condition, for the conditions that have any. */
  conditions: Partial<Record<ListingCondition, number>>;
  /** Lowest and highest price (MVR) of live listings matching the search and the other filters, ignoring the price range; null when none. */
  priceBounds: { min: number; max: number } | null;
  /**
   * Per facet, true when its counts are rounded estimates (the search has more than MARKETPLACE_COUNT_CAP
   * matches); the client shows them as "~1,200". A value listed always has matches, and one left out has none.
   */
  approximate: { categories: boolean; islands: boolean; conditions: boolean };
  /**
   * Issue #39: once a single category is chosen, one entry per filterable field of it, in field order: for a
   * list or yes/no field the listings per value (`yes`/`no` for yes/no; only values with matches, each count
   * ignoring the field's own filter); for a number field the lowest and highest value held (null: none).
   * Absent otherwise.
   */
  fields?: FieldFacet[];
}

/** One field's counts (see `MarketplaceFacets.fields`). */
export interface FieldFacet {
  key: string;
  /** `[value, count]`, in the field's option order; absent for a number field. */
  values?: Array<[value: string, count: number]>;
  /** A number field's lowest and highest value among the matches (ignoring its own range); absent for a list. */
  range?: { min: number; max: number } | null;
  /** The counts are rounded estimates (shown "~"), as for the other facets. */
  approximate: boolean;
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
  /**
   * The term as read when a word no live listing holds was corrected ("yamaaha" → "yamaha"): the page says
   * "Showing results for …" and offers the term as typed (`spelling=as-typed`, issue #38 item 3).
   */
  correctedQuery?: string;
  /**
   * Issue #38: on page 1 of a search by relevance that fewer listings match (every word) than fill the page,
   * listings holding some of its words, those holding more first, to fill it: shown under "Also matching some
   * of your words". Not in `total`, the facets or the pages; absent when there are none.
   */
  related?: ListingCard[];
  facets: MarketplaceFacets;
  /**
   * Issue #39: the field filters the search applied (those of its single category), as the results line
   * says them in each language ("Year ≥ 2018"; `fieldFilterText`), in the address's order. Absent without any.
   */
  fieldFilters?: Array<{ key: string; text: { en: string; dv: string } }>;
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
