/**
 * What the service worker keeps for reading offline (issue #12 item 4), shared by the worker
 * (`src/service-worker/sw.ts`) and the page (which clears the member's caches on sign-out). Pure: no DOM, no
 * worker globals, so both sides and the unit tests import it.
 *
 * - `pages`: the server-rendered pages as they were last opened (the marketplace with its filters, items, sellers,
 *   the site pages), so a page opened from a link or reloaded offline shows what it showed, not the bare shell
 *   (issue #37 item 1). They hold the reader's session state, so they are cleared like `api-member`.
 * - `api-public`: the catalogue a visitor reads — browse pages, item pages, seller pages and the reference lists.
 * - `api-member`: the signed-in member's own reads the offline pages need — the session, saved listings, the
 *   conversations list and their own listings. Cleared, with `pages` and `api-public` (an owner's item answer
 *   is theirs alone), whenever a member signs in or out.
 * - `media`: listing photos and avatars that the server marks public.
 * - `assets`: hashed build files that were not precached (page chunks), kept after their first use.
 *
 * Never cached: anything but GET, `/api/auth/*`, `/api/admin/*`, the live-events stream, notifications,
 * account settings, and outside the member cache any answer marked `no-store` (the admin's and private
 * answers are).
 */

/** Prefix of every cache this app's worker makes at run time; the precache is Workbox's own. */
export const RUNTIME_CACHE_PREFIX = 'raajje-';

export const OFFLINE_CACHES = {
  pages: `${RUNTIME_CACHE_PREFIX}pages-v1`,
  apiPublic: `${RUNTIME_CACHE_PREFIX}api-public-v1`,
  apiMember: `${RUNTIME_CACHE_PREFIX}api-member-v1`,
  media: `${RUNTIME_CACHE_PREFIX}media-v1`,
  assets: `${RUNTIME_CACHE_PREFIX}assets-v1`,
} as const;

export type OfflineCacheName = (typeof OFFLINE_CACHES)[keyof typeof OFFLINE_CACHES];

/** Entries kept per cache (oldest used dropped first) and for how long, in seconds. */
export const OFFLINE_CACHE_LIMITS: Record<OfflineCacheName, { maxEntries: number; maxAgeSeconds: number }> = {
  [OFFLINE_CACHES.pages]: { maxEntries: 40, maxAgeSeconds: 7 * 24 * 3600 },
  [OFFLINE_CACHES.apiPublic]: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 },
  [OFFLINE_CACHES.apiMember]: { maxEntries: 30, maxAgeSeconds: 7 * 24 * 3600 },
  [OFFLINE_CACHES.media]: { maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 },
  [OFFLINE_CACHES.assets]: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 },
};

/** Seconds an API read waits for the network before the last copy is shown (NetworkFirst). */
export const API_NETWORK_TIMEOUT_SECONDS = 4;

/** The caches that hold what a member's session could see; cleared when a member signs in or out. */
export const MEMBER_SCOPED_CACHES: readonly OfflineCacheName[] = [
  OFFLINE_CACHES.pages,
  OFFLINE_CACHES.apiPublic,
  OFFLINE_CACHES.apiMember,
];

const PUBLIC_API_READS = [
  /^\/api\/marketplace\/listings$/,
  /^\/api\/listings\/[^/]+$/,
  /^\/api\/categories$/,
  /^\/api\/locations$/,
  /^\/api\/site$/,
  /^\/api\/sellers\/[^/]+(\/(rating|reviews))?$/,
];
const MEMBER_API_READS = [
  /^\/api\/me$/,
  /^\/api\/saved$/,
  /^\/api\/conversations(\/unread)?$/,
  /^\/api\/my\/(listings|overview)$/,
];
/**
 * The pages the server renders with their data (apps/api `app.ts`: the home page, the marketplace, item and
 * seller pages, the site pages). The rest (dashboard, admin, forms) is the shell, which the precache holds.
 */
const SERVER_RENDERED_PAGES = [
  /^\/$/,
  /^\/marketplace$/,
  /^\/item\/[^/]+$/,
  /^\/seller\/[^/]+$/,
  /^\/(about|faq|support|terms|privacy|testimonials)$/,
];
/** Never through a runtime cache, whatever else matches (belt and braces over the lists above). */
const NEVER = /^\/api\/(auth|admin|events)(\/|$)/;

/**
 * The runtime cache a request belongs in, or null when it must go to the network untouched (every write,
 * other origins, the admin, auth and everything not listed). Called by the worker for each fetch.
 * @param url the request's URL; `origin` the app's own origin
 */
export function offlineCacheFor(method: string, url: URL, origin: string): OfflineCacheName | null {
  if (method !== 'GET' || url.origin !== origin) return null;
  const path = url.pathname;
  if (NEVER.test(path)) return null;
  if (PUBLIC_API_READS.some((pattern) => pattern.test(path))) return OFFLINE_CACHES.apiPublic;
  if (MEMBER_API_READS.some((pattern) => pattern.test(path))) return OFFLINE_CACHES.apiMember;
  if (/^\/media\/(listings|avatars)\//.test(path)) return OFFLINE_CACHES.media;
  if (/^\/assets\/[^/]+\.(js|css)$/.test(path)) return OFFLINE_CACHES.assets;
  return null;
}

/**
 * True for a page the server renders with its data, which the worker keeps in `pages` as it was opened (issue
 * #37 item 1); false for other origins and for the shell's pages.
 */
export function isServerRenderedPage(url: URL, origin: string): boolean {
  return url.origin === origin && SERVER_RENDERED_PAGES.some((pattern) => pattern.test(url.pathname));
}

/**
 * Added by the worker to the copy it keeps (ISO 8601, when it was saved); a response that carries it was read
 * from this device, not the network, and the page says how old it is (issue #37 item 1).
 */
export const SAVED_AT_HEADER = 'X-Saved-At';
/** The `<meta name>` the worker writes into a kept page it serves, with the same ISO time. */
export const SAVED_AT_META = 'saved-copy-at';

/**
 * True when a response may be kept in `cacheName`: a 200, and — except in the member's own cache and the pages —
 * one the server did not mark `no-store` (private photos, an owner's view of a listing). The member's session
 * and saved listings are `no-store` so that no shared or HTTP cache keeps them; the member cache and the pages
 * are this device's, for this reader only, and are emptied when anyone signs in or out (`MEMBER_SCOPED_CACHES`).
 */
export function isStorableResponse(
  cacheName: OfflineCacheName,
  status: number,
  cacheControl: string | null,
): boolean {
  if (status !== 200) return false;
  if (cacheName === OFFLINE_CACHES.apiMember || cacheName === OFFLINE_CACHES.pages) return true;
  return !/(^|[,\s])no-store([,\s]|$)/i.test(cacheControl ?? '');
}
