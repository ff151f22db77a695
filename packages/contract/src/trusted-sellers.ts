/**
 * Trusted sellers (issue #14 item 4): an admin setting, off by default, that approves at once a new listing
 * from an ID-verified seller with at least N listings that went live and no rejection or upheld report in
 * the last TRUSTED_SELLER_LOOKBACK_DAYS days. Also the moderation queue's figures on the admin overview.
 */
import { z } from 'zod';

import {
  TRUSTED_SELLER_MESSAGES,
  TRUSTED_SELLER_MIN_APPROVED_DEFAULT,
  TRUSTED_SELLER_MIN_APPROVED_MAX,
  TRUSTED_SELLER_MIN_APPROVED_MIN,
} from './trusted-sellers-messages';

export {
  MODERATION_FIGURES_MESSAGES,
  TRUSTED_SELLER_LOOKBACK_DAYS,
  TRUSTED_SELLER_MESSAGES,
  TRUSTED_SELLER_MIN_APPROVED_DEFAULT,
  TRUSTED_SELLER_MIN_APPROVED_MAX,
  TRUSTED_SELLER_MIN_APPROVED_MIN,
} from './trusted-sellers-messages';

const minApprovedListingsField = z
  .number({ error: TRUSTED_SELLER_MESSAGES.minApprovedInvalid })
  .int({ error: TRUSTED_SELLER_MESSAGES.minApprovedInvalid })
  .min(TRUSTED_SELLER_MIN_APPROVED_MIN, { error: TRUSTED_SELLER_MESSAGES.minApprovedInvalid })
  .max(TRUSTED_SELLER_MIN_APPROVED_MAX, { error: TRUSTED_SELLER_MESSAGES.minApprovedInvalid });

/** `PUT /api/admin/system/trusted-sellers` body, and the admin's form. */
export const trustedSellerSettingsInputSchema = z.strictObject({
  enabled: z.boolean({ error: TRUSTED_SELLER_MESSAGES.enabledInvalid }),
  minApprovedListings: minApprovedListingsField,
});
export type TrustedSellerSettingsInput = z.infer<typeof trustedSellerSettingsInputSchema>;

/** `GET`/`PUT /api/admin/system/trusted-sellers` answer. */
export interface TrustedSellerSettings {
  enabled: boolean;
  /** N: listings of the seller that went live before, not counting the new one. */
  minApprovedListings: number;
  lookbackDays: number;
  /** When the admin last changed it; null while it has never been set (the defaults apply). */
  updatedAt: string | null;
}

export const trustedSellerSettingsSchema = z.object({
  enabled: z.boolean(),
  minApprovedListings: z.number(),
  lookbackDays: z.number(),
  updatedAt: z.string().nullable(),
});

export const TRUSTED_SELLER_DEFAULTS: TrustedSellerSettingsInput = {
  enabled: false,
  minApprovedListings: TRUSTED_SELLER_MIN_APPROVED_DEFAULT,
};

/**
 * The moderation queue on the admin overview (`AdminOverview.moderation`).
 * - `queueSize` and `oldestWaiting` are the queue now (Pending, not deleted), whatever the timeframe.
 * - `medianDecisionMs` is over the admin's decisions made in the timeframe: from the listing's latest
 *   (re)submission to its approval or rejection. Automatic approvals are not in it; they are counted apart.
 */
export interface ModerationFigures {
  queueSize: number;
  /** The listing waiting longest since its latest (re)submission; null when the queue is empty. */
  oldestWaiting: {
    listingId: string;
    itemDisplayId: string;
    name: string;
    /** ISO time of its latest (re)submission. */
    waitingSince: string;
    /** ms from then to the answer. */
    waitingMs: number;
  } | null;
  /** ms; null when the admin made no decision in the timeframe. */
  medianDecisionMs: number | null;
  /** The admin's approvals and rejections in the timeframe (the median's sample). */
  decisions: number;
  /** Listings approved by the trusted-seller rule in the timeframe. */
  autoApproved: number;
}

export const moderationFiguresSchema = z.object({
  queueSize: z.number(),
  oldestWaiting: z
    .object({
      listingId: z.string(),
      itemDisplayId: z.string(),
      name: z.string(),
      waitingSince: z.string(),
      waitingMs: z.number(),
    })
    .nullable(),
  medianDecisionMs: z.number().nullable(),
  decisions: z.number(),
  autoApproved: z.number(),
});
