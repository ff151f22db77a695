import { createRoute, z } from '@hono/zod-openapi';
import {
  REVIEW_MESSAGES,
  reviewInputSchema,
  reviewReplyInputSchema,
  sellerPageQuerySchema,
} from '@marketplace/contract/reviews';
import {
  myReviewsSchema,
  publicReviewSchema,
  ratingSummarySchema,
  reviewCreatedSchema,
  reviewsPageSchema,
  sellerListingsPageSchema,
  sellerProfileSchema,
} from '@marketplace/contract/reviews-responses';
import type { Database } from '../../db/client';
import { createRouter, errors, json, publicRoute, signedIn } from '../../lib/openapi';
import type { Storage } from '../../lib/storage';
import { actorOf, requireSession } from '../../middleware/require-session';
import {
  createReview,
  myReviews,
  replyToReview,
  publicRating,
  publicSellerListings,
  sellerProfile,
  sellerReviews,
} from './reviews.service';

const listingParam = z.object({ listingId: z.uuid({ message: 'Invalid listing ID.' }) });
const reviewParam = z.object({ reviewId: z.uuid({ message: 'Invalid review ID.' }) });
/** better-auth user ids: short URL-safe strings. */
const sellerParam = z.object({
  sellerId: z
    .string()
    .min(1)
    .max(64, { message: REVIEW_MESSAGES.sellerNotFound })
    .regex(/^[A-Za-z0-9_-]+$/, { message: REVIEW_MESSAGES.sellerNotFound }),
});

/**
 * Reviews from real deals and the public seller page (issue #13 item 4):
 * - `GET /api/sellers/{sellerId}` (`?page=` of listings) and `GET /api/sellers/{sellerId}/reviews|listings|rating`:
 *   public; 404 for an unknown, banned or deleted member.
 * - `POST /api/listings/{listingId}/reviews` `{ rating, body }`: the buyer or seller of a deal, within 14
 *   days of the sale, once each.
 * - `POST /api/reviews/{reviewId}/reply` `{ body }`: the subject of a visible review, once.
 * - `GET /api/reviews/mine`: deals awaiting my review, reviews about me and by me.
 * @param deps.now the clock (ms resolution), injected by tests
 */
export function reviewsRoutes(deps: { db: Database; storage: Storage; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const router = createRouter();
  router.use('/reviews/*', requireSession);
  router.use('/listings/:listingId/reviews', requireSession);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/sellers/{sellerId}',
      tags: ['reviews'],
      summary: 'Public seller page: profile, rating of visible reviews, live listings and reviews (first pages)',
      security: publicRoute,
      request: { params: sellerParam, query: sellerPageQuerySchema },
      responses: { 200: json('`SellerProfile`', sellerProfileSchema), ...errors(400, 404) },
    }),
    async (c) => {
      const { sellerId } = c.req.valid('param');
      const { page } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      return c.json(await sellerProfile(deps, { userId: sellerId, page, now: now() }), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/sellers/{sellerId}/reviews',
      tags: ['reviews'],
      summary: 'Visible reviews about a member, newest first, 12 a page',
      security: publicRoute,
      request: { params: sellerParam, query: sellerPageQuerySchema },
      responses: { 200: json('`Page<PublicReview>`', reviewsPageSchema), ...errors(400, 404) },
    }),
    async (c) => {
      const { sellerId } = c.req.valid('param');
      const { page } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      return c.json(await sellerReviews(deps.db, { userId: sellerId, page, now: now() }), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/sellers/{sellerId}/rating',
      tags: ['reviews'],
      summary: "A member's rating: average (1–5, one decimal) and count of visible reviews",
      security: publicRoute,
      request: { params: sellerParam },
      responses: { 200: json('`RatingSummary`', ratingSummarySchema), ...errors(400, 404) },
    }),
    async (c) => {
      const { sellerId } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(await publicRating(deps.db, { userId: sellerId, now: now() }), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/sellers/{sellerId}/listings',
      tags: ['reviews'],
      summary: "A member's live listings as browse cards, newest first, 12 a page",
      security: publicRoute,
      request: { params: sellerParam, query: sellerPageQuerySchema },
      responses: { 200: json('`Page<ListingCard>`', sellerListingsPageSchema), ...errors(400, 404) },
    }),
    async (c) => {
      const { sellerId } = c.req.valid('param');
      const { page } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      return c.json(await publicSellerListings(deps, { userId: sellerId, page }), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/listings/{listingId}/reviews',
      tags: ['reviews'],
      summary: 'Review the other side of a deal (1–5 stars, 20–1,000 characters) within 14 days of the sale',
      security: signedIn,
      request: {
        params: listingParam,
        body: { content: { 'application/json': { schema: reviewInputSchema } }, required: true },
      },
      responses: { 201: json('`ReviewCreated`', reviewCreatedSchema), ...errors(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { listingId } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await createReview(deps.db, { actor: actorOf(c), listingId, input, now: now() }), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/reviews/{reviewId}/reply',
      tags: ['reviews'],
      summary: 'The reviewed member replies once (1–1,000 characters) to a visible review',
      security: signedIn,
      request: {
        params: reviewParam,
        body: { content: { 'application/json': { schema: reviewReplyInputSchema } }, required: true },
      },
      responses: { 200: json('`PublicReview`', publicReviewSchema), ...errors(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { reviewId } = c.req.valid('param');
      const { body } = c.req.valid('json');
      return c.json(await replyToReview(deps.db, { actor: actorOf(c), reviewId, body, now: now() }), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reviews/mine',
      tags: ['reviews'],
      summary: 'Deals waiting for my review, visible reviews about me, and the reviews I wrote',
      security: signedIn,
      responses: { 200: json('`MyReviews`', myReviewsSchema), ...errors(401) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await myReviews(deps, { actor: actorOf(c), now: now() }), 200);
    },
  );
  return router;
}
