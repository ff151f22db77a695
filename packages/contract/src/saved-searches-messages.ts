/**
 * Saved searches (issue #14 item 2): limits and every text, the daily digest's words included — no zod, so the
 * `contract` namespace (issue #15) can import them (the schemas are in `saved-searches.ts`, which re-exports these).
 */

/** Issue #14 item 2: at most this many saved searches per member. */
export const SAVED_SEARCHES_MAX = 20;
/** The browse address's parameter naming the saved search an alert opened (`savedSearchHref`). */
export const SAVED_SEARCH_LINK_PARAM = 'savedSearch';
/** A saved search's name: 1 to this many characters. */
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
/** At most one on-site alert per saved search in this window (ms). */
export const SAVED_SEARCH_ALERT_INTERVAL_MS = 60 * 60 * 1000;
/**
 * The matching job leaves listings approved in the last this-many ms for its next pass: an approval's
 * `approved_at` is its transaction's clock, which can commit a moment later than a pass that reads past it.
 */
export const SAVED_SEARCH_MATCH_LAG_MS = 5_000;
/** The digest's day is the Maldives' calendar day (one e-mail per member per day). */
export const SAVED_SEARCH_DIGEST_TIME_ZONE = 'Indian/Maldives';
/** The daily digest goes out from this hour (Maldives time) on: a morning e-mail, not one at midnight. */
export const SAVED_SEARCH_DIGEST_HOUR = 8;

export const SAVED_SEARCH_MESSAGES = {
  saveThisSearch: 'Save this search',
  saving: 'Saving…',
  savedTitle: 'Search saved',
  savedText: (name: string) => `"${name}" is in your dashboard. We will tell you when new items match.`,
  loginRequired: 'Login Required',
  loginRequiredText: 'Please log in to save searches.',
  login: 'Login',
  limitReached: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`,
  duplicate: 'You have already saved this search.',
  notFound: 'Saved search not found.',
  nameRequired: 'Please enter a name for this search.',
  nameTooLong: `The name can be at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters.`,
  digestRequired: 'Say whether you want the daily e-mail (true or false).',
  failed: 'Something went wrong. Please try again.',
  tabTitle: 'Saved Searches',
  tabIntro: 'Searches you saved on the marketplace. We tell you when new items match.',
  empty: 'No saved searches yet. On the marketplace, search or filter, then choose Save this search.',
  browse: 'Browse the marketplace',
  open: 'Open',
  rename: 'Rename',
  renameLabel: 'Name of the saved search',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteTitle: 'Delete this saved search?',
  deleteText: 'You will no longer be told about new items that match it.',
  deleted: 'Saved search deleted',
  renamed: 'Saved search renamed',
  emailDigest: 'Daily e-mail',
  digestOn: 'You will get a daily e-mail when new items match.',
  digestOff: 'Daily e-mail switched off.',
  newMatches: (n: number) => `${n} new`,
  newMatchesLabel: (n: number) => `${n} new ${n === 1 ? 'match' : 'matches'} since you last opened it`,
  alertTitle: (name: string) => `New items for "${name}"`,
  alertText: (n: number) =>
    `${n} new ${n === 1 ? 'listing matches' : 'listings match'} your saved search. Newest first.`,
  unsubscribed:
    'You will no longer receive the daily saved-search e-mail. You can switch it on again in your dashboard.',
  invalidToken: 'This unsubscribe link is not valid.',
  nameOrDigestRequired: 'Send a new name or emailDigest.',
} as const;

/** The daily digest e-mail's words. */
export const SAVED_SEARCH_DIGEST_TEXT = {
  subject: (siteName: string) => `New items for your saved searches on ${siteName}`,
  greeting: (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  intro: 'New listings match your saved searches:',
  line: (name: string, n: number) => `- ${name}: ${n} new ${n === 1 ? 'listing' : 'listings'}`,
  outro: (siteName: string) => `See them on ${siteName}. Never pay before you have seen the item.`,
  unsubscribe: (url: string) => `Stop these e-mails (one click, no sign-in needed): ${url}`,
} as const;
