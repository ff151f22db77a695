/**
 * The `contract` namespace: the spec's messages as the contract defines them (`@marketplace/contract`), so a
 * validation message from the form's zod schema or from the API's 400 is shown in the reader's language
 * (`useContractMessage`). English is taken from the contract itself, never copied: the spec texts stay exact.
 * Only the string entries are texts here; the contract's message functions (e.g. "3 unread") have
 * their own keys in the feature namespaces.
 */
import {
  FORGOT_PASSWORD_MESSAGES,
  SETTINGS_MESSAGES,
  SIGN_IN_MESSAGES,
  SIGN_UP_MESSAGES,
} from '@marketplace/contract/accounts-messages';
import { CONVERSATION_MESSAGES } from '@marketplace/contract/conversations-messages';
import {
  BROWSE_MESSAGES,
  LIFECYCLE_MESSAGES,
  LISTING_MESSAGES,
  MODERATION_MESSAGES,
  OWN_LISTING_MESSAGES,
  OWNER_LISTING_MESSAGES,
  RENEWAL_MESSAGES,
  UPLOAD_MESSAGES,
} from '@marketplace/contract/listings-messages';
import { EARLY_ACCESS_MESSAGES, MAILING_LIST_MESSAGES } from '@marketplace/contract/mailing-list-messages';
import { MARKETING_MESSAGES } from '@marketplace/contract/marketing';
import { NOTIFICATION_MESSAGES } from '@marketplace/contract/notifications';
import { SAFETY_MESSAGES } from '@marketplace/contract/safety-messages';
import { SAVED_MESSAGES } from '@marketplace/contract/saved';
import { MAINTENANCE_MESSAGES } from '@marketplace/contract/site-settings';

/** The string entries of a messages object (its functions are left out). */
export type StringEntries<T> = { [K in keyof T as T[K] extends string ? K : never]: string };

function stringEntries<T extends object>(messages: T): StringEntries<T> {
  return Object.fromEntries(
    Object.entries(messages).filter(([, value]) => typeof value === 'string'),
  ) as StringEntries<T>;
}

const contract = {
  SIGN_UP_MESSAGES: stringEntries(SIGN_UP_MESSAGES),
  SIGN_IN_MESSAGES: stringEntries(SIGN_IN_MESSAGES),
  FORGOT_PASSWORD_MESSAGES: stringEntries(FORGOT_PASSWORD_MESSAGES),
  SETTINGS_MESSAGES: stringEntries(SETTINGS_MESSAGES),
  CONVERSATION_MESSAGES: stringEntries(CONVERSATION_MESSAGES),
  LISTING_MESSAGES: stringEntries(LISTING_MESSAGES),
  MODERATION_MESSAGES: stringEntries(MODERATION_MESSAGES),
  BROWSE_MESSAGES: stringEntries(BROWSE_MESSAGES),
  OWN_LISTING_MESSAGES: stringEntries(OWN_LISTING_MESSAGES),
  OWNER_LISTING_MESSAGES: stringEntries(OWNER_LISTING_MESSAGES),
  LIFECYCLE_MESSAGES: stringEntries(LIFECYCLE_MESSAGES),
  UPLOAD_MESSAGES: stringEntries(UPLOAD_MESSAGES),
  RENEWAL_MESSAGES: stringEntries(RENEWAL_MESSAGES),
  MAILING_LIST_MESSAGES: stringEntries(MAILING_LIST_MESSAGES),
  EARLY_ACCESS_MESSAGES: stringEntries(EARLY_ACCESS_MESSAGES),
  MARKETING_MESSAGES: stringEntries(MARKETING_MESSAGES),
  NOTIFICATION_MESSAGES: stringEntries(NOTIFICATION_MESSAGES),
  SAFETY_MESSAGES: stringEntries(SAFETY_MESSAGES),
  SAVED_MESSAGES: stringEntries(SAVED_MESSAGES),
  MAINTENANCE_MESSAGES: stringEntries(MAINTENANCE_MESSAGES),
};
export default contract;
