/** The `sellers` namespace in English (the source language; spec texts to the letter). `../dv/sellers.ts` has the same keys. */
const sellers = {};
export default sellers;
