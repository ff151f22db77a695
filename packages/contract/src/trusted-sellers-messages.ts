/**
 * Trusted sellers (issue #14 item 4): the rule's bounds and the admin's texts, and the moderation figures' words —
 * no zod (the schemas are in `trusted-sellers.ts`, which re-exports these).
 */

/** Bounds and default of N, "at least N approved listings" (admin-set). */
export const TRUSTED_SELLER_MIN_APPROVED_MIN = 1;
export const TRUSTED_SELLER_MIN_APPROVED_MAX = 100;
export const TRUSTED_SELLER_MIN_APPROVED_DEFAULT = 5;
/** A rejection or an upheld report within this many days (before the submission) breaks the trust. */
export const TRUSTED_SELLER_LOOKBACK_DAYS = 90;

export const TRUSTED_SELLER_MESSAGES = {
  title: 'Auto-approve trusted sellers',
  description: `New listings from ID-verified sellers with enough approved listings and no rejection or upheld report in the last ${TRUSTED_SELLER_LOOKBACK_DAYS} days go live at once, without waiting for review.`,
  enabledLabel: 'Auto-approve trusted sellers',
  minApprovedLabel: 'Approved listings needed',
  minApprovedHint: `At least this many of the seller's listings must have gone live before (${TRUSTED_SELLER_MIN_APPROVED_MIN}–${TRUSTED_SELLER_MIN_APPROVED_MAX}).`,
  minApprovedInvalid: `Enter a whole number from ${TRUSTED_SELLER_MIN_APPROVED_MIN} to ${TRUSTED_SELLER_MIN_APPROVED_MAX}.`,
  enabledInvalid: 'Choose whether trusted sellers are auto-approved.',
  save: 'Save',
  saved: 'Settings Saved',
  savedOn: (n: number) =>
    `New listings from trusted sellers (ID-verified, at least ${n} approved ${n === 1 ? 'listing' : 'listings'}) are now approved at once.`,
  savedOff: 'Every new listing waits for review again.',
  loadFailed: 'The trusted-seller setting could not be loaded.',
  /** The badge on auto-approved listings in the admin's table and detail page. */
  autoApprovedBadge: 'Auto-approved',
  autoApprovedHint: 'Approved automatically: the seller was trusted when they submitted it.',
  sendBack: 'Send back to review',
  sendBackTitle: (name: string) => `Send “${name}” back to review?`,
  sendBackText:
    'It leaves the marketplace and waits in the moderation queue as Pending. The seller is told it is back in review.',
  sentBack: 'Sent Back to Review',
  sentBackText: 'The listing is Pending again and waits in the queue.',
} as const;

export const MODERATION_FIGURES_MESSAGES = {
  heading: 'Moderation queue',
  queueSize: 'Waiting for review',
  oldestWaiting: 'Oldest waiting',
  noneWaiting: 'Nobody is waiting.',
  medianDecision: 'Median time to decision',
  noDecisions: 'No decisions in this timeframe.',
  underAMinute: 'under a minute',
  decisionsCount: (n: number) => `${n} ${n === 1 ? 'decision' : 'decisions'} by the admin`,
  autoApproved: (n: number) => `${n} auto-approved (not counted)`,
} as const;
