import type { Translation } from '../../translation';
import type offers from '../en/offers';

/** Dhivehi for the `offers` namespace: every key of `../en/offers.ts` (the type checks it). */
const dvOffers: Translation<typeof offers> = {};
export default dvOffers;
