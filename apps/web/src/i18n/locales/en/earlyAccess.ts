/** The `earlyAccess` namespace in English (the source language; spec texts to the letter). `../dv/earlyAccess.ts` has the same keys. */
const earlyAccess = {};
export default earlyAccess;
