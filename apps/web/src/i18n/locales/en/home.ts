/** The `home` namespace in English (the source language; spec texts to the letter). `../dv/home.ts` has the same keys. */
const home = {};
export default home;
