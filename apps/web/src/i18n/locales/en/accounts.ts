/** The `accounts` namespace in English (the source language; spec texts to the letter). `../dv/accounts.ts` has the same keys. */
const accounts = {};
export default accounts;
