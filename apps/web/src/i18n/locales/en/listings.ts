/** The `listings` namespace in English (the source language; spec texts to the letter). `../dv/listings.ts` has the same keys. */
const listings = {};
export default listings;
