import { z } from 'zod';
import { LISTING_CONDITIONS } from './listings-messages';
import { LOCATIONS_MAX, MARKETPLACE_AVAILABILITY, SORT_OPTIONS } from './marketplace-messages';
import { amountFilter, idList, text } from './fields';
import { ID_LIST_MESSAGE } from './fields-messages';
import { readFieldFilters } from './field-filters';

/**
 * `GET /api/marketplace/listings` query (spec 02 §4–§5 Browse behaviour). Every parameter is optional.
 * Bad values answer 400 rather than being silently ignored: ids fit PostgreSQL's integer, prices are decimals,
 * text has no control characters (issue #11).
 */
export const marketplaceQuerySchema = z.object({
  query: text().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  sort: z.enum(SORT_OPTIONS).optional(),
  categories: idList().optional(),
  /**
   * Islands (maldives_locations ids), comma-separated: one, several (Greater Malé: Malé, Hulhumalé, Villimalé)
   * or a whole atoll's (issue #39 item 5); read ascending, each once, at most LOCATIONS_MAX.
   */
  location: z
    .preprocess(
      // One island as a JSON number, as a saved search's body may give it.
      (value) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : value),
      idList()
        .refine((ids) => ids.length <= LOCATIONS_MAX, { message: ID_LIST_MESSAGE })
        .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
    )
    .optional(),
  condition: z.enum(LISTING_CONDITIONS).optional(),
  minPrice: amountFilter(),
  maxPrice: amountFilter(),
  /**
   * `available` hides Reserved listings (an accepted offer holds them, issue #13 item 3); `all` (the default)
   * shows them with their badge. `all` is normalised away so both spellings share one cached answer.
   */
  availability: z.preprocess(
    (value) => (value === 'all' ? undefined : value),
    z.enum(MARKETPLACE_AVAILABILITY).exclude(['all']).optional(),
  ),
  /**
   * `as-typed`: the term's words are not corrected ("search instead for …", issue #38 item 3); plurals, other
   * spellings, synonyms and the last word as a prefix still apply. Absent: forgiving (the default).
   */
  spelling: z.enum(['as-typed']).optional(),
  /**
   * Issue #39: filters by the chosen category's fields, `key:min..max` for a number and `key:a|b` for a list or
   * yes/no, comma-separated (`field-filters.ts`); read into one sorted form. They apply when exactly one
   * category is chosen, and only those naming one of its filterable fields (the rest are dropped).
   */
  fields: text()
    .max(2000)
    .transform((raw, ctx) => {
      const read = readFieldFilters(raw);
      if (!read.ok) {
        ctx.addIssue({ code: 'custom', message: read.message, input: raw });
        return z.NEVER;
      }
      return read.filters.length > 0 ? read.filters : undefined;
    })
    .optional(),
});
export type MarketplaceQuery = z.input<typeof marketplaceQuerySchema>;
export type MarketplaceFilters = z.output<typeof marketplaceQuerySchema>;

/** `GET /api/marketplace/suggestions?query=` */
export const suggestionsQuerySchema = z.object({ query: text().trim().max(100).default('') });
