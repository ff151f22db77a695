/**
 * Reviews: the rules' numbers and every user-visible text of reviews and the seller page — no zod, so the
 * `contract` namespace (issue #15) can import them without the schemas (in `reviews.ts`, which re-exports these).
 */

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
