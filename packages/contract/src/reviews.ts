/**
 * Reviews from real deals and the public seller page (issue #13 item 4). One module holds the rules, the
 * user-visible words (issue #15 translates them), the input schemas the form and the API share, and the
 * response types.
 */
import { z } from 'zod';
import { text } from './fields';
import type { ListingCard } from './listings-messages';
import {
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_BODY_MIN_LENGTH,
  REVIEW_MESSAGES,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_REPLY_MIN_LENGTH,
} from './reviews-messages';

export {
  ratingLabel,
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_BODY_MIN_LENGTH,
  REVIEW_MESSAGES,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_REPLY_MIN_LENGTH,
  REVIEW_WINDOW_MS,
  reviewCountLabel,
  SELLER_PAGE_SIZE,
} from './reviews-messages';

/** `POST /api/listings/{id}/reviews` body. */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int({ message: REVIEW_MESSAGES.ratingRequired })
    .min(REVIEW_RATING_MIN, { message: REVIEW_MESSAGES.ratingRequired })
    .max(REVIEW_RATING_MAX, { message: REVIEW_MESSAGES.ratingRequired }),
  body: text({ multiline: true, error: REVIEW_MESSAGES.bodyTooShort })
    .trim()
    .min(REVIEW_BODY_MIN_LENGTH, { message: REVIEW_MESSAGES.bodyTooShort })
    .max(REVIEW_BODY_MAX_LENGTH, { message: REVIEW_MESSAGES.bodyTooLong }),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** `POST /api/reviews/{id}/reply` body. */
export const reviewReplyInputSchema = z.object({
  body: text({ multiline: true, error: REVIEW_MESSAGES.replyRequired })
    .trim()
    .min(REVIEW_REPLY_MIN_LENGTH, { message: REVIEW_MESSAGES.replyRequired })
    .max(REVIEW_REPLY_MAX_LENGTH, { message: REVIEW_MESSAGES.replyTooLong }),
});
export type ReviewReplyInput = z.input<typeof reviewReplyInputSchema>;

/** `?page=` of the seller page's lists: 1–10,000. */
export const sellerPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** Who wrote a review, as others see them (never e-mail, national ID, date of birth or mobile). */
export interface ReviewAuthor {
  id: string;
  /** "First Last"; `REVIEW_MESSAGES.deletedMember` once the account was deleted. */
  name: string;
  avatarUrl: string | null;
}

/** A review as shown on the seller page and in "reviews about me". */
export interface PublicReview {
  id: string;
  listingId: string;
  listingName: string;
  /** 1–5 */
  rating: number;
  body: string;
  /** The author's side of the deal: a buyer reviewing the seller, or a seller reviewing the buyer. */
  authorRole: 'buyer' | 'seller';
  author: ReviewAuthor;
  subjectId: string;
  /** ISO timestamp */
  createdAt: string;
  reply: string | null;
  repliedAt: string | null;
}

/** Average over visible reviews only; `average` is null when `count` is 0. */
export interface RatingSummary {
  /** 1–5, one decimal. */
  average: number | null;
  count: number;
}

/** A page of items (offset paging, `SELLER_PAGE_SIZE`). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** `GET /api/sellers/{id}`: the public seller page. */
export interface SellerProfile {
  id: string;
  name: string;
  avatarUrl: string | null;
  /** ISO timestamp of the profile's creation. */
  memberSince: string;
  isVerifiedSeller: boolean;
  rating: RatingSummary;
  /** Live (Approved, not deleted) listings, newest first: the first page. */
  listings: Page<ListingCard>;
  /** Visible reviews about the member, newest first: the first page. */
  reviews: Page<PublicReview>;
}

/** A deal the caller may still review (`GET /api/reviews/mine`). */
export interface AwaitingReview {
  listingId: string;
  listingName: string;
  /** The cover thumbnail for the seller (the owner); null for the buyer, as a sold listing's photos are private. */
  imageUrl: string | null;
  /** The caller's side of the deal. */
  role: 'buyer' | 'seller';
  other: ReviewAuthor;
  /** ISO timestamps. */
  soldAt: string;
  dueBy: string;
}

/** A review about the caller; `visible` false until the other side writes or the window ends. */
export interface ReviewAboutMe extends PublicReview {
  visible: boolean;
}

/** `GET /api/reviews/mine`. */
export interface MyReviews {
  awaiting: AwaitingReview[];
  /** Visible reviews about me (hidden ones are counted in `hiddenCount` but never shown before time). */
  aboutMe: PublicReview[];
  hiddenCount: number;
  /** Reviews I wrote, with whether they show yet. */
  written: ReviewAboutMe[];
}

/** `POST /api/listings/{id}/reviews` answer: the review and whether it shows yet. */
export interface ReviewCreated {
  review: PublicReview;
  visible: boolean;
}
