import type { Translation } from '../../translation';
import type savedSearches from '../en/savedSearches';

/** Dhivehi for the `savedSearches` namespace: every key of `../en/savedSearches.ts` (the type checks it). */
const dvSavedSearches: Translation<typeof savedSearches> = {};
export default dvSavedSearches;
