/**
 * The page's first script (index.html loads it before main.tsx). It is a few kilobytes, so it runs while
 * the app's main chunk is still downloading, and starts what the first screen waits for: the session check,
 * and on /marketplace the first page of results, the filters' reference lists and the page's code chunk. main.tsx then finds the answers
 * (see `takeEarlyGet` in api-client) instead of asking only once React is loaded, which on a slow phone
 * connection saves a whole round trip before the first cards can show.
 */
import { firstScreenListingsParams } from '@/app/first-screen';
import {
  MARKETPLACE_LISTINGS_PATH,
  marketplaceListingsApiQuery,
} from '@/features/marketplace/utils/marketplace-url';
import { buildUrl } from '@/lib/api-client';
import { startEarlyGet } from '@/lib/early-requests';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';

/** Lets the first card's photo (the page's largest paint) download while React is still on its way. */
async function preloadFirstPhoto(response: Promise<Response | undefined>) {
  const copy = await response;
  if (!copy?.ok) return;
  const page = (await copy.json()) as MarketplacePage;
  const url = page.items[0]?.imageUrl;
  if (!url) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}

startEarlyGet('/api/me');
const listings = firstScreenListingsParams(window.location);
if (listings) {
  void preloadFirstPhoto(startEarlyGet(buildUrl(MARKETPLACE_LISTINGS_PATH, marketplaceListingsApiQuery(listings))));
  startEarlyGet('/api/categories');
  startEarlyGet('/api/locations');
  // Only fetched here; the router imports (and reports a failure of) the same module.
  import('./app/routes/marketplace').catch(() => {});
}
