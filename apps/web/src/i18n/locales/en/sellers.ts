/** The `sellers` namespace in English (the source language; spec texts to the letter). `../dv/sellers.ts` has the same keys. */
const sellers = {
  page: {
    /** The tab's title while the seller's page loads. */
    loadingTitle: 'Seller',
    /** `REVIEW_MESSAGES.memberSince` with the month it started ("Member since March 2025"). */
    memberSince: 'Member since {{date}}',
  },
};
export default sellers;
