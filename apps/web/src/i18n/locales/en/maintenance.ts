/** The `maintenance` namespace in English (the source language; spec texts to the letter). `../dv/maintenance.ts` has the same keys. */
const maintenance = {};
export default maintenance;
