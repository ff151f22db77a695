/**
 * Where the FAQ and contact details live (spec 01 §2: /support and /faq are the same page). The contact details
 * and social accounts themselves are the admin's (issue #37 item 4q: `useSiteConfig().contact`).
 */
export const SUPPORT_PATH = '/support';
