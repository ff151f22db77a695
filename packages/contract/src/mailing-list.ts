import { z } from 'zod';

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

/** `POST /api/mailing-list/subscribe` body (spec 01 §7 subscribe-to-mailing-list). */
export const subscribeInputSchema = z.object({
  email: z
    .string({ error: MAILING_LIST_MESSAGES.emailRequired })
    .trim()
    .min(1, { message: MAILING_LIST_MESSAGES.emailRequired, abort: true })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: MAILING_LIST_MESSAGES.emailInvalid })
    .max(254)
    .transform((e) => e.toLowerCase()),
  firstName: z.string().trim().max(50).optional(),
  lastName: z.string().trim().max(50).optional(),
  source: z.enum(SUBSCRIPTION_SOURCES),
});
export type SubscribeInput = z.input<typeof subscribeInputSchema>;

/** Spec 01 §7: the function answers `{ success, message }`; "already subscribed" is in the message. */
export interface SubscribeResponse {
  success: boolean;
  message: string;
}
