/**
 * The page's side of offline reading (issue #12 item 4): registers `/sw.js` once the page has loaded, hands
 * it what the page fetched before it was in control, and clears the member's cached answers whenever a
 * member signs in or out. Registration is ordinary bundled code (no inline script under the CSP).
 */
import {
  isServerRenderedPage,
  MEMBER_SCOPED_CACHES,
  OFFLINE_CACHES,
  offlineCacheFor,
} from '@/lib/offline-caches';

/** Fired by sign-in/sign-up and every sign-out (spec 01 §4); see hooks/use-session-sync.ts. */
const SESSION_CHANGE_EVENTS = ['userLoggedIn', 'userLoggedOut'] as const;

/**
 * Drops every cached answer a member's session could have seen (their session, saved listings, and item
 * answers that may be an owner's), so the next person on this device never reads them offline.
 */
export async function clearMemberCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(MEMBER_SCOPED_CACHES.map((name) => caches.delete(name)));
}

/**
 * The page and its data and code fetched before the worker controlled it (on a first visit: the page itself,
 * its chunk and its API answers) that the worker would keep. It fetches them through its routes (Workbox's
 * `CACHE_URLS` message): the chunks come from the HTTP cache, the answers are a few KB, and a server-rendered
 * page is asked for once more as HTML (~10–20 KB compressed, once per device), so the first page viewed
 * reopens offline too, also when it is reloaded or opened from a link (issue #37 item 1). Photos are left out:
 * measured, Chromium fetched most of them again (~3–5 KB each in the demo, 12 a page); they are kept from the
 * next view on.
 */
function urlsFetchedSoFar(): (string | [string, RequestInit])[] {
  const origin = window.location.origin;
  const resources = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const cache = offlineCacheFor('GET', new URL(name), origin);
      return cache !== null && cache !== OFFLINE_CACHES.media;
    });
  // The session answer a server-rendered page carries in its state was never fetched: without it a visitor's
  // shell pages (sign-in, forms) could not tell offline that nobody is signed in.
  if (!resources.some((url) => new URL(url).pathname === '/api/me')) resources.push(`${origin}/api/me`);
  const page = new URL(window.location.href);
  page.hash = '';
  return isServerRenderedPage(page, origin)
    ? [[page.href, { headers: { Accept: 'text/html' } }], ...resources]
    : resources;
}

/**
 * Registers the service worker after the page's `load` (never competing with the first screen), in
 * production builds on browsers that have one. Safe to call once at start.
 */
export function registerServiceWorker(): void {
  for (const type of SESSION_CHANGE_EVENTS) {
    window.addEventListener(type, () => {
      // Offline, "signed out" only means the session could not be checked (and a real sign-out cannot be
      // sent): the member's saved pages stay readable.
      if (navigator.onLine) void clearMemberCaches();
    });
  }
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    // A page the worker already controlled was fetched through it, and kept: nothing to hand over.
    const controlled = navigator.serviceWorker.controller !== null;
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const ready = await navigator.serviceWorker.ready;
    if (!controlled) {
      ready.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urlsFetchedSoFar() } });
    }
  };
  const start = () =>
    void register().catch(() => {
      // Without a worker the app works as before, online only.
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
