/** The `sellers` namespace in English (the source language; spec texts to the letter). `../dv/sellers.ts` has the same keys. */
const sellers = {
  page: {
    /** `REVIEW_MESSAGES.memberSince` with the month it started ("Member since March 2025"). */
    memberSince: 'Member since {{date}}',
  },
};
export default sellers;
