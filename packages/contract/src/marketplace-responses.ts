/**
 * Response schemas of `/api/marketplace/*` (spec 02 §2-§6; issue #11), matching the TypeScript types in
 * marketplace-messages.ts (responses.test.ts checks they agree).
 */
import { z } from 'zod';
import { listingCardSchema, listingConditionSchema } from './listings-responses';
import { SORT_OPTIONS } from './marketplace-messages';

/** `[id, count]` */
const facetBucketSchema = z.tuple([z.number(), z.number()]);

export const marketplacePageSchema = z.object({
  items: z.array(listingCardSchema),
  total: z.number(),
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  sort: z.enum(SORT_OPTIONS),
  /**
   * The term as it was read when a word no live listing holds was corrected to one that live listings hold
   * ("yamaaha 40hp" → "yamaha 40hp"), for "Showing results for …" (issue #38 item 3). Absent otherwise.
   */
  correctedQuery: z.string().optional(),
  /** Issue #38: page 1's listings holding some of the term's words, after the matches (see `MarketplacePage`). */
  related: z.array(listingCardSchema).optional(),
  facets: z.object({
    categories: z.array(facetBucketSchema),
    islands: z.array(facetBucketSchema),
    conditions: z.partialRecord(listingConditionSchema, z.number()),
    priceBounds: z.object({ min: z.number(), max: z.number() }).nullable(),
    approximate: z.object({ categories: z.boolean(), islands: z.boolean(), conditions: z.boolean() }),
    fields: z
      .array(
        z.object({
          key: z.string(),
          values: z.array(z.tuple([z.string(), z.number()])).optional(),
          range: z.object({ min: z.number(), max: z.number() }).nullable().optional(),
          approximate: z.boolean(),
        }),
      )
      .optional(),
  }),
  /** Issue #39: the field filters applied, as the results line says them (see `MarketplacePage`). */
  fieldFilters: z
    .array(z.object({ key: z.string(), text: z.object({ en: z.string(), dv: z.string() }) }))
    .optional(),
});

export const suggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  item_display_id: z.string(),
  price: z.number(),
  imageUrl: z.string().nullable(),
});
