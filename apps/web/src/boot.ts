/**
 * The page's first script: index.html loads it on its own, before the app (see `bootScript` in
 * vite.config.ts). It is a few kilobytes, so it runs while the app's main chunk is still downloading, and
 * starts what the first screen waits for: the session check and, on /marketplace, the first page of results,
 * the filters' reference lists, the page's code chunk and the first card's photo. The app then finds those
 * answers (`takeEarlyGet` in `apiRequest`) instead of asking only once React has loaded, which on a slow
 * phone connection saves a round trip or two before the first cards show.
 */
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { firstScreenListingsParams } from '@/app/first-screen';
import {
  MARKETPLACE_LISTINGS_PATH,
  marketplaceListingsApiQuery,
} from '@/features/marketplace/utils/marketplace-url';
import { buildUrl } from '@/lib/api-client';
import { peekEarlyGet, startEarlyGet } from '@/lib/early-requests';
import { holdEarlyTaps } from '@/lib/early-taps';
import { SERVER_STATE_ELEMENT_ID } from '@/lib/server-state';

/** Downloads the first card's photo, the page's largest paint, without waiting for React to render the card. */
async function preloadFirstPhoto(listingsUrl: string): Promise<void> {
  const copy = await peekEarlyGet(listingsUrl);
  if (!copy?.ok) return;
  const page = (await copy.json()) as MarketplacePage;
  const url = page.items[0]?.imageUrl;
  // The server's HTML usually names it already (a preload link in the head).
  if (!url || document.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}

// A page the server rendered carries its answers (main.tsx hydrates them): asking again would cost island
// data, and an early answer left untaken would later be served as a stale session check.
const serverRendered = document.getElementById(SERVER_STATE_ELEMENT_ID) !== null;

/**
 * On a server-rendered page the app's code is not named by a script tag (lib/spa-shell.ts puts it in
 * `<meta name="app-entry">`): the page is already readable, so its stylesheet and largest photo get the
 * phone's bandwidth first, and the ~150 KB of code starts right after the first paint (or 200 ms, in a tab
 * that does not paint) to make the page interactive.
 */
function startAppAfterFirstPaint(): void {
  const entry = document.querySelector<HTMLMetaElement>('meta[name="app-entry"]')?.content;
  if (!entry?.startsWith('/assets/')) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(/* @vite-ignore */ entry).catch(() => {
      // The page stays readable; its links work without the app.
    });
  };
  requestAnimationFrame(() => requestAnimationFrame(start));
  setTimeout(start, 200);
}
if (serverRendered) {
  // Its buttons show before the app can act on them: a tap in that moment is held, then carried out (#37 item 2).
  holdEarlyTaps();
  startAppAfterFirstPaint();
}
if (!serverRendered) startEarlyGet('/api/me');
const listings = serverRendered ? null : firstScreenListingsParams(window.location);
if (listings) {
  const listingsUrl = buildUrl(MARKETPLACE_LISTINGS_PATH, marketplaceListingsApiQuery(listings));
  startEarlyGet(listingsUrl);
  // Only a head start: the card renders its photo either way.
  preloadFirstPhoto(listingsUrl).catch(() => {});
  startEarlyGet('/api/categories');
  startEarlyGet('/api/locations');
  // Only a head start too: the router imports (and reports a failure of) the same module.
  import('./app/routes/marketplace').catch(() => {});
}

/**
 * The list a member's dashboard tab shows first, by `?tab=` (issue #37 item 1): asked for now, beside the app's
 * code, rather than once the dashboard's code has run (~1.4 s on a phone slowed 4×), so a tab reopened offline
 * from this device's copy, or on island data, shows its list sooner. Only when a member was signed in here.
 */
const DASHBOARD_TAB_FIRST_READS: Record<string, string> = {
  'saved-listings': '/api/saved',
  messages: '/api/conversations',
  'my-listings': '/api/my/listings',
};
function signedInHere(): boolean {
  try {
    // STORAGE_KEYS.currentUser (spec 01 §3), spelled out: importing the accounts messages would put all of
    // them into this first script.
    return localStorage.getItem('currentUser') !== null;
  } catch {
    return false;
  }
}
if (!serverRendered && window.location.pathname === '/dashboard' && signedInHere()) {
  const read = DASHBOARD_TAB_FIRST_READS[new URLSearchParams(window.location.search).get('tab') ?? ''];
  if (read) startEarlyGet(read);
}
