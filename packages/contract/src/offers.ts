/** Offers' schemas (the rules and texts: `offers-messages.ts`, zod-free, re-exported here). */
import { z } from 'zod';
import { LISTING_PRICE_MAX_MVR } from './listings-messages';
import { OFFER_MESSAGES, OFFER_STATUSES, type OfferStatus } from './offers-messages';

export {
  formatOfferAmount,
  OFFER_ACTIONS,
  OFFER_MESSAGES,
  OFFER_STATUSES,
  offerStepText,
  type OfferAction,
  type OfferStatus,
} from './offers-messages';

/** Digits, optionally with commas as thousands separators: "1200", "1,200". Nothing else is an amount. */
const WHOLE_AMOUNT_TEXT = /^\s*(?:\d{1,3}(?:,\d{3})+|\d+)\s*$/;

/**
 * An offer amount: a whole number of MVR, > 0 and ≤ LISTING_PRICE_MAX_MVR. A JSON number, or a form string
 * of digits (commas as thousands separators allowed). "1e3", "1.5", "-1", "0x10", booleans and objects are
 * refused with a message, never coerced.
 */
export const offerAmountSchema = z.preprocess(
  (value) => {
    if (typeof value === 'string') {
      if (value.trim() === '') return undefined;
      return WHOLE_AMOUNT_TEXT.test(value) ? Number(value.replace(/[\s,]/g, '')) : Number.NaN;
    }
    return value;
  },
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? OFFER_MESSAGES.amountRequired : OFFER_MESSAGES.amountInvalid,
    })
    .refine((n) => Number.isFinite(n) && Number.isInteger(n) && n > 0, {
      message: OFFER_MESSAGES.amountInvalid,
      abort: true,
    })
    .refine((n) => n <= LISTING_PRICE_MAX_MVR, { message: OFFER_MESSAGES.amountTooHigh, abort: true }),
);

/** `POST /api/conversations/{id}/offers` and `POST /api/offers/{id}/counter` body. */
export const offerAmountInputSchema = z.object({ amount: offerAmountSchema });
export type OfferAmountInput = z.infer<typeof offerAmountInputSchema>;

/** One offer as the API answers it. `madeBy`/`madeTo` are member ids; amounts in whole MVR. */
export interface Offer {
  id: string;
  conversationId: string;
  listingId: string;
  madeBy: string;
  madeTo: string;
  /** The conversation side that made it. */
  madeByRole: 'buyer' | 'seller';
  amount: number;
  status: OfferStatus;
  createdAt: string;
  respondedAt: string | null;
}

/** The listing's deal state as the conversation's members see it. */
export interface OfferListingState {
  listingId: string;
  /** Approved and not deleted. */
  live: boolean;
  sold: boolean;
  /** The listing is reserved (for anyone). */
  reserved: boolean;
  /** Reserved for this conversation's buyer. */
  reservedForThisBuyer: boolean;
  /** Sold to this conversation's buyer. */
  soldToThisBuyer: boolean;
}

/** `GET /api/conversations/{id}/offers`: the conversation's offers, newest first, and the listing's state. */
export interface ConversationOffers {
  items: Offer[];
  /** The open offer, if any (also in `items`). */
  open: Offer | null;
  /** The newest accepted offer, if any. */
  accepted: Offer | null;
  listing: OfferListingState;
}

/** What every offer write answers: the offer after the step (a counter answers the NEW open offer). */
export interface OfferStepResult {
  offer: Offer;
  listing: OfferListingState;
}

export const offerSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  listingId: z.string(),
  madeBy: z.string(),
  madeTo: z.string(),
  madeByRole: z.enum(['buyer', 'seller']),
  amount: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});

export const offerListingStateSchema = z.object({
  listingId: z.string(),
  live: z.boolean(),
  sold: z.boolean(),
  reserved: z.boolean(),
  reservedForThisBuyer: z.boolean(),
  soldToThisBuyer: z.boolean(),
});

export const conversationOffersSchema = z.object({
  items: z.array(offerSchema),
  open: offerSchema.nullable(),
  accepted: offerSchema.nullable(),
  listing: offerListingStateSchema,
});

export const offerStepResultSchema = z.object({ offer: offerSchema, listing: offerListingStateSchema });
