/** The `savedSearches` namespace in English (the source language; spec texts to the letter). `../dv/savedSearches.ts` has the same keys. */
const savedSearches = {};
export default savedSearches;
