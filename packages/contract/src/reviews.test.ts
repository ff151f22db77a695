/**
 * Reviews contract (issue #13 item 4): the input rules and their exact messages, and response schemas that
 * match the TypeScript types the API answers.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  REVIEW_MESSAGES,
  reviewInputSchema,
  reviewReplyInputSchema,
  type MyReviews,
  type PublicReview,
  type ReviewCreated,
  type SellerProfile,
} from './reviews';
import type { myReviewsSchema, publicReviewSchema, reviewCreatedSchema, sellerProfileSchema } from './reviews-responses';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('review input', () => {
  it('takes 1–5 whole stars and 20–1,000 characters after trimming', () => {
    expect(reviewInputSchema.parse({ rating: 5, body: `  ${'a'.repeat(20)}  ` })).toEqual({ rating: 5, body: 'a'.repeat(20) });
    expect(reviewInputSchema.safeParse({ rating: 1, body: 'b'.repeat(1000) }).success).toBe(true);
    for (const rating of [0, 6, 2.5, '3', null]) {
      expect(messages(reviewInputSchema.safeParse({ rating, body: 'c'.repeat(30) }))).toEqual([REVIEW_MESSAGES.ratingRequired]);
    }
    expect(messages(reviewInputSchema.safeParse({ rating: 3, body: 'd'.repeat(19) }))).toEqual([REVIEW_MESSAGES.bodyTooShort]);
    expect(messages(reviewInputSchema.safeParse({ rating: 3, body: 'e'.repeat(1001) }))).toEqual([REVIEW_MESSAGES.bodyTooLong]);
    expect(reviewInputSchema.safeParse({ rating: 3, body: `${'f'.repeat(25)}\u0000` }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ rating: 3, body: `Line one of the review\nline two` }).success).toBe(true);
  });

  it('takes a reply of 1–1,000 characters', () => {
    expect(messages(reviewReplyInputSchema.safeParse({ body: '   ' }))).toEqual([REVIEW_MESSAGES.replyRequired]);
    expect(messages(reviewReplyInputSchema.safeParse({ body: 'g'.repeat(1001) }))).toEqual([REVIEW_MESSAGES.replyTooLong]);
    expect(reviewReplyInputSchema.parse({ body: ' Thanks! ' })).toEqual({ body: 'Thanks!' });
  });
});

describe('response schemas', () => {
  it('match the types', () => {
    expectTypeOf<z.infer<typeof publicReviewSchema>>().toEqualTypeOf<PublicReview>();
    expectTypeOf<z.infer<typeof sellerProfileSchema>>().toEqualTypeOf<SellerProfile>();
    expectTypeOf<z.infer<typeof myReviewsSchema>>().toEqualTypeOf<MyReviews>();
    expectTypeOf<z.infer<typeof reviewCreatedSchema>>().toEqualTypeOf<ReviewCreated>();
  });
});
