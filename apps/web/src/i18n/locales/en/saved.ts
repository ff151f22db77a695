/** The `saved` namespace in English (the source language; spec texts to the letter). `../dv/saved.ts` has the same keys. */
const saved = {};
export default saved;
