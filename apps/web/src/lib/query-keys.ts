/**
 * Query keys that more than one feature uses: the feature that reads the data owns the query, and others
 * invalidate it after a write that changes it (an offer step refreshes the item page and the review prompt).
 * They live here because features never import each other (STYLE.md "Layout").
 */

/** `GET /api/listings/{id}`: the item page (features/listings `get-listing.ts`). */
export const listingQueryKey = (id: string) => ['listings', 'detail', id] as const;

/** `GET /api/reviews/mine`: the member's reviews and the deals awaiting one (features/reviews `reviews-api.ts`). */
export const myReviewsQueryKey = ['reviews', 'mine'] as const;
