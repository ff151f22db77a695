/** The `offers` namespace in English (the source language; spec texts to the letter). `../dv/offers.ts` has the same keys. */
const offers = {};
export default offers;
