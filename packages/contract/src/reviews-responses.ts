/**
 * Response schemas of the reviews and seller-page routes (issue #13 item 4), matching the TypeScript types in
 * reviews.ts. They document /api/openapi.json.
 */
import { z } from 'zod';
import { listingCardSchema } from './listings-responses';

const roleSchema = z.enum(['buyer', 'seller']);
export const reviewAuthorSchema = z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() });

export const publicReviewSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  listingName: z.string(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  authorRole: roleSchema,
  author: reviewAuthorSchema,
  subjectId: z.string(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});

export const ratingSummarySchema = z.object({ average: z.number().nullable(), count: z.number() });

function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
}
export const reviewsPageSchema = pageSchema(publicReviewSchema);
export const sellerListingsPageSchema = pageSchema(listingCardSchema);

export const sellerProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  memberSince: z.string(),
  isVerifiedSeller: z.boolean(),
  rating: ratingSummarySchema,
  listings: sellerListingsPageSchema,
  reviews: reviewsPageSchema,
});

export const reviewCreatedSchema = z.object({ review: publicReviewSchema, visible: z.boolean() });

export const myReviewsSchema = z.object({
  awaiting: z.array(
    z.object({
      listingId: z.string(),
      listingName: z.string(),
      imageUrl: z.string().nullable(),
      role: roleSchema,
      other: reviewAuthorSchema,
      soldAt: z.string(),
      dueBy: z.string(),
    }),
  ),
  aboutMe: z.array(publicReviewSchema),
  hiddenCount: z.number(),
  written: z.array(publicReviewSchema.extend({ visible: z.boolean() })),
});
