/** The `safety` namespace in English (the source language; spec texts to the letter). `../dv/safety.ts` has the same keys. */
const safety = {};
export default safety;
