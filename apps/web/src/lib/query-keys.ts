/**
 * Query keys that more than one feature uses: the feature that reads the data owns the query, and others
 * invalidate it after a write that changes it (an offer step refreshes the item page and the review prompt).
 * They live here because features never import each other (STYLE.md "Layout").
 */

/** `GET /api/listings/{id}`: the item page (features/listings `get-listing.ts`). */
export const listingQueryKey = (id: string) => ['listings', 'detail', id] as const;

/** `GET /api/reviews/mine`: the member's reviews and the deals awaiting one (features/reviews `reviews-api.ts`). */
export const myReviewsQueryKey = ['reviews', 'mine'] as const;

/** Prefix of every `GET /api/my/listings` query (features/listings `get-my-listings.ts`). */
export const myListingsQueryKey = ['my-listings'] as const;

/** `GET /api/my/overview`: the seller dashboard's counts (features/listings `get-seller-overview.ts`). */
export const sellerOverviewQueryKey = ['my-overview'] as const;

/** Prefix of every item page query (`listingQueryKey`). */
export const listingDetailsQueryKey = ['listings', 'detail'] as const;

