/**
 * The site's contact details and social links (issue #37 item 4q): the admin's form and
 * `PUT /api/admin/system/contact` share this schema; `GET /api/site` publishes the result as `contact`.
 */
import { z } from 'zod';
import { SITE_CONTACT_MAX_LENGTH, SITE_CONTACT_MESSAGES, type SiteContact } from './site-contact-messages';

export {
  EMPTY_SITE_CONTACT,
  instagramAccount,
  SITE_CONTACT_MAX_LENGTH,
  SITE_CONTACT_MESSAGES,
  telHref,
  type SiteContact,
} from './site-contact-messages';

/** 7–15 digits, a leading + and single spaces between groups allowed. */
const PHONE = /^\+?\d(?: ?\d){6,14}$/;
const INSTAGRAM = /^https:\/\/(?:www\.)?instagram\.com\/[A-Za-z0-9._]+\/?$/;
const FACEBOOK =
  /^https:\/\/(?:www\.|m\.)?facebook\.com\/[A-Za-z0-9.\-_/]+$|^https:\/\/fb\.me\/[A-Za-z0-9.\-_]+$/;
const VIBER = /^https:\/\/invite\.viber\.com\/\?g2=[A-Za-z0-9_%-]+$|^https:\/\/vb\.me\/[A-Za-z0-9_-]+$/;

/** A field of the form: trimmed; empty means "not set" (null); otherwise it must pass `valid`. */
function optionalField(message: string, valid: (value: string) => boolean) {
  return z
    .string({ error: message })
    .trim()
    .max(SITE_CONTACT_MAX_LENGTH, { error: message })
    .refine((value) => value === '' || valid(value), { error: message })
    .transform((value) => (value === '' ? null : value));
}

const emailShape = z.email();

/** `PUT /api/admin/system/contact` body (every field, empty ones as ''), and the admin's form. */
export const siteContactInputSchema = z.strictObject({
  email: optionalField(SITE_CONTACT_MESSAGES.emailInvalid, (value) => emailShape.safeParse(value).success),
  phone: optionalField(SITE_CONTACT_MESSAGES.phoneInvalid, (value) => PHONE.test(value)),
  instagram: optionalField(SITE_CONTACT_MESSAGES.instagramInvalid, (value) => INSTAGRAM.test(value)),
  facebook: optionalField(SITE_CONTACT_MESSAGES.facebookInvalid, (value) => FACEBOOK.test(value)),
  viber: optionalField(SITE_CONTACT_MESSAGES.viberInvalid, (value) => VIBER.test(value)),
});
/** What the form holds: strings, '' for a field left empty. */
export type SiteContactFormValues = z.input<typeof siteContactInputSchema>;

/** The stored and published shape. */
export const siteContactSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  viber: z.string().nullable(),
}) satisfies z.ZodType<SiteContact>;

/** `GET`/`PUT /api/admin/system/contact` answer: the details and when the admin last changed them. */
export const siteContactSettingsSchema = siteContactSchema.extend({ updatedAt: z.string().nullable() });
export type SiteContactSettings = z.infer<typeof siteContactSettingsSchema>;
