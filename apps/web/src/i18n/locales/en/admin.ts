/** The `admin` namespace in English (the source language; spec texts to the letter). `../dv/admin.ts` has the same keys. */
const admin = {};
export default admin;
