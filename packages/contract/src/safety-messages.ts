/**
 * Safety (issue #13 item 5): report targets and reasons, limits and every user-visible text, without zod, so
 * pages can show a Report button without loading the schemas (they are in `safety.ts`, which re-exports this).
 */
import { formatNumber } from './site';

export const REPORT_TARGET_TYPES = ['listing', 'member', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'scam', 'prohibited', 'wrong_category', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What the radio group shows for each reason, in this order. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  scam: 'Scam or fraud',
  prohibited: 'Prohibited item',
  wrong_category: 'Wrong category',
  offensive: 'Offensive',
  other: 'Other',
};

/** A report's note: required for "other", optional otherwise; at most this many characters. */
export const REPORT_NOTE_MAX_LENGTH = 1000;
/** Reports one member may file in an hour (a 429 past it: reports are for people, not scripts). */
export const REPORTS_PER_HOUR = 20;
/** Moderation queue page size (groups of reports per page). */
export const MODERATION_PAGE_SIZE = 20;
/** Messages shown before and after a reported message in the admin's detail. */
export const MODERATION_CONTEXT_MESSAGES = 5;
/** Characters of a message shown as its label in the queue. */
export const MODERATION_PREVIEW_LENGTH = 120;

export const SAFETY_MESSAGES = {
  // Reporting
  reportTitle: {
    listing: 'Report this listing',
    member: 'Report this member',
    message: 'Report this message',
  },
  reportButton: 'Report',
  reasonLegend: 'Why are you reporting this?',
  reasonRequired: 'Please choose a reason.',
  noteLabel: 'Note',
  noteHintOther: 'Tell us what is wrong (required for "Other").',
  noteHint: 'Anything our team should know (optional).',
  noteRequired: 'Please tell us what is wrong.',
  noteTooLong: `Please keep your note under ${REPORT_NOTE_MAX_LENGTH} characters.`,
  targetTypeInvalid: 'Choose what you are reporting: a listing, a member or a message.',
  targetIdRequired: 'Missing the id of what you are reporting.',
  submitReport: 'Send report',
  sendingReport: 'Sending…',
  cancel: 'Cancel',
  close: 'Done',
  reportSentTitle: 'Report sent',
  reportSent: 'Thank you. Our team will review your report.',
  alreadyReported: 'You have already reported this. Our team is still reviewing your report.',
  reportFailed: 'Could not send your report. Please try again.',
  tooManyReports: 'You have sent many reports in the last hour. Please try again later.',
  listingNotFound: 'This listing is not available.',
  memberNotFound: 'This member does not exist.',
  messageNotFound: 'This message was not found in your conversations.',
  ownListing: 'You cannot report your own listing.',
  yourself: 'You cannot report yourself.',
  ownMessage: 'You cannot report your own message.',
  // Blocking
  blockMember: 'Block member',
  unblockMember: 'Unblock',
  blockConfirmTitle: 'Block this member?',
  blockConfirm:
    'Neither of you can send messages to the other, and your conversations with them leave your inbox. You can unblock them in your settings.',
  blocked: 'Member blocked',
  unblocked: 'Member unblocked',
  blockFailed: 'Could not change the block. Please try again.',
  cannotBlockYourself: 'You cannot block yourself.',
  cannotBlockAdmin: 'The site team cannot be blocked.',
  blockedMembersTitle: 'Blocked members',
  blockedMembersText:
    'Blocked members cannot message you and you cannot message them. Unblock someone to talk again.',
  blockedMembersEmpty: 'You have not blocked anyone.',
  blockedMembersLoadFailed: 'Could not load your blocked members.',
  safetyMenu: 'Safety',
  // Admin moderation
  moderationSortInvalid: 'Sort must be "most" or "newest".',
  moderationPageInvalid: 'Page must be a whole number from 1 to 100000.',
  moderationTitle: 'Moderation',
  moderationEmpty: 'No open reports. All clear.',
  moderationLoadFailed: 'Could not load the moderation queue.',
  sortMostReported: 'Most reported',
  sortNewest: 'Newest',
  sortLabel: 'Order',
  reportsCount: (n: number) => `${n} ${n === 1 ? 'report' : 'reports'}`,
  newestReport: 'Newest report',
  reasonsHeading: 'Reasons',
  reportsHeading: 'Reports',
  contextHeading: 'The conversation around it',
  reportedMessage: 'Reported message',
  openListingPage: 'Open the listing in admin',
  targetTypeLabels: { listing: 'Listing', member: 'Member', message: 'Message' } as Record<
    ReportTargetType,
    string
  >,
  noOpenReports: 'There are no open reports about this.',
  dismiss: 'Dismiss reports',
  removeListing: 'Remove listing',
  banMember: 'Ban member',
  banSender: 'Ban the sender',
  banSeller: 'Ban the seller',
  confirmDismiss: 'Dismiss every open report about this? The reporters are told no action was taken.',
  confirmRemoveListing: 'Remove this listing from the marketplace? The reporters are told it was removed.',
  confirmBan: 'Ban this member? Their sessions end at once and their conversations are frozen.',
  confirm: 'Confirm',
  actionDone: {
    dismiss: 'Reports dismissed',
    'remove-listing': 'Listing removed',
    'ban-member': 'Member banned',
  },
  actionFailed: 'The action failed. Please try again.',
  removeListingOnlyForListing: 'Only a reported listing can be removed.',
  deletedMember: 'Deleted member',
  removedListing: 'Removed listing',
  offerStep: (amount: number | null) => (amount === null ? 'Offer' : `Offer of MVR ${formatNumber(amount)}`),
  offerActions: {
    made: 'Offer made',
    countered: 'Counter-offer',
    accepted: 'Offer accepted',
    declined: 'Offer declined',
    withdrawn: 'Offer withdrawn',
  } as Record<string, string>,
  backToQueue: 'Back to the queue',
  selectTarget: 'Choose a reported item to see its reports.',
  reportedBy: 'Reported by',
  memberStatus: 'Account status',
  viewDetails: 'Review',
  // Outcome notifications to reporters
  outcomeTitle: 'Report reviewed',
  outcome: {
    dismissed: 'We reviewed your report and found no rule was broken. Thank you for telling us.',
    listing_removed: 'We reviewed your report and removed the listing. Thank you for telling us.',
    member_banned: 'We reviewed your report and suspended the member. Thank you for telling us.',
  },
} as const;

/** Moderation queue orders, the admin's actions on a reported target and how a report ends. */
export const MODERATION_SORTS = ['most', 'newest'] as const;
export type ModerationSort = (typeof MODERATION_SORTS)[number];
export const MODERATION_ACTIONS = ['dismiss', 'remove-listing', 'ban-member'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const REPORT_RESOLUTIONS = ['dismissed', 'listing_removed', 'member_banned'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

/** `POST /api/reports` answer (201). */
export interface ReportCreated {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  createdAt: string;
}

/** A member I blocked (`GET /api/blocks`): name and avatar only. */
export interface BlockedMember {
  userId: string;
  name: string;
  avatarUrl: string | null;
  blockedAt: string;
}

/** `PUT`/`DELETE /api/blocks/{userId}` answer. */
export interface BlockState {
  userId: string;
  blocked: boolean;
}
