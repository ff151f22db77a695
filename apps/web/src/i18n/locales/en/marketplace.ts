/** The `marketplace` namespace in English (the source language; spec texts to the letter). `../dv/marketplace.ts` has the same keys. */
const marketplace = {};
export default marketplace;
