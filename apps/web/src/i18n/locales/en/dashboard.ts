/** The `dashboard` namespace in English (the source language; spec texts to the letter). `../dv/dashboard.ts` has the same keys. */
const dashboard = {};
export default dashboard;
