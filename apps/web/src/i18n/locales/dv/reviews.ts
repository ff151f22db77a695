import type { Translation } from '../../translation';
import type reviews from '../en/reviews';

/** Dhivehi for the `reviews` namespace: every key of `../en/reviews.ts` (the type checks it). */
const dvReviews: Translation<typeof reviews> = {};
export default dvReviews;
