import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import {
  MARKETPLACE_LISTINGS_PATH,
  marketplaceListingsApiQuery,
  type MarketplaceListingsParams,
} from '../utils/marketplace-url';

export const marketplaceListingsQueryKey = ['marketplace', 'listings'] as const;

/**
 * `GET /api/marketplace/listings?query&page&sort&categories=1,2&location=3,7,12&condition&minPrice&maxPrice`:
 * one page (12) of approved listings with the capped total and the facets (each ignoring its own filter).
 * @throws ApiError 400 for malformed parameters.
 */
export function getMarketplaceListings(
  params: MarketplaceListingsParams,
  signal?: AbortSignal,
): Promise<MarketplacePage> {
  return apiRequest<MarketplacePage>(MARKETPLACE_LISTINGS_PATH, {
    query: marketplaceListingsApiQuery(params),
    signal,
  });
}

export function getMarketplaceListingsQueryOptions(params: MarketplaceListingsParams) {
  return queryOptions({
    queryKey: [...marketplaceListingsQueryKey, params] as const,
    queryFn: ({ signal }) => getMarketplaceListings(params, signal),
    // Keep the previous results on screen while the next ones load, instead of flashing the full-page loader.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useMarketplaceListings(params: MarketplaceListingsParams) {
  return useQuery(getMarketplaceListingsQueryOptions(params));
}
