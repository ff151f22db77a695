/// <reference lib="webworker" />
/**
 * The app's service worker (issue #12 item 4), built by vite-plugin-pwa (`injectManifest`, see
 * vite.config.ts) into `/sw.js`. What it does, and what it never does:
 * - precaches the shell: index.html, the entry scripts and styles, the logo (the list is injected at build
 *   time as `self.__WB_MANIFEST`; page chunks are kept at run time once used, so a visitor never downloads
 *   the admin's charts ahead of time);
 * - opens the server-rendered pages (the marketplace with its filters, items, sellers, the site pages) with the
 *   network first and keeps each as it was opened; when the network fails or takes longer than
 *   API_NETWORK_TIMEOUT_SECONDS it serves the copy kept for that address, marked with when it was saved, so a
 *   page reloaded or opened from a link offline shows what it showed (issue #37 item 1). Other pages, and a
 *   server-rendered page never opened, get the precached shell, which reads what it needs through the caches
 *   below;
 * - keeps the last catalogue and item answers, and the member's session and saved listings, network first
 *   with the same timeout, in bounded caches (`lib/offline-caches.ts`); listing photos and used page chunks
 *   cache first (their names never change);
 * - never touches a write: POST/PUT/PATCH/DELETE go to the network as they are, so an offline write fails at
 *   once and the page says it was not sent. Nothing is queued for later (no background sync);
 * - never caches `/api/auth/*`, `/api/admin/*`, the events stream, or (outside the member's own cache, which
 *   signing in or out empties) an answer marked `no-store`.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  API_NETWORK_TIMEOUT_SECONDS,
  OFFLINE_CACHE_LIMITS,
  OFFLINE_CACHES,
  SAVED_AT_HEADER,
  SAVED_AT_META,
  isServerRenderedPage,
  isStorableResponse,
  offlineCacheFor,
  type OfflineCacheName,
} from '@/lib/offline-caches';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// A new version takes over at once: the shell it precached matches what the server now sends.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** `response` with `SAVED_AT_HEADER` set to now: the copy kept says when it was saved. */
function stampedWithSavedAt(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Keeps only what `isStorableResponse` allows in this cache (never a private or failed answer), stamped with
 * when it was saved; `media` and `assets` never change, so they are kept as they came.
 */
function pluginsFor(cacheName: OfflineCacheName): WorkboxPlugin[] {
  const stamp = cacheName !== OFFLINE_CACHES.media && cacheName !== OFFLINE_CACHES.assets;
  const storable: WorkboxPlugin = {
    cacheWillUpdate: async ({ response }) => {
      if (!isStorableResponse(cacheName, response.status, response.headers.get('Cache-Control'))) return null;
      return stamp ? stampedWithSavedAt(response) : response;
    },
  };
  return [storable, new ExpirationPlugin({ ...OFFLINE_CACHE_LIMITS[cacheName], purgeOnQuotaError: true })];
}

const SHELL_URL = '/index.html';
const NOT_A_PAGE = [/^\/api\//, /^\/media\//, /\.[a-z0-9]+$/i];

/** When nothing else answers a page: the precached shell, which reads its data through the caches. */
const shellWhenNothingElse: WorkboxPlugin = {
  handlerDidError: async () => (await matchPrecache(SHELL_URL)) ?? Response.error(),
};

/**
 * A kept page as it is served from this device: the time it was saved goes into its `<head>` as
 * `<meta name="saved-copy-at">`, for the page to say how old it is (components/layout/offline-notice.tsx).
 */
const markedAsSavedCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const savedAt = cachedResponse.headers.get(SAVED_AT_HEADER) ?? '';
    const html = await cachedResponse.text();
    const meta = `<meta name="${SAVED_AT_META}" content="${savedAt.replace(/[^0-9TZ:.+-]/g, '')}">`;
    const headers = new Headers(cachedResponse.headers);
    headers.delete('Content-Length');
    return new Response(
      html.replace(/<head[^>]*>/i, (head) => `${head}${meta}`),
      { status: cachedResponse.status, statusText: cachedResponse.statusText, headers },
    );
  },
};

// Server-rendered pages: the server's answer when it comes in time, kept; else the copy kept for this address;
// else the shell.
registerRoute(
  ({ request, url }) =>
    // A navigation, or the page's own request to keep the page it opened before the worker was in control
    // (lib/service-worker.ts), which asks for HTML.
    (request.mode === 'navigate' || request.headers.get('Accept') === 'text/html') &&
    isServerRenderedPage(url, self.location.origin),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.pages,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    // The server's pages vary by cookie and language, which a worker's requests do not carry as headers; the
    // cache is this reader's own (cleared when anyone signs in or out) and holds the page as last opened.
    matchOptions: { ignoreVary: true },
    plugins: [...pluginsFor(OFFLINE_CACHES.pages), markedAsSavedCopy, shellWhenNothingElse],
  }),
);

// The shell's pages (dashboard, admin, forms): the server's answer when it comes in time, else the shell.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({ networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS, plugins: [shellWhenNothingElse] }),
    { denylist: NOT_A_PAGE },
  ),
);

for (const cacheName of [OFFLINE_CACHES.apiPublic, OFFLINE_CACHES.apiMember]) {
  registerRoute(
    ({ request, url }) => offlineCacheFor(request.method, url, self.location.origin) === cacheName,
    new NetworkFirst({
      cacheName,
      networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
      plugins: pluginsFor(cacheName),
    }),
  );
}

for (const cacheName of [OFFLINE_CACHES.media, OFFLINE_CACHES.assets]) {
  registerRoute(
    ({ request, url }) => offlineCacheFor(request.method, url, self.location.origin) === cacheName,
    new CacheFirst({ cacheName, plugins: pluginsFor(cacheName) }),
  );
}
