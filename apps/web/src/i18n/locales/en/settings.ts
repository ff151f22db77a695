/** The `settings` namespace in English (the source language; spec texts to the letter). `../dv/settings.ts` has the same keys. */
const settings = {};
export default settings;
