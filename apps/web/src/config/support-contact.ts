/**
 * How visitors reach support (spec 01 §2 "Support page": email, phone and a social direct message; the
 * spec does not give the values). Replace them with the real channels before launch.
 */
export const SUPPORT_CONTACT = {
  email: 'support@raajjemarket.mv',
  phone: '+960 300 0000',
  /** Where a direct message goes: the brand's Instagram account. */
  directMessage: 'https://www.instagram.com/direct/inbox/',
} as const;
