/**
 * What the service worker keeps for reading offline (issue #12 item 4), shared by the worker
 * (`src/service-worker/sw.ts`) and the page (which clears the member's caches on sign-out). Pure: no DOM, no
 * worker globals, so both sides and the unit tests import it.
 *
 * - `api-public`: the catalogue a visitor reads — browse pages, item pages and the reference lists.
 * - `api-member`: the signed-in member's own reads the offline pages need — the session and saved listings.
 *   Cleared, with `api-public` (an owner's item answer is theirs alone), whenever a member signs in or out.
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
  apiPublic: `${RUNTIME_CACHE_PREFIX}api-public-v1`,
  apiMember: `${RUNTIME_CACHE_PREFIX}api-member-v1`,
  media: `${RUNTIME_CACHE_PREFIX}media-v1`,
  assets: `${RUNTIME_CACHE_PREFIX}assets-v1`,
} as const;

export type OfflineCacheName = (typeof OFFLINE_CACHES)[keyof typeof OFFLINE_CACHES];

/** Entries kept per cache (oldest used dropped first) and for how long, in seconds. */
export const OFFLINE_CACHE_LIMITS: Record<OfflineCacheName, { maxEntries: number; maxAgeSeconds: number }> = {
  [OFFLINE_CACHES.apiPublic]: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 },
  [OFFLINE_CACHES.apiMember]: { maxEntries: 10, maxAgeSeconds: 7 * 24 * 3600 },
  [OFFLINE_CACHES.media]: { maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 },
  [OFFLINE_CACHES.assets]: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 },
};

/** Seconds an API read waits for the network before the last copy is shown (NetworkFirst). */
export const API_NETWORK_TIMEOUT_SECONDS = 4;

/** The caches that hold what a member's session could see; cleared when a member signs in or out. */
export const MEMBER_SCOPED_CACHES: readonly OfflineCacheName[] = [
  OFFLINE_CACHES.apiPublic,
  OFFLINE_CACHES.apiMember,
];

const PUBLIC_API_READS = [
  /^\/api\/marketplace\/listings$/,
  /^\/api\/listings\/[^/]+$/,
  /^\/api\/categories$/,
  /^\/api\/locations$/,
  /^\/api\/site$/,
];
const MEMBER_API_READS = [/^\/api\/me$/, /^\/api\/saved$/];
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
 * True when a response may be kept in `cacheName`: a 200, and — except in the member's own cache — one the
 * server did not mark `no-store` (private photos, an owner's view of a listing). The member's session and
 * saved listings are `no-store` so that no shared or HTTP cache keeps them; the member cache is this
 * device's, for this member only, and is emptied when anyone signs in or out (`MEMBER_SCOPED_CACHES`).
 */
export function isStorableResponse(
  cacheName: OfflineCacheName,
  status: number,
  cacheControl: string | null,
): boolean {
  if (status !== 200) return false;
  if (cacheName === OFFLINE_CACHES.apiMember) return true;
  return !/(^|[,\s])no-store([,\s]|$)/i.test(cacheControl ?? '');
}
