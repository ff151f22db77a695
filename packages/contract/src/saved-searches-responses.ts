/**
 * Response schema of `/api/saved-searches/*` (issue #14 item 2), matching `SavedSearch` in saved-searches.ts
 * (responses.test.ts checks they agree).
 */
import { z } from 'zod';
import { LISTING_CONDITIONS } from './listings-messages';
import { SORT_OPTIONS } from './marketplace-messages';

export const savedSearchQueryResponseSchema = z.object({
  query: z.string().optional(),
  sort: z.enum(SORT_OPTIONS).optional(),
  categories: z.array(z.number()).optional(),
  location: z.array(z.number()).optional(),
  condition: z.enum(LISTING_CONDITIONS).optional(),
  minPrice: z.number().optional(),
  maxPrice: z.number().optional(),
  availability: z.literal('available').optional(),
  /** Issue #39: the category field filters (`FieldFilter[]`, sorted by key). */
  fields: z
    .array(
      z.union([
        z.object({ key: z.string(), values: z.array(z.string()) }),
        z.object({ key: z.string(), min: z.number().optional(), max: z.number().optional() }),
      ]),
    )
    .optional(),
});

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  search: savedSearchQueryResponseSchema,
  href: z.string().describe('The browse page for this search, newest first'),
  newMatches: z.number().describe('Listings that matched since the member last opened it'),
  emailDigest: z.boolean(),
  createdAt: z.string(),
  lastOpenedAt: z.string(),
});
