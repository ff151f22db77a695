import type { MarketplacePage } from '@marketplace/contract/marketplace';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** What the browse page asks for; later issues add sort and filters here. */
export interface MarketplaceListingsParams {
  query?: string;
  page: number;
}

export const marketplaceListingsQueryKey = ['marketplace', 'listings'] as const;

/** `GET /api/marketplace/listings`: one page (12) of approved listings, newest first. */
export function getMarketplaceListings(
  params: MarketplaceListingsParams,
  signal?: AbortSignal,
): Promise<MarketplacePage> {
  return apiRequest<MarketplacePage>('/api/marketplace/listings', {
    query: { query: params.query || undefined, page: params.page },
    signal,
  });
}

export function getMarketplaceListingsQueryOptions(params: MarketplaceListingsParams) {
  return queryOptions({
    queryKey: [...marketplaceListingsQueryKey, params] as const,
    queryFn: ({ signal }) => getMarketplaceListings(params, signal),
    // Keep the previous page on screen while the next one loads, instead of flashing the full-page loader.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useMarketplaceListings(params: MarketplaceListingsParams) {
  return useQuery(getMarketplaceListingsQueryOptions(params));
}
