import { ACCOUNT_TOASTS } from '@marketplace/contract/accounts-messages';
import { OWN_LISTING_MESSAGES } from '@marketplace/contract/listings-messages';

/**
 * Spec 01 §2 "Layout rules": which pages carry the global header and footer.
 * The header appears everywhere except the pages below; the footer follows the same rule and is
 * further shown only to visitors (signed out).
 */

/** Exact paths without the global header (they bring their own frame or none). */
const BARE_PATHS = new Set([
  '/',
  '/signup',
  '/signin',
  '/forgot-password',
  '/early-access',
  '/early-access-success',
]);

/** Path prefixes without the global header: the path itself and everything below it. */
const BARE_SECTIONS = ['/dashboard', '/admin'];

/** Drops a trailing slash (but keeps "/") so "/signin/" is treated like "/signin". */
function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed.toLowerCase();
}

function isInSection(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`);
}

/** True when the page at `pathname` shows the global header (spec 01 §2). */
export function shouldShowHeader(pathname: string): boolean {
  const path = normalise(pathname);
  if (BARE_PATHS.has(path)) return false;
  return !BARE_SECTIONS.some((section) => isInSection(path, section));
}

/** True when the page shows the footer: same pages as the header, and only for visitors (spec 01 §2). */
export function shouldShowFooter(pathname: string, signedIn: boolean): boolean {
  return !signedIn && shouldShowHeader(pathname);
}

/** Paths that need a session: everything under /dashboard and /admin (spec 01 §2). */
export function isProtectedPath(pathname: string): boolean {
  const path = normalise(pathname);
  return BARE_SECTIONS.some((section) => isInSection(path, section));
}

/**
 * The toast a visitor sees when the sign-in guard sends them from a protected path to /signin: the seller's
 * own listing page has its own words (spec 02 §8 "Own listing"), everything else the dashboard's (spec 02 §6).
 */
export function signInRequiredMessage(pathname: string): string {
  const path = normalise(pathname);
  return /^\/dashboard\/my-listings\/[^/]+$/.test(path)
    ? OWN_LISTING_MESSAGES.loginRequired
    : ACCOUNT_TOASTS.accessDeniedDashboard;
}
