import { z } from 'zod';
import { LISTING_CONDITIONS } from './listings-messages';
import { SORT_OPTIONS } from './marketplace-messages';

const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, { message: 'Must be a comma-separated list of ids.' })
  .transform((s) => s.split(',').map(Number));

/**
 * `GET /api/marketplace/listings` query (spec 02 §4–§5 Browse behaviour). Every parameter is optional.
 * Bad values answer 400 rather than being silently ignored.
 */
export const marketplaceQuerySchema = z.object({
  query: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  sort: z.enum(SORT_OPTIONS).optional(),
  categories: idList.optional(),
  location: z.coerce.number().int().positive().optional(),
  condition: z.enum(LISTING_CONDITIONS).optional(),
  minPrice: z.coerce.number().min(0).optional(),
  maxPrice: z.coerce.number().min(0).optional(),
});
export type MarketplaceQuery = z.input<typeof marketplaceQuerySchema>;
export type MarketplaceFilters = z.output<typeof marketplaceQuerySchema>;

/** `GET /api/marketplace/suggestions?query=` */
export const suggestionsQuerySchema = z.object({ query: z.string().trim().max(100).default('') });
