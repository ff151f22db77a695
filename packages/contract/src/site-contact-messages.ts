/**
 * The site's contact details and social links (issue #37 item 4q): set by the admin on the System page, shown
 * on the Support page, in the footer and on the About page; nothing is shown for a field left empty (the
 * earlier app showed placeholders). The texts and the public shape — no zod (the schemas are in
 * `site-contact.ts`, which re-exports these).
 */

/** Each field's longest value, in characters. */
export const SITE_CONTACT_MAX_LENGTH = 300;

export const SITE_CONTACT_MESSAGES = {
  title: 'Contact details and social links',
  description:
    'Shown on the Support page, in the footer and on the About page. A field left empty is not shown anywhere.',
  emailLabel: 'Support e-mail',
  phoneLabel: 'Support phone',
  instagramLabel: 'Instagram account',
  facebookLabel: 'Facebook page',
  viberLabel: 'Viber community or chat',
  emailInvalid: 'Enter an e-mail address such as support@example.mv, or leave it empty.',
  phoneInvalid:
    'Enter a phone number of 7 to 15 digits (a leading + and spaces are fine), or leave it empty.',
  instagramInvalid:
    'Enter the address of an Instagram account, such as https://www.instagram.com/raajjemarket, or leave it empty.',
  facebookInvalid:
    'Enter the address of a Facebook page, such as https://www.facebook.com/raajjemarket, or leave it empty.',
  viberInvalid:
    'Enter a Viber invitation link (https://invite.viber.com/… or https://vb.me/…), or leave it empty.',
  save: 'Save',
  saved: 'Contact Details Saved',
  savedText: 'The Support page, the footer and the About page show them now.',
  loadFailed: 'The contact details could not be loaded.',
} as const;

/** How people reach the site's team; null where the admin has set nothing (nothing is shown for it). */
export interface SiteContact {
  email: string | null;
  /** As the admin wrote it, e.g. "+960 330 1234". */
  phone: string | null;
  /** https://www.instagram.com/<account> */
  instagram: string | null;
  /** https://www.facebook.com/<page> */
  facebook: string | null;
  /** https://invite.viber.com/… or https://vb.me/… */
  viber: string | null;
}

export const EMPTY_SITE_CONTACT: SiteContact = {
  email: null,
  phone: null,
  instagram: null,
  facebook: null,
  viber: null,
};

/** The Instagram account's name in its address ("https://www.instagram.com/raajjemarket/" → "raajjemarket"). */
export function instagramAccount(address: string): string | null {
  return /^https:\/\/(?:www\.)?instagram\.com\/([A-Za-z0-9._]+)\/?$/.exec(address)?.[1] ?? null;
}

/** The phone number as a `tel:` link wants it: digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
