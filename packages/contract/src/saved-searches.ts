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

/** Issue #14 item 2: at most this many saved searches per member. */
export const SAVED_SEARCHES_MAX = 20;
/** The browse address's parameter naming the saved search an alert opened (`savedSearchHref`). */
export const SAVED_SEARCH_LINK_PARAM = 'savedSearch';
/** A saved search's name: 1 to this many characters. */
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
/** At most one on-site alert per saved search in this window (ms). */
export const SAVED_SEARCH_ALERT_INTERVAL_MS = 60 * 60 * 1000;
/**
 * The matching job leaves listings approved in the last this-many ms for its next pass: an approval's
 * `approved_at` is its transaction's clock, which can commit a moment later than a pass that reads past it.
 */
export const SAVED_SEARCH_MATCH_LAG_MS = 5_000;
/** The digest's day is the Maldives' calendar day (one e-mail per member per day). */
export const SAVED_SEARCH_DIGEST_TIME_ZONE = 'Indian/Maldives';
/** The daily digest goes out from this hour (Maldives time) on: a morning e-mail, not one at midnight. */
export const SAVED_SEARCH_DIGEST_HOUR = 8;

export const SAVED_SEARCH_MESSAGES = {
  saveThisSearch: 'Save this search',
  saving: 'Saving…',
  savedTitle: 'Search saved',
  savedText: (name: string) => `"${name}" is in your dashboard. We will tell you when new items match.`,
  loginRequired: 'Login Required',
  loginRequiredText: 'Please log in to save searches.',
  login: 'Login',
  limitReached: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`,
  duplicate: 'You have already saved this search.',
  notFound: 'Saved search not found.',
  nameRequired: 'Please enter a name for this search.',
  nameTooLong: `The name can be at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters.`,
  digestRequired: 'Say whether you want the daily e-mail (true or false).',
  failed: 'Something went wrong. Please try again.',
  tabTitle: 'Saved Searches',
  tabIntro: 'Searches you saved on the marketplace. We tell you when new items match.',
  empty: 'No saved searches yet. On the marketplace, search or filter, then choose Save this search.',
  browse: 'Browse the marketplace',
  open: 'Open',
  rename: 'Rename',
  renameLabel: 'Name of the saved search',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteTitle: 'Delete this saved search?',
  deleteText: 'You will no longer be told about new items that match it.',
  deleted: 'Saved search deleted',
  renamed: 'Saved search renamed',
  emailDigest: 'Daily e-mail',
  digestOn: 'You will get a daily e-mail when new items match.',
  digestOff: 'Daily e-mail switched off.',
  newMatches: (n: number) => `${n} new`,
  newMatchesLabel: (n: number) => `${n} new ${n === 1 ? 'match' : 'matches'} since you last opened it`,
  alertTitle: (name: string) => `New items for "${name}"`,
  alertText: (n: number) =>
    `${n} new ${n === 1 ? 'listing matches' : 'listings match'} your saved search. Newest first.`,
  unsubscribed: 'You will no longer receive the daily saved-search e-mail. You can switch it on again in your dashboard.',
  invalidToken: 'This unsubscribe link is not valid.',
} as const;

/** The daily digest e-mail's words. */
export const SAVED_SEARCH_DIGEST_TEXT = {
  subject: (siteName: string) => `New items for your saved searches on ${siteName}`,
  greeting: (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  intro: 'New listings match your saved searches:',
  line: (name: string, n: number) => `- ${name}: ${n} new ${n === 1 ? 'listing' : 'listings'}`,
  outro: (siteName: string) => `See them on ${siteName}. Never pay before you have seen the item.`,
  unsubscribe: (url: string) => `Stop these e-mails (one click, no sign-in needed): ${url}`,
} as const;

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
  location?: number;
  condition?: ListingCondition;
  minPrice?: number;
  maxPrice?: number;
  availability?: 'available';
}

/** Browse's parsed query → the stored form: trimmed term, sorted unique categories, no empty values. */
export function normaliseSavedSearchQuery(filters: z.output<typeof savedSearchQuerySchema>): SavedSearchQuery {
  const query: SavedSearchQuery = {};
  const term = filters.query?.trim();
  if (term) query.query = term;
  if (filters.categories?.length) query.categories = [...new Set(filters.categories)].sort((a, b) => a - b);
  if (filters.location !== undefined) query.location = filters.location;
  if (filters.condition !== undefined) query.condition = filters.condition;
  if (filters.minPrice !== undefined) query.minPrice = filters.minPrice;
  if (filters.maxPrice !== undefined) query.maxPrice = filters.maxPrice;
  if (filters.availability === 'available') query.availability = 'available';
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
  if (search.location !== undefined) params.push(['location', String(search.location)]);
  if (search.condition) params.push(['condition', search.condition]);
  if (search.minPrice !== undefined) params.push(['minPrice', String(search.minPrice)]);
  if (search.maxPrice !== undefined) params.push(['maxPrice', String(search.maxPrice)]);
  if (search.availability) params.push(['availability', search.availability]);
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
 * @param labels the names of the search's categories and island (the API reads them)
 */
export function autoSavedSearchName(
  search: SavedSearchQuery,
  labels: { categories: string[]; island: string | null },
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
    message: 'Send a new name or emailDigest.',
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
