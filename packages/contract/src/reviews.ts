/**
 * Reviews from real deals and the public seller page (issue #13 item 4). One module holds the rules, the
 * user-visible words (issue #15 translates them), the input schemas the form and the API share, and the
 * response types.
 */
import { z } from 'zod';
import { text } from './fields';
import type { ListingCard } from './listings-messages';

/** Stars: a whole number from 1 to 5. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** Review text, characters after trimming. */
export const REVIEW_BODY_MIN_LENGTH = 20;
export const REVIEW_BODY_MAX_LENGTH = 1000;
/** Reply text, characters after trimming. */
export const REVIEW_REPLY_MIN_LENGTH = 1;
export const REVIEW_REPLY_MAX_LENGTH = 1000;
/** Both sides may review within this long after the sale (ms): 14 days. */
export const REVIEW_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;
/** Page size of the seller page's listings and reviews. */
export const SELLER_PAGE_SIZE = 12;

/** Every user-visible text of reviews and the seller page. */
export const REVIEW_MESSAGES = {
  ratingRequired: 'Please choose from 1 to 5 stars.',
  bodyTooShort: 'Please write at least 20 characters.',
  bodyTooLong: 'Please keep your review to 1,000 characters or fewer.',
  replyRequired: 'Please write a reply.',
  replyTooLong: 'Please keep your reply to 1,000 characters or fewer.',
  notSold: 'This listing has not been sold through the marketplace, so it cannot be reviewed.',
  notParty: 'Only the buyer and the seller of this deal can review it.',
  windowClosed: 'Reviews can only be written within 14 days of the sale.',
  alreadyReviewed: 'You have already reviewed this deal.',
  reviewNotFound: 'Review not found.',
  notSubject: 'Only the member who was reviewed can reply.',
  alreadyReplied: 'You have already replied to this review.',
  sellerNotFound: 'Seller not found.',
  reviewSubmittedTitle: 'Review submitted',
  reviewSubmitted: 'It will show once the other side has reviewed too, or when the 14 days are over.',
  /** The notification to the reviewed member (a `general` notification linking to their Reviews tab). */
  reviewReceivedTitle: 'New review',
  reviewReceivedVisible: (author: string, listing: string) => `${author} reviewed you for "${listing}".`,
  reviewReceivedHidden: (author: string, listing: string) =>
    `${author} reviewed you for "${listing}". Write your review to see it, or it shows when the 14 days are over.`,
  replySubmittedTitle: 'Reply posted',
  submitFailedTitle: 'Could not submit',
  loadFailed: 'Could not load reviews.',
  // Page and component labels.
  reviewsTab: 'Reviews',
  awaitingHeading: 'Deals waiting for your review',
  awaitingEmpty: 'No deals are waiting for your review.',
  aboutMeHeading: 'Reviews about you',
  aboutMeEmpty: 'Nobody has reviewed you yet.',
  hiddenUntil: 'Hidden until the other side reviews too, or the 14 days are over.',
  writtenHeading: 'Reviews you wrote',
  writeReview: 'Write a review',
  reviewBuyer: 'Review the buyer',
  reviewSeller: 'Review the seller',
  ratingLabel: 'Rating',
  bodyLabel: 'Your review',
  submit: 'Submit review',
  reply: 'Reply',
  replyLabel: 'Your reply',
  submitReply: 'Post reply',
  replyFrom: 'Reply from',
  dueBy: 'Review by',
  promptTitle: 'How did the deal go?',
  promptText: 'You can review each other for 14 days after the sale.',
  promptDone: 'Thank you, your review is in.',
  memberSince: 'Member since',
  verifiedSeller: 'Verified seller',
  noRating: 'No reviews yet',
  liveListings: 'Listings',
  noListings: 'No live listings.',
  reviewsHeading: 'Reviews',
  noReviews: 'No reviews yet.',
  viewProfile: 'View seller profile',
  boughtBy: 'Buyer',
  soldBy: 'Seller',
  deletedMember: 'Deleted member',
  previous: 'Previous',
  next: 'Next',
} as const;

/** "4.5 out of 5 stars" etc. */
export function ratingLabel(average: number): string {
  return `${average.toFixed(1)} out of 5 stars`;
}
/** "3 reviews", "1 review". */
export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

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
