/**
 * Response schemas of `/api/saved/*` (spec 02 §4; issue #11), matching the TypeScript types in saved.ts
 * (responses.test.ts checks they agree).
 */
import { z } from 'zod';

export const savedListingRowSchema = z.discriminatedUnion('available', [
  z.object({
    listingId: z.string(),
    savedAt: z.string(),
    available: z.literal(true),
    name: z.string(),
    item_display_id: z.string(),
    price: z.number(),
    imageUrl: z.string().nullable(),
    location: z.string(),
    status: z.literal('Approved'),
    reserved: z.boolean(),
  }),
  z.object({
    listingId: z.string(),
    savedAt: z.string(),
    available: z.literal(false),
    item_display_id: z.string(),
    sold: z.boolean(),
  }),
]);

export const savedStateSchema = z.object({ listingId: z.string(), saved: z.boolean() });
