import { z } from 'zod';
import { text } from './fields';
import { EARLY_ACCESS_MESSAGES, MAILING_LIST_MESSAGES, SUBSCRIPTION_SOURCES } from './mailing-list-messages';

/** `POST /api/mailing-list/subscribe` body (spec 01 §7 subscribe-to-mailing-list). */
export const subscribeInputSchema = z.object({
  email: text({ error: MAILING_LIST_MESSAGES.emailRequired })
    .trim()
    .min(1, { message: MAILING_LIST_MESSAGES.emailRequired, abort: true })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: MAILING_LIST_MESSAGES.emailInvalid })
    .max(254)
    .transform((e) => e.toLowerCase()),
  firstName: text().trim().max(50).optional(),
  lastName: text().trim().max(50).optional(),
  source: z.enum(SUBSCRIPTION_SOURCES),
});
export type SubscribeInput = z.input<typeof subscribeInputSchema>;

function requiredName(message: string) {
  return text({ error: message }).trim().min(1, { message }).max(50);
}

/**
 * The early-access form (spec 01 §2, §5): first and last name, e-mail and the terms box, with the spec's
 * messages. Its output is sent as a subscription with source `early_access_page_form`.
 */
export const earlyAccessFormSchema = z.object({
  firstName: requiredName(EARLY_ACCESS_MESSAGES.firstNameRequired),
  lastName: requiredName(EARLY_ACCESS_MESSAGES.lastNameRequired),
  email: text({ error: EARLY_ACCESS_MESSAGES.emailRequired })
    .trim()
    .min(1, { message: EARLY_ACCESS_MESSAGES.emailRequired, abort: true })
    .max(254, { message: EARLY_ACCESS_MESSAGES.emailInvalid })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: EARLY_ACCESS_MESSAGES.emailInvalid }),
  agreedToTerms: z.boolean().refine((agreed) => agreed, { message: EARLY_ACCESS_MESSAGES.termsRequired }),
});
export type EarlyAccessFormInput = z.input<typeof earlyAccessFormSchema>;
export type EarlyAccessFormData = z.output<typeof earlyAccessFormSchema>;
