import { z } from 'zod';
import {
  LISTING_CONDITIONS,
  LISTING_DESCRIPTION_MAX_LENGTH,
  LISTING_DESCRIPTION_MIN_LENGTH,
  LISTING_IMAGES_MAX,
  LISTING_IMAGES_MIN,
  LISTING_MESSAGES,
  LISTING_NAME_MAX_LENGTH,
  LISTING_PRICE_MAX_MVR,
  LISTING_STATUSES,
  MODERATION_MESSAGES,
  REJECTION_REASON_MAX_LENGTH,
  OWNER_LISTING_MESSAGES,
} from './listings-messages';
import { decimalAmountInput, id, text } from './fields';

/**
 * Price in MVR from a form string or a number (issue #11): "" is missing; a decimal with commas only as
 * thousands separators ("1,250.50"); rounded to 2 decimals, it must still be more than 0 ("0.001" is refused,
 * never stored as 0). Hex, exponents and signs ("0x10", "1e3", "-5") are not prices.
 */
const priceField = z
  .preprocess(
    decimalAmountInput,
    z.number({
      error: (issue) =>
        issue.input === undefined ? LISTING_MESSAGES.priceRequired : LISTING_MESSAGES.priceInvalid,
    }),
  )
  .refine((n) => Number.isFinite(n) && n > 0, { message: LISTING_MESSAGES.priceInvalid, abort: true })
  .refine((n) => n <= LISTING_PRICE_MAX_MVR, { message: LISTING_MESSAGES.priceTooHigh, abort: true })
  .transform((n) => Math.round(n * 100) / 100)
  .refine((n) => n > 0, { message: LISTING_MESSAGES.priceInvalid });

/**
 * The text fields of a listing, as the submit form and `POST /api/listings` (multipart) carry them.
 * Photos travel beside them as `images` files, validated on the server by content.
 * Spec 02 §3 Listing; the form itself is "not shown" in the spec.
 */
export const listingFieldsSchema = z.object({
  name: text({ error: LISTING_MESSAGES.nameRequired })
    .trim()
    .min(1, { message: LISTING_MESSAGES.nameRequired, abort: true })
    .max(LISTING_NAME_MAX_LENGTH, { message: LISTING_MESSAGES.nameTooLong }),
  categoryId: id(LISTING_MESSAGES.categoryRequired),
  condition: z.enum(LISTING_CONDITIONS, { error: LISTING_MESSAGES.conditionRequired }),
  price: priceField,
  locationId: id(LISTING_MESSAGES.locationRequired),
  description: text({ multiline: true })
    .trim()
    .min(LISTING_DESCRIPTION_MIN_LENGTH, { message: LISTING_MESSAGES.descriptionTooShort })
    .max(LISTING_DESCRIPTION_MAX_LENGTH, { message: LISTING_MESSAGES.descriptionTooLong }),
});
export type ListingFieldsInput = z.input<typeof listingFieldsSchema>;
export type ListingFields = z.output<typeof listingFieldsSchema>;

/**
 * Spec 02 §5 the rejection reason, once for the dialog and the API (issue #14 item 1): trimmed, at most
 * REJECTION_REASON_MAX_LENGTH characters. The API accepts it blank or absent and stores "No reason provided."
 * (`rejectionReasonOrDefault` in the lifecycle); the dialog needs it non-blank (`rejectionDialogSchema`).
 */
export const rejectionReasonField = text({ multiline: true })
  .trim()
  .max(REJECTION_REASON_MAX_LENGTH, { message: MODERATION_MESSAGES.rejectionReasonTooLong });

/** The reject dialog's form (spec 02 §5): "Confirm Rejection stays disabled until a reason is typed." */
export const rejectionDialogSchema = z.object({
  reason: rejectionReasonField.min(1, { message: MODERATION_MESSAGES.rejectionReasonRequired }),
});

/** `POST /api/admin/listings/{id}/status` body (spec 02 §5, §7 Admin listings). */
export const listingDecisionInputSchema = z.object({
  status: z.enum(['Approved', 'Rejected'], { error: MODERATION_MESSAGES.invalidParameters }),
  rejectionReason: rejectionReasonField.optional(),
});
export type ListingDecisionInput = z.input<typeof listingDecisionInputSchema>;

/**
 * Which fields `query` searches in `GET /api/admin/listings`: `all` (the default) is the listings page's
 * name, ID or description (spec 02 §5); `name-or-id` is the marketing tools' name or item_display_id (§7).
 */
export const ADMIN_LISTINGS_MATCHES = ['all', 'name-or-id'] as const;
export type AdminListingsMatch = (typeof ADMIN_LISTINGS_MATCHES)[number];

/**
 * Order of `GET /api/admin/listings`: `newest` (the default) for the table; `oldest` for the moderation queue,
 * longest waiting first (issue 6: a Pending queue ordered oldest first).
 */
export const ADMIN_LISTINGS_SORTS = ['newest', 'oldest'] as const;
export type AdminListingsSort = (typeof ADMIN_LISTINGS_SORTS)[number];

/** `GET /api/admin/listings` query. */
export const adminListingsQuerySchema = z.object({
  status: z.enum(LISTING_STATUSES).optional(),
  query: text().trim().max(200).optional(),
  match: z.enum(ADMIN_LISTINGS_MATCHES).default('all'),
  sort: z.enum(ADMIN_LISTINGS_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).default(1),
});
export type AdminListingsQuery = z.input<typeof adminListingsQuerySchema>;

/**
 * `PUT /api/listings/{id}` and `POST /api/listings` (multipart) photo order: a JSON array of tokens in display
 * order, each `existing:<imageId>` (keep a current photo; edit only), `new:<n>` (the n-th `images` file sent
 * with the form, from 0) or `upload:<id>` (a pending upload of the member, issue #12). The first becomes the
 * cover; current photos left out are removed.
 */
export const photoOrderSchema = z
  .array(
    text().regex(/^(existing:[0-9a-f-]{36}|upload:[0-9a-f-]{36}|new:\d{1,2})$/, {
      message: OWNER_LISTING_MESSAGES.photoOrderInvalid,
    }),
  )
  .min(LISTING_IMAGES_MIN, { message: LISTING_MESSAGES.imagesRequired })
  .max(LISTING_IMAGES_MAX, { message: LISTING_MESSAGES.imagesTooMany });
