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
