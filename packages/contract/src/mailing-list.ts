import { z } from 'zod';
import { emailAddress, personName } from './fields';
import { EARLY_ACCESS_MESSAGES, MAILING_LIST_MESSAGES, SUBSCRIPTION_SOURCES } from './mailing-list-messages';

/** `POST /api/mailing-list/subscribe` body (spec 01 §7 subscribe-to-mailing-list). */
export const subscribeInputSchema = z.object({
  email: emailAddress({
    required: MAILING_LIST_MESSAGES.emailRequired,
    invalid: MAILING_LIST_MESSAGES.emailInvalid,
  }),
  firstName: personName().optional(),
  lastName: personName().optional(),
  source: z.enum(SUBSCRIPTION_SOURCES),
});
export type SubscribeInput = z.input<typeof subscribeInputSchema>;

function requiredName(message: string) {
  return personName({ required: message });
}

/**
 * The early-access form (spec 01 §2, §5): first and last name, e-mail and the terms box, with the spec's
 * messages. Its output is sent as a subscription with source `early_access_page_form`.
 */
export const earlyAccessFormSchema = z.object({
  firstName: requiredName(EARLY_ACCESS_MESSAGES.firstNameRequired),
  lastName: requiredName(EARLY_ACCESS_MESSAGES.lastNameRequired),
  email: emailAddress({
    required: EARLY_ACCESS_MESSAGES.emailRequired,
    invalid: EARLY_ACCESS_MESSAGES.emailInvalid,
  }),
  agreedToTerms: z.boolean().refine((agreed) => agreed, { message: EARLY_ACCESS_MESSAGES.termsRequired }),
});
export type EarlyAccessFormInput = z.input<typeof earlyAccessFormSchema>;
export type EarlyAccessFormData = z.output<typeof earlyAccessFormSchema>;
