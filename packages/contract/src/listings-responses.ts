/**
 * Response schemas of `/api/listings/*`, `/api/categories` and the admin listing queue (spec 02, 03;
 * issue #11), matching the TypeScript types in listings-messages.ts (responses.test.ts checks they agree).
 */
import { z } from 'zod';
import { CATEGORY_FIELD_TYPES, CATEGORY_FIELD_UNITS } from './category-fields-messages';
import { LISTING_CONDITIONS, LISTING_STATUSES } from './listings-messages';

export const listingStatusSchema = z.enum(LISTING_STATUSES);
export const listingConditionSchema = z.enum(LISTING_CONDITIONS);

export const listingImageSchema = z.object({
  id: z.string(),
  thumbUrl: z.string().describe('400 px square WebP (a centred crop), for cards and thumbnails.'),
  mediumUrl: z
    .string()
    .nullable()
    .describe(
      'Up to 800 px wide WebP of the whole photo, for the main photo on a phone. Null for an older photo until the server has made it; use thumbUrl/largeUrl meanwhile.',
    ),
  largeUrl: z.string().describe('Up to 1600 px wide WebP of the whole photo, for wide screens and zoom.'),
  /** pixels */
  width: z.number(),
  height: z.number(),
});

/** A listing as a marketplace card; price in MVR, dates ISO 8601. */
export const listingCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  imageUrl: z.string().nullable(),
  condition: listingConditionSchema,
  location: z.string(),
  locationId: z.number(),
  category: z.string(),
  categoryId: z.number(),
  datePosted: z.string(),
  views: z.number(),
  item_display_id: z.string(),
  sellerName: z.string(),
  sellerAvatar: z.string().nullable(),
  reserved: z.boolean(),
  highlights: z
    .string()
    .optional()
    .describe('Issue #39: the first two filled number fields of its category, with units ("2019 · 110 cc").'),
});

export const publicSellerSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  memberSince: z.string(),
  mobile: z.string().nullable(),
  instagramHandle: z.string().nullable(),
  isVerifiedSeller: z.boolean(),
});

/** Issue #39: one category field value as the item page shows it (`ListingAttribute`). */
const listingAttributeSchema = z.object({
  key: z.string(),
  label: z.object({ en: z.string(), dv: z.string() }),
  text: z.object({ en: z.string(), dv: z.string() }),
  value: z.union([z.number(), z.string(), z.array(z.string()), z.boolean()]),
});

export const listingDetailSchema = z.object({
  id: z.string(),
  item_display_id: z.string(),
  name: z.string(),
  price: z.number(),
  condition: listingConditionSchema,
  category: z.object({ id: z.number(), name: z.string() }),
  location: z.object({ id: z.number(), name: z.string(), atoll: z.string() }),
  description: z.string(),
  attributes: z.array(listingAttributeSchema),
  images: z.array(listingImageSchema),
  status: listingStatusSchema,
  rejectionReason: z.string().nullable(),
  views: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  seller: publicSellerSchema,
  isOwner: z.boolean(),
  isSaved: z.boolean(),
  boughtByYou: z.boolean(),
  reserved: z.boolean(),
  autoApproved: z.boolean().optional(),
});

export const ownListingRowSchema = z.object({
  id: z.string(),
  item_display_id: z.string(),
  name: z.string(),
  price: z.number(),
  status: listingStatusSchema,
  reserved: z.boolean(),
  rejectionReason: z.string().nullable(),
  imageUrl: z.string().nullable(),
  views: z.number(),
  category: z.string(),
  location: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string().nullable(),
});

export const adminListingRowSchema = z.object({
  id: z.string(),
  item_display_id: z.string(),
  name: z.string(),
  price: z.number(),
  imageUrl: z.string().nullable(),
  category: z.string(),
  status: listingStatusSchema,
  rejectionReason: z.string().nullable(),
  seller: z.object({
    id: z.string(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    email: z.string(),
  }),
  autoApproved: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const adminListingsPageSchema = z.object({
  items: z.array(adminListingRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** Issue #39: a category field (`CategoryField`). */
export const categoryFieldSchema = z.object({
  key: z.string(),
  label: z.object({ en: z.string(), dv: z.string() }),
  type: z.enum(CATEGORY_FIELD_TYPES),
  unit: z.enum(CATEGORY_FIELD_UNITS).nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  options: z.array(z.object({ value: z.string(), en: z.string(), dv: z.string() })),
  required: z.boolean(),
  filterable: z.boolean(),
});

export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  fields: z.array(categoryFieldSchema),
});

export const sellerOverviewSchema = z.object({
  counts: z.record(listingStatusSchema, z.number()),
  totalViews: z.number(),
  timesSaved: z.number(),
  recentEvents: z.array(
    z.object({
      type: z.enum(['submitted', 'approved', 'rejected', 'sold', 'updated', 'expired', 'renewed']),
      listingId: z.string(),
      listingName: z.string(),
      at: z.string(),
    }),
  ),
});

/** `POST /api/uploads` (issue #12). */
export const pendingUploadSchema = z.object({
  id: z.string(),
  /** pixels */
  width: z.number(),
  height: z.number(),
  expiresAt: z.string(),
});
