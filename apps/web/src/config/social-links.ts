/**
 * The brand's social accounts (spec 01 §2 Footer; the spec does not give the values). Replace the
 * addresses with the real accounts before launch.
 */
export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
  viber: 'https://www.viber.com/',
} as const;

/** Where the FAQ and contact details live (spec 01 §2: /support and /faq are the same page). */
export const SUPPORT_PATH = '/support';
