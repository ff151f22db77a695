/**
 * The `common` namespace: the app's chrome (header, menus, footer, errors, shared words). English is the
 * source language and carries the specs' texts to the letter; `../dv/common.ts` has the same keys.
 */
const common = {
  language: {
    /** The switch's accessible name; each option shows the language's own name (LANGUAGE_NAMES). */
    switchLabel: 'Language',
    switchTo: 'Show the site in {{language}}',
  },
  condition: {
    new: 'New',
    'like new': 'Like New',
    good: 'Good',
    fair: 'Fair',
    'needs repair': 'Needs Repair',
  },
  listingStatus: {
    Pending: 'Pending',
    Approved: 'Approved',
    Rejected: 'Rejected',
    Sold: 'Sold',
    Expired: 'Expired',
  },
};
export default common;
