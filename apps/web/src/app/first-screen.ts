import {
  parseMarketplaceParams,
  type MarketplaceListingsParams,
} from '@/features/marketplace/utils/marketplace-url';

/**
 * The browse page's first results request when the page was opened at /marketplace (any query string),
 * else null. Read by the page's first script (boot.ts) and by main.tsx, so both ask for the same results.
 */
export function firstScreenListingsParams(location: {
  pathname: string;
  search: string;
}): MarketplaceListingsParams | null {
  if (location.pathname.replace(/\/+$/, '') !== '/marketplace') return null;
  const { query, page, sort, filters, asTyped } = parseMarketplaceParams(
    new URLSearchParams(location.search),
  );
  return { query, page, sort, asTyped, ...filters };
}
