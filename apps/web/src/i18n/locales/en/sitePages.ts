/** The `sitePages` namespace in English (the source language; spec texts to the letter). `../dv/sitePages.ts` has the same keys. */
const sitePages = {};
export default sitePages;
