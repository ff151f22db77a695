/** The `reviews` namespace in English (the source language; spec texts to the letter). `../dv/reviews.ts` has the same keys. */
const reviews = {};
export default reviews;
