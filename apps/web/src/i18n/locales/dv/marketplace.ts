import type { Translation } from '../../translation';
import type marketplace from '../en/marketplace';

/** Dhivehi for the `marketplace` namespace: every key of `../en/marketplace.ts` (the type checks it). */
const dvMarketplace: Translation<typeof marketplace> = {};
export default dvMarketplace;
