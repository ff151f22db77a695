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
  /** Durations in Dhivehi's fallback formatter (`i18n/format.ts`); English uses date-fns's own words. */
  time: {
    year_one: '{{count}} year',
    year_other: '{{count}} years',
    month_one: '{{count}} month',
    month_other: '{{count}} months',
    day_one: '{{count}} day',
    day_other: '{{count}} days',
    hour_one: '{{count}} hour',
    hour_other: '{{count}} hours',
    minute_one: '{{count}} minute',
    minute_other: '{{count}} minutes',
    second_one: '{{count}} second',
    second_other: '{{count}} seconds',
    ago: '{{amount}} ago',
    in: 'in {{amount}}',
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
