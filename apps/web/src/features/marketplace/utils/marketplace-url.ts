import { LISTING_CONDITIONS, type ListingCondition } from '@marketplace/contract/listings-messages';
import { LOCATIONS_MAX, SORT_OPTIONS, type SortOption } from '@marketplace/contract/marketplace-messages';
import { fieldFiltersParam, readFieldFilters, type FieldFilter } from '@marketplace/contract/field-filters';

/** The filters of the sidebar (spec 02 §3 "Filter state"); null / [] means "not filtered". */
export interface MarketplaceFilterValues {
  /** Category ids, ascending. */
  categories: number[];
  /**
   * Islands (maldives_locations ids), ascending, each once: one island, a whole atoll or a preset such as
   * Greater Malé (issue #39 item 5); [] = anywhere.
   */
  location: number[];
  condition: ListingCondition | null;
  /** MVR; null = no lower bound. */
  minPrice: number | null;
  /** MVR; null = no upper bound. */
  maxPrice: number | null;
  /** Hide Reserved listings (`availability=available`, issue #13 item 3). */
  hideReserved: boolean;
  /**
   * Issue #39: filters by the chosen category's fields (`fields=year:2018..,make:honda`), sorted by key; only
   * with a single category (choosing another drops them: they belong to the category).
   */
  fields: FieldFilter[];
}

/** Everything the browse page shows, as the URL holds it (shareable; Back/Forward walk it). */
export interface MarketplaceUrlState {
  query: string;
  page: number;
  /** The sort in effect: the `sort` parameter, or relevance with a term and newest without. */
  sort: SortOption;
  filters: MarketplaceFilterValues;
  /** `spelling=as-typed`: the term's words are not corrected ("Search instead for …", issue #38 item 3). */
  asTyped: boolean;
}

/** What the browse page asks the API for: the term, the applied filters, the sort and the page. */
export interface MarketplaceListingsParams extends MarketplaceFilterValues {
  query?: string;
  page: number;
  sort: SortOption;
  /** The term's words as typed, not corrected (`spelling=as-typed`). */
  asTyped?: boolean;
}

export const MARKETPLACE_LISTINGS_PATH = '/api/marketplace/listings';

/**
 * The query of `GET /api/marketplace/listings?query&page&sort&categories=1,2&location=3,7,12&condition&minPrice&maxPrice`
 * for `params` (`location`: one island or several, issue #39 item 5); empty values are left out by `apiRequest`.
 * Shared by the fetcher and the page's first script (boot.ts), which must ask for exactly the same URL.
 */
export function marketplaceListingsApiQuery(params: MarketplaceListingsParams) {
  return {
    query: params.query || undefined,
    page: params.page,
    sort: params.sort,
    categories: params.categories.length > 0 ? params.categories.join(',') : undefined,
    location: params.location.length > 0 ? params.location.join(',') : undefined,
    condition: params.condition,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    availability: params.hideReserved ? 'available' : undefined,
    spelling: params.asTyped && params.query ? 'as-typed' : undefined,
    fields: params.categories.length === 1 ? fieldFiltersParam(params.fields) || undefined : undefined,
  };
}

export const NO_FILTERS: MarketplaceFilterValues = {
  categories: [],
  location: [],
  condition: null,
  minPrice: null,
  maxPrice: null,
  hideReserved: false,
  fields: [],
};

/** Parameters that hold the filters (the rest: query, sort, page). */
const FILTER_PARAMS = [
  'categories',
  'location',
  'condition',
  'minPrice',
  'maxPrice',
  'availability',
  'fields',
] as const;

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A comma list of positive ids (`categories`, `location`): malformed parts dropped, ascending, each once. */
function idList(raw: string | null): number[] {
  return [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((part) => positiveInt(part.trim()))
        .filter((id): id is number => id !== null),
    ),
  ].sort((a, b) => a - b);
}

function price(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** Spec 02 §4: relevance with a search term, newest without. */
export function defaultSort(query: string): SortOption {
  return query ? 'relevance' : 'newest';
}

/** The sorts offered: relevance only when there is a search term (spec 02 §9). */
export function sortOptionsFor(query: string): SortOption[] {
  return SORT_OPTIONS.filter((option) => option !== 'relevance' || Boolean(query));
}

/**
 * Reads the browse state from `?query&page&sort&categories=1,2&location=3,7,12&condition&minPrice&maxPrice&fields`
 * (`location`: one island or several, issue #39 item 5, the first LOCATIONS_MAX kept). Anything malformed is
 * ignored rather than shown as an error: a hand-edited link still opens the page.
 */
export function parseMarketplaceParams(params: URLSearchParams): MarketplaceUrlState {
  const query = (params.get('query') ?? '').trim();
  const page = positiveInt(params.get('page')) ?? 1;
  const rawSort = params.get('sort');
  const sort =
    SORT_OPTIONS.find((option) => option === rawSort && sortOptionsFor(query).includes(option)) ??
    defaultSort(query);
  const categories = idList(params.get('categories'));
  const rawCondition = params.get('condition');
  const fieldsRead = readFieldFilters(params.get('fields') ?? '');
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    query,
    page,
    sort,
    filters: {
      categories,
      location: idList(params.get('location')).slice(0, LOCATIONS_MAX),
      condition: LISTING_CONDITIONS.find((c) => c === rawCondition) ?? null,
      minPrice,
      maxPrice,
      hideReserved: params.get('availability') === 'available',
      fields: fieldsRead.ok && categories.length === 1 ? fieldsRead.filters : [],
    },
    asTyped: Boolean(query) && params.get('spelling') === 'as-typed',
  };
}

/**
 * "Search instead for …": `params` with the term's words as typed (`spelling=as-typed`), every filter and the
 * sort kept, the page reset (issue #38 item 3).
 */
export function withTermAsTyped(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  next.set('spelling', 'as-typed');
  return next;
}

/**
 * A copy of `params` with `filters` written (empty ones removed; the islands as `location=3,7,12`, issue #39
 * item 5) and the page reset to 1.
 */
export function withFilters(params: URLSearchParams, filters: MarketplaceFilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_PARAMS) next.delete(key);
  next.delete('page');
  if (filters.categories.length > 0) {
    next.set('categories', [...filters.categories].sort((a, b) => a - b).join(','));
  }
  if (filters.location.length > 0) {
    next.set('location', [...new Set(filters.location)].sort((a, b) => a - b).join(','));
  }
  if (filters.condition !== null) next.set('condition', filters.condition);
  if (filters.minPrice !== null) next.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) next.set('maxPrice', String(filters.maxPrice));
  if (filters.hideReserved) next.set('availability', 'available');
  const fields = filters.categories.length === 1 ? fieldFiltersParam(filters.fields) : '';
  if (fields) next.set('fields', fields);
  return next;
}

/** Issue #39: a copy of `params` without the field filter on `key` (a chip's ×), the page reset. */
export function withoutFieldFilter(params: URLSearchParams, key: string): URLSearchParams {
  const { filters } = parseMarketplaceParams(params);
  return withFilters(params, { ...filters, fields: filters.fields.filter((filter) => filter.key !== key) });
}

/**
 * A copy of `params` with `sort` written and the page reset. The default for the current term is left out
 * of the URL, so a new term switches to relevance and clearing it back to newest (spec 02 §4).
 */
export function withSort(params: URLSearchParams, sort: SortOption): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (sort === defaultSort((params.get('query') ?? '').trim())) next.delete('sort');
  else next.set('sort', sort);
  return next;
}

/**
 * How many filters are in effect, for the "Filters" button: each category counts, then the location (one
 * however many islands it names, issue #39 item 5), condition, price, hiding Reserved, and each field filter
 * (issue #39).
 */
export function activeFilterCount(filters: MarketplaceFilterValues): number {
  return (
    filters.categories.length +
    filters.fields.length +
    (filters.location.length > 0 ? 1 : 0) +
    (filters.condition !== null ? 1 : 0) +
    (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0) +
    (filters.hideReserved ? 1 : 0)
  );
}

/** Whether two ascending id lists are the same. */
function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => b[i] === id);
}

/** Whether two sets of filters are the same (categories and islands in any order), e.g. staged vs applied. */
export function sameFilters(a: MarketplaceFilterValues, b: MarketplaceFilterValues): boolean {
  const ascending = (ids: readonly number[]) => [...ids].sort((x, y) => x - y);
  return (
    sameIds(ascending(a.categories), ascending(b.categories)) &&
    sameIds(ascending(a.location), ascending(b.location)) &&
    a.condition === b.condition &&
    a.minPrice === b.minPrice &&
    a.maxPrice === b.maxPrice &&
    a.hideReserved === b.hideReserved &&
    fieldFiltersParam(a.fields) === fieldFiltersParam(b.fields)
  );
}
