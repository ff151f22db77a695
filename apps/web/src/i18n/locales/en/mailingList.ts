/** The `mailingList` namespace in English (the source language; spec texts to the letter). `../dv/mailingList.ts` has the same keys. */
const mailingList = {};
export default mailingList;
