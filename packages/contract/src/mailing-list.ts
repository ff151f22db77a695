import { z } from 'zod';
import { MAILING_LIST_MESSAGES, SUBSCRIPTION_SOURCES } from './mailing-list-messages';

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
