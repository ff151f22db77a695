/**
 * Mailing list: subscription sources, the spec's messages and the answer type — no zod, so the footer form
 * can import them without the schema (the schema is in `mailing-list.ts`).
 */

/** Spec 01 §7: where a subscription came from. */
export const SUBSCRIPTION_SOURCES = ['early_access_page_form', 'footer_signup'] as const;

export const MAILING_LIST_MESSAGES = {
  emailRequiredTitle: 'Email Required',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  subscribedTitle: 'Subscribed!',
  subscribed: 'Thanks for joining our mailing list! Check your inbox for a confirmation (if applicable).',
  failedTitle: 'Subscription Failed',
  footerFailed: 'Could not subscribe. Please try again later.',
  alreadySubscribed: 'This email is already subscribed to our mailing list.',
  subscribedServer: 'You are subscribed. A confirmation e-mail is on its way.',
} as const;

/** Spec 01 §7: the function answers `{ success, message }`; "already subscribed" is in the message. */
export interface SubscribeResponse {
  success: boolean;
  message: string;
}

/** Spec 01 §5, §8: the early-access form's field messages and toasts, word for word. */
export const EARLY_ACCESS_MESSAGES = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email is invalid.',
  termsRequired: 'You must agree to the terms and conditions.',
  validationErrorTitle: 'Validation Error',
  validationError: 'Please correct the errors in the form.',
  failedTitle: 'Subscription Failed',
  failed: 'An unexpected error occurred. Please try again.',
} as const;

/** Spec 01 §7: an early-access answer whose message contains this counts as success. */
export const ALREADY_SUBSCRIBED_MARKER = 'already subscribed';
