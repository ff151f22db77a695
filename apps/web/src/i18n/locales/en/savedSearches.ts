/**
 * The `savedSearches` namespace in English (the source language; spec texts to the letter). The contract's
 * SAVED_SEARCH_MESSAGES strings are in `contract`; its message functions are here. `../dv/savedSearches.ts`
 * has the same keys.
 */
const savedSearches = {
  button: {
    /** `SAVED_SEARCH_MESSAGES.savedText(name)`. */
    savedText: '"{{name}}" is in your dashboard. We will tell you when new items match.',
    view: 'View',
  },
  tab: {
    loading: 'Loading your saved searches',
    failed: 'Could not load your saved searches.',
    tryAgain: 'Try Again',
    /** `SAVED_SEARCH_MESSAGES.newMatches(n)`. */
    newMatches_one: '{{count}} new',
    newMatches_other: '{{count}} new',
    /** `SAVED_SEARCH_MESSAGES.newMatchesLabel(n)`. */
    newMatchesLabel_one: '{{count}} new match since you last opened it',
    newMatchesLabel_other: '{{count}} new matches since you last opened it',
    digestFor: 'for {{name}}',
  },
};
export default savedSearches;
