/**
 * Issue #37 item 4t: the sentences of the activity log, as facts. Each `recordActivity` call names the
 * sentence it wrote (`details.event`) and stores the facts that sentence is made of under these stable keys in
 * `details`, beside the English `description` (spec 02 §3), so the admin's page can say it in the admin's
 * language. A row without an `event` (written before this), or missing a fact, shows its stored description.
 *
 * Facts are what the English description already says: no password, no national ID number, nothing of an
 * erased member.
 */

/** The facts a sentence may be made of; the web app decides how each is shown (isolated, translated). */
export const ACTIVITY_FACT_NAMES = [
  /** A member's e-mail address (left to right). */
  'email',
  /** A listing's display id, `PD-000123` (left to right). */
  'listingDisplayId',
  /** A listing's name as its seller wrote it. */
  'listingName',
  /** A saved search's name as its member wrote it. */
  'searchName',
  /** A category's English name (the page translates the seeded ones). */
  'categoryName',
  /** A category field's English label (`fieldLabelDv` beside it in `details` has its Dhivehi label). */
  'fieldLabel',
  /** A category field's key (left to right). */
  'fieldKey',
  /** A category's field keys in their new order (left to right). */
  'fieldKeys',
  /** The words of a search-synonym group, as the admin wrote them (Latin or Thaana). */
  'synonymWords',
  /** A member's status before and after (`USER_STATUSES`; a listing's rows keep their own `from`/`to`). */
  'from',
  'to',
  /** How many (reports, notifications, approved listings). */
  'count',
  /** A listing's term in days. */
  'days',
  /** Where a mailing-list subscription came from (`SUBSCRIPTION_SOURCES`). */
  'source',
  /** What reports were about (`REPORT_TARGET_TYPES`) and how they were closed (`REPORT_RESOLUTIONS`). */
  'targetType',
  'resolution',
  /** A deleted testimonial's status (`pending` or `approved`). */
  'testimonialStatus',
  /** A notification's English title. */
  'title',
  /** The site contact details that are set (`email`, `phone`, `instagram`, `facebook`, `viber`). */
  'contactFields',
] as const;
export type ActivityFactName = (typeof ACTIVITY_FACT_NAMES)[number];

/** Each sentence of the log and the facts it needs. */
export const ACTIVITY_EVENTS = {
  // Accounts
  signedIn: [],
  signedInByConfirmationLink: [],
  signInFailed: ['email'],
  signInRefusedSuspended: ['email'],
  signedOutEverywhere: [],
  passwordResetRequested: [],
  passwordResetRequestedUnknown: [],
  passwordResetDone: [],
  passwordChanged: [],
  signUpDuplicate: ['email'],
  signedUp: [],
  profileUpdated: [],
  languageSetDhivehi: [],
  languageSetEnglish: [],
  avatarUpdated: [],
  idPhotosSubmitted: [],
  accountDeleteRequested: [],
  accountDeletedByOwner: [],
  accountDeletedByAdmin: [],
  // The admin and members
  adminRoleGranted: ['email'],
  adminRoleRevoked: ['email'],
  userUpdatedByAdmin: ['email'],
  userAddedByAdmin: ['email'],
  userStatusChanged: ['email', 'from', 'to'],
  verificationApproved: ['email'],
  verificationRejected: ['email'],
  idPhotoFrontViewed: ['email'],
  idPhotoBackViewed: ['email'],
  // Listings
  listingSubmitted: ['listingDisplayId', 'listingName'],
  listingViewed: ['listingDisplayId'],
  listingApproved: ['listingDisplayId'],
  listingAutoApproved: ['listingDisplayId'],
  listingRejected: ['listingDisplayId'],
  listingSentBack: ['listingDisplayId'],
  listingResubmitted: ['listingDisplayId'],
  listingEditedBackInReview: ['listingDisplayId'],
  listingSold: ['listingDisplayId'],
  listingReserved: ['listingDisplayId'],
  listingReservationReleased: ['listingDisplayId'],
  listingExpired: ['listingDisplayId', 'days'],
  listingRenewed: ['listingDisplayId'],
  listingRemovedByAdmin: ['listingDisplayId'],
  listingRemovedWithAccount: ['listingDisplayId'],
  listingDeletedBySeller: ['listingDisplayId'],
  listingSaved: ['listingName'],
  savedListingRemoved: [],
  // Saved searches
  searchSaved: ['searchName'],
  searchDigestOn: ['searchName'],
  searchDigestOff: ['searchName'],
  savedSearchDeleted: ['searchName'],
  searchDigestUnsubscribedByLink: [],
  // Category fields
  categoryFieldAdded: ['categoryName', 'fieldLabel', 'fieldKey'],
  categoryFieldSaved: ['categoryName', 'fieldLabel', 'fieldKey'],
  categoryFieldRetired: ['categoryName', 'fieldLabel', 'fieldKey'],
  categoryFieldRestored: ['categoryName', 'fieldLabel', 'fieldKey'],
  categoryFieldsReordered: ['categoryName', 'fieldKeys'],
  // Search synonyms (issue #38)
  searchSynonymsAdded: ['synonymWords'],
  searchSynonymsRemoved: ['synonymWords'],
  // Site, mailing list, moderation, testimonials, notifications
  siteContactUpdated: ['contactFields'],
  siteContactCleared: [],
  maintenanceOn: [],
  maintenanceOff: [],
  trustedSellersOn: ['count'],
  trustedSellersOff: [],
  mailingListSubscribed: ['source'],
  mailingListUnsubscribed: [],
  reportsResolved: ['count', 'targetType', 'resolution'],
  testimonialSubmitted: [],
  testimonialApproved: [],
  testimonialDeleted: ['testimonialStatus'],
  notificationSent: ['title'],
  notificationsRead: ['count'],
  allNotificationsRead: [],
} as const satisfies Record<string, readonly ActivityFactName[]>;
export type ActivityEvent = keyof typeof ACTIVITY_EVENTS;

/** A fact's value: text, a number, or a list of words (`fieldKeys`, `contactFields`). */
export type ActivityFactValue = string | number | readonly string[];

/** One sentence with its facts, as `recordActivity` takes and `details` stores them (`event` beside them). */
export type ActivityFacts = {
  [E in ActivityEvent]: { event: E } & { [F in (typeof ACTIVITY_EVENTS)[E][number]]: ActivityFactValue };
}[ActivityEvent];
