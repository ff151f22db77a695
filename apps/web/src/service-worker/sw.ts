/// <reference lib="webworker" />
/**
 * The app's service worker (issue #12 item 4), built by vite-plugin-pwa (`injectManifest`, see
 * vite.config.ts) into `/sw.js`. What it does, and what it never does:
 * - precaches the shell: index.html, the entry scripts and styles, the logo (the list is injected at build
 *   time as `self.__WB_MANIFEST`; page chunks are kept at run time once used, so a visitor never downloads
 *   the admin's charts ahead of time);
 * - opens pages with the network first, and with the precached shell when the network fails or takes longer
 *   than API_NETWORK_TIMEOUT_SECONDS; the page then reads what it needs through the caches below;
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

/** Keeps only what `isStorableResponse` allows in this cache (never a private or failed answer). */
function pluginsFor(cacheName: OfflineCacheName): WorkboxPlugin[] {
  const storable: WorkboxPlugin = {
    cacheWillUpdate: async ({ response }) =>
      isStorableResponse(cacheName, response.status, response.headers.get('Cache-Control')) ? response : null,
  };
  return [storable, new ExpirationPlugin({ ...OFFLINE_CACHE_LIMITS[cacheName], purgeOnQuotaError: true })];
}

const SHELL_URL = '/index.html';

// Pages: the server's answer when it comes in time (it may carry server-rendered content), else the shell.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
      plugins: [
        {
          handlerDidError: async () => (await matchPrecache(SHELL_URL)) ?? Response.error(),
        },
      ],
    }),
    { denylist: [/^\/api\//, /^\/media\//, /\.[a-z0-9]+$/i] },
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
