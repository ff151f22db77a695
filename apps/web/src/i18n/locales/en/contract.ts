/**
 * The `contract` namespace: the spec's messages as the contract defines them (`@marketplace/contract`), so a
 * validation message from the form's zod schema or from the API's 400 is shown in the reader's language
 * (`useContractMessage`). English is taken from the contract itself, never copied: the spec texts stay exact.
 * Only the string entries are texts here (and records of strings, such as a label per status); the contract's
 * message functions (e.g. "3 unread") have their own keys in the feature namespaces.
 * Every module imported here is zod-free (`*-messages.ts`), so this chunk carries no schema.
 */
import {
  ACCOUNT_TOASTS,
  FORGOT_PASSWORD_MESSAGES,
  ID_VERIFICATION_STATUS_LABELS,
  SESSION_TOASTS,
  SETTINGS_MESSAGES,
  SIGN_IN_MESSAGES,
  SIGN_UP_MESSAGES,
} from '@marketplace/contract/accounts-messages';
import { ADMIN_MESSAGES, ADMIN_TIMEFRAME_LABELS } from '@marketplace/contract/admin-messages';
import {
  CONVERSATION_MESSAGES,
  DELETED_MEMBER_NAME,
  QUICK_REPLIES,
  SAFETY_TIP,
} from '@marketplace/contract/conversations-messages';
import { ERROR_MESSAGES } from '@marketplace/contract/errors';
import { FIELD_MESSAGES } from '@marketplace/contract/fields-messages';
import {
  BROWSE_MESSAGES,
  CONDITION_LABELS,
  LIFECYCLE_MESSAGES,
  LISTING_EXPIRY_EMAIL,
  LISTING_MESSAGES,
  MODERATION_MESSAGES,
  OWN_LISTING_MESSAGES,
  OWNER_LISTING_MESSAGES,
  RENEWAL_MESSAGES,
  UPLOAD_MESSAGES,
} from '@marketplace/contract/listings-messages';
import { EARLY_ACCESS_MESSAGES, MAILING_LIST_MESSAGES } from '@marketplace/contract/mailing-list-messages';
import {
  MARKETING_MESSAGES,
  POST_DEFAULT_CATEGORY,
  POST_DEFAULT_LOCATION,
  POST_PHONE_NOT_AVAILABLE,
} from '@marketplace/contract/marketing';
import { SORT_LABELS } from '@marketplace/contract/marketplace-messages';
import { NOTIFICATION_MESSAGES } from '@marketplace/contract/notifications';
import { OFFER_MESSAGES } from '@marketplace/contract/offers-messages';
import { REVIEW_MESSAGES } from '@marketplace/contract/reviews-messages';
import { REPORT_REASON_LABELS, SAFETY_MESSAGES } from '@marketplace/contract/safety-messages';
import { SAVED_MESSAGES } from '@marketplace/contract/saved';
import {
  SAVED_SEARCH_DIGEST_TEXT,
  SAVED_SEARCH_MESSAGES,
} from '@marketplace/contract/saved-searches-messages';
import { SEARCH_SYNONYM_MESSAGES } from '@marketplace/contract/search-synonyms-messages';
import { CATEGORY_FIELD_MESSAGES } from '@marketplace/contract/category-fields-messages';
import { SITE_CONTACT_MESSAGES } from '@marketplace/contract/site-contact-messages';
import { MAINTENANCE_MESSAGES } from '@marketplace/contract/site-settings';
import { TESTIMONIAL_FORMER_MEMBER, TESTIMONIAL_MESSAGES } from '@marketplace/contract/testimonials-messages';
import {
  MODERATION_FIGURES_MESSAGES,
  TRUSTED_SELLER_MESSAGES,
} from '@marketplace/contract/trusted-sellers-messages';

/** A message function: left out (its feature namespace has a key with plurals and placeholders). */
type MessageFunction = (...args: never[]) => unknown;

/** The string entries of a messages object, and its records of strings (its functions are left out). */
export type StringEntries<T> = {
  [
    K in keyof T as T[K] extends string
      ? K
      : T[K] extends MessageFunction
        ? never
        : T[K] extends object
          ? K
          : never
  ]: T[K] extends string ? string : StringEntries<T[K]>;
};

function stringEntries<T extends object>(messages: T): StringEntries<T> {
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([, value]) => typeof value === 'string' || (typeof value === 'object' && value !== null))
      .map(([key, value]) => [key, typeof value === 'string' ? value : stringEntries(value as object)]),
  ) as StringEntries<T>;
}

const contract = {
  SIGN_UP_MESSAGES: stringEntries(SIGN_UP_MESSAGES),
  SIGN_IN_MESSAGES: stringEntries(SIGN_IN_MESSAGES),
  FORGOT_PASSWORD_MESSAGES: stringEntries(FORGOT_PASSWORD_MESSAGES),
  ACCOUNT_TOASTS: stringEntries(ACCOUNT_TOASTS),
  SETTINGS_MESSAGES: stringEntries(SETTINGS_MESSAGES),
  SESSION_TOASTS: stringEntries(SESSION_TOASTS),
  ID_VERIFICATION_STATUS_LABELS: stringEntries(ID_VERIFICATION_STATUS_LABELS),
  ADMIN_TIMEFRAME_LABELS: stringEntries(ADMIN_TIMEFRAME_LABELS),
  ADMIN_MESSAGES: stringEntries(ADMIN_MESSAGES),
  CONVERSATION_MESSAGES: stringEntries(CONVERSATION_MESSAGES),
  LISTING_MESSAGES: stringEntries(LISTING_MESSAGES),
  CONDITION_LABELS: stringEntries(CONDITION_LABELS),
  MODERATION_MESSAGES: stringEntries(MODERATION_MESSAGES),
  BROWSE_MESSAGES: stringEntries(BROWSE_MESSAGES),
  SORT_LABELS: stringEntries(SORT_LABELS),
  OWN_LISTING_MESSAGES: stringEntries(OWN_LISTING_MESSAGES),
  OWNER_LISTING_MESSAGES: stringEntries(OWNER_LISTING_MESSAGES),
  LIFECYCLE_MESSAGES: stringEntries(LIFECYCLE_MESSAGES),
  UPLOAD_MESSAGES: stringEntries(UPLOAD_MESSAGES),
  LISTING_EXPIRY_EMAIL: stringEntries(LISTING_EXPIRY_EMAIL),
  RENEWAL_MESSAGES: stringEntries(RENEWAL_MESSAGES),
  MAILING_LIST_MESSAGES: stringEntries(MAILING_LIST_MESSAGES),
  EARLY_ACCESS_MESSAGES: stringEntries(EARLY_ACCESS_MESSAGES),
  MARKETING_MESSAGES: stringEntries(MARKETING_MESSAGES),
  NOTIFICATION_MESSAGES: stringEntries(NOTIFICATION_MESSAGES),
  OFFER_MESSAGES: stringEntries(OFFER_MESSAGES),
  REVIEW_MESSAGES: stringEntries(REVIEW_MESSAGES),
  SAFETY_MESSAGES: stringEntries(SAFETY_MESSAGES),
  REPORT_REASON_LABELS: stringEntries(REPORT_REASON_LABELS),
  SAVED_MESSAGES: stringEntries(SAVED_MESSAGES),
  SAVED_SEARCH_MESSAGES: stringEntries(SAVED_SEARCH_MESSAGES),
  SAVED_SEARCH_DIGEST_TEXT: stringEntries(SAVED_SEARCH_DIGEST_TEXT),
  TESTIMONIAL_MESSAGES: stringEntries(TESTIMONIAL_MESSAGES),
  TRUSTED_SELLER_MESSAGES: stringEntries(TRUSTED_SELLER_MESSAGES),
  MODERATION_FIGURES_MESSAGES: stringEntries(MODERATION_FIGURES_MESSAGES),
  SEARCH_SYNONYM_MESSAGES: stringEntries(SEARCH_SYNONYM_MESSAGES),
  CATEGORY_FIELD_MESSAGES: stringEntries(CATEGORY_FIELD_MESSAGES),
  MAINTENANCE_MESSAGES: stringEntries(MAINTENANCE_MESSAGES),
  SITE_CONTACT_MESSAGES: stringEntries(SITE_CONTACT_MESSAGES),
  FIELD_MESSAGES: stringEntries(FIELD_MESSAGES),
  ERROR_MESSAGES: stringEntries(ERROR_MESSAGES),
  /** Single texts the contract keeps outside a messages object. */
  CONTRACT_TEXTS: {
    safetyTip: SAFETY_TIP,
    deletedMember: DELETED_MEMBER_NAME,
    quickReplyAvailable: QUICK_REPLIES[0],
    quickReplyLowestPrice: QUICK_REPLIES[1],
    quickReplyWhere: QUICK_REPLIES[2],
    testimonialFormerMember: TESTIMONIAL_FORMER_MEMBER,
    postDefaultLocation: POST_DEFAULT_LOCATION,
    postDefaultCategory: POST_DEFAULT_CATEGORY,
    postPhoneNotAvailable: POST_PHONE_NOT_AVAILABLE,
  },
};
export default contract;
