/**
 * Saved searches with alerts (issue #14 item 2): a member keeps up to SAVED_SEARCHES_MAX browse queries,
 * named automatically and renamable, sees how many new listings matched since last opening each, gets an
 * on-site notification (at most one per saved search per hour) and, if they opt in, one daily e-mail digest.
 *
 * The query is validated with the marketplace's own browse schema (`marketplaceQuerySchema`), so a saved
 * search holds exactly what browse accepts, and matches with browse's semantics.
 */
import { z } from 'zod';
import { CONDITION_LABELS, type ListingCondition } from './listings-messages';
import { marketplaceQuerySchema } from './marketplace';
import type { SortOption } from './marketplace-messages';
import { text } from './fields';
import { formatPrice } from './site';
import { fieldFiltersParam, type FieldFilter } from './field-filters';

import {
  SAVED_SEARCH_LINK_PARAM,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX_LENGTH,
} from './saved-searches-messages';

export {
  SAVED_SEARCH_ALERT_INTERVAL_MS,
  SAVED_SEARCH_DIGEST_HOUR,
  SAVED_SEARCH_DIGEST_TEXT,
  SAVED_SEARCH_DIGEST_TIME_ZONE,
  SAVED_SEARCH_LINK_PARAM,
  SAVED_SEARCH_MATCH_LAG_MS,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  SAVED_SEARCHES_MAX,
} from './saved-searches-messages';

/**
 * The query a saved search keeps: the browse query (`GET /api/marketplace/listings`) without its page.
 * Same parameters, same messages, same limits as browse.
 */
export const savedSearchQuerySchema = marketplaceQuerySchema.omit({ page: true });

/** A saved search's query as stored and returned: browse's parameters, normalised (empty ones left out). */
export interface SavedSearchQuery {
  query?: string;
  sort?: SortOption;
  /** Category ids, ascending, no repeats. */
  categories?: number[];
  /** Island ids, ascending, each once (one, several or a whole atoll's; issue #39 item 5). */
  location?: number[];
  condition?: ListingCondition;
  minPrice?: number;
  maxPrice?: number;
  availability?: 'available';
  /** Issue #39: category field filters (with a single category only), sorted by key. */
  fields?: FieldFilter[];
}

/** Browse's parsed query → the stored form: trimmed term, sorted unique categories, no empty values. */
export function normaliseSavedSearchQuery(
  filters: z.output<typeof savedSearchQuerySchema>,
): SavedSearchQuery {
  const query: SavedSearchQuery = {};
  const term = filters.query?.trim();
  if (term) query.query = term;
  if (filters.categories?.length) query.categories = [...new Set(filters.categories)].sort((a, b) => a - b);
  if (filters.location?.length) query.location = filters.location;
  if (filters.condition !== undefined) query.condition = filters.condition;
  if (filters.minPrice !== undefined) query.minPrice = filters.minPrice;
  if (filters.maxPrice !== undefined) query.maxPrice = filters.maxPrice;
  if (filters.availability === 'available') query.availability = 'available';
  if (filters.fields?.length && query.categories?.length === 1) query.fields = filters.fields;
  // Relevance without a term is newest (spec 02 §4); the default for the term is left out.
  const sort = filters.sort === 'relevance' && !term ? undefined : filters.sort;
  if (sort && sort !== (term ? 'relevance' : 'newest')) query.sort = sort;
  return query;
}

/**
 * The browse page's address for `search`. With `newestFirst` (the alert's link and the dashboard's Open) the
 * sort is `newest`, so the new matches come first; otherwise the sort the member saved. With `savedSearchId`
 * (the alert's link) the address also names the saved search (`savedSearch=<id>`), so opening it from the
 * alert marks the search opened, as the dashboard's Open does; the browse page drops the parameter then.
 */
export function savedSearchHref(
  search: SavedSearchQuery,
  options: { newestFirst?: boolean; savedSearchId?: string } = {},
): string {
  const params: Array<[string, string]> = [];
  if (search.query) params.push(['query', search.query]);
  if (search.categories?.length) params.push(['categories', search.categories.join(',')]);
  if (search.location?.length) params.push(['location', search.location.join(',')]);
  if (search.condition) params.push(['condition', search.condition]);
  if (search.minPrice !== undefined) params.push(['minPrice', String(search.minPrice)]);
  if (search.maxPrice !== undefined) params.push(['maxPrice', String(search.maxPrice)]);
  if (search.availability) params.push(['availability', search.availability]);
  if (search.fields?.length) params.push(['fields', fieldFiltersParam(search.fields)]);
  const sort = options.newestFirst ? 'newest' : search.sort;
  if (sort) params.push(['sort', sort]);
  if (options.savedSearchId) params.push([SAVED_SEARCH_LINK_PARAM, options.savedSearchId]);
  // As URLSearchParams writes them (spaces as "+"), which the browse page reads back.
  const qs = params
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%20/g, '+').replace(/%2C/g, ',')}`)
    .join('&');
  return qs ? `/marketplace?${qs}` : '/marketplace';
}

/**
 * The automatic name ("Boats in Malé under MVR 50,000"): the term or the categories, the island, the price
 * range, the condition; at most SAVED_SEARCH_NAME_MAX_LENGTH characters.
 * @param labels the names of the search's categories and place (an island, "Greater Malé", an atoll or
 *   "Malé +2"; `placeName`), and its field filters as text ("Year 2018
 *   or later"; `fieldFilterText`) (the API reads them)
 */
export function autoSavedSearchName(
  search: SavedSearchQuery,
  labels: { categories: string[]; island: string | null; fields?: string[] },
): string {
  const categories =
    labels.categories.length === 0
      ? null
      : labels.categories.length <= 2
        ? labels.categories.join(' & ')
        : `${labels.categories[0]} +${labels.categories.length - 1}`;
  const term = search.query ? search.query.charAt(0).toUpperCase() + search.query.slice(1) : null;
  let name = term ? (categories ? `${term} (${categories})` : term) : (categories ?? 'All items');
  if (labels.island) name += ` in ${labels.island}`;
  if (search.minPrice !== undefined && search.maxPrice !== undefined) {
    name += ` ${formatPrice(search.minPrice)}–${formatPrice(search.maxPrice).replace(/^MVR /, '')}`;
  } else if (search.maxPrice !== undefined) {
    name += ` under ${formatPrice(search.maxPrice)}`;
  } else if (search.minPrice !== undefined) {
    name += ` over ${formatPrice(search.minPrice)}`;
  }
  if (search.condition) name += `, ${CONDITION_LABELS[search.condition].toLowerCase()}`;
  for (const field of labels.fields ?? []) name += `, ${field}`;
  if (search.availability === 'available') name += ', available';
  return name.length > SAVED_SEARCH_NAME_MAX_LENGTH
    ? `${name.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH - 1).trimEnd()}…`
    : name;
}

/** A saved search's name: trimmed, 1–80 characters, one line. */
export const savedSearchName = () =>
  text({ error: SAVED_SEARCH_MESSAGES.nameRequired })
    .trim()
    .min(1, { message: SAVED_SEARCH_MESSAGES.nameRequired })
    .max(SAVED_SEARCH_NAME_MAX_LENGTH, { message: SAVED_SEARCH_MESSAGES.nameTooLong });

/** `POST /api/saved-searches`: the browse query to save (as the browse URL holds it) and an optional name. */
export const createSavedSearchInputSchema = z.object({
  search: savedSearchQuerySchema,
  name: savedSearchName().optional(),
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchInputSchema>;

/** `PATCH /api/saved-searches/{id}`: rename, or switch the daily e-mail (at least one of them). */
export const updateSavedSearchInputSchema = z
  .object({
    name: savedSearchName().optional(),
    emailDigest: z.boolean({ error: SAVED_SEARCH_MESSAGES.digestRequired }).optional(),
  })
  .refine((input) => input.name !== undefined || input.emailDigest !== undefined, {
    message: SAVED_SEARCH_MESSAGES.nameOrDigestRequired,
  });
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchInputSchema>;

/** The rename form (the dashboard's inline rename). */
export const renameSavedSearchFormSchema = z.object({ name: savedSearchName() });

/** One saved search as the API returns it. */
export interface SavedSearch {
  id: string;
  name: string;
  search: SavedSearchQuery;
  /** The browse page for this search with the newest first (where its new matches are). */
  href: string;
  /** Listings that matched since the member last opened it. */
  newMatches: number;
  emailDigest: boolean;
  createdAt: string;
  lastOpenedAt: string;
}
