import type { MarketplacePage, SortOption } from '@marketplace/contract/marketplace';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MarketplaceFilterValues } from '../utils/marketplace-url';

/** What the browse page asks for: the term, the applied filters, the sort and the page. */
export interface MarketplaceListingsParams extends MarketplaceFilterValues {
  query?: string;
  page: number;
  sort: SortOption;
}

export const marketplaceListingsQueryKey = ['marketplace', 'listings'] as const;

/**
 * `GET /api/marketplace/listings?query&page&sort&categories=1,2&location&condition&minPrice&maxPrice`:
 * one page (12) of approved listings with the capped total and the facets (each ignoring its own filter).
 * @throws ApiError 400 for malformed parameters.
 */
export function getMarketplaceListings(
  params: MarketplaceListingsParams,
  signal?: AbortSignal,
): Promise<MarketplacePage> {
  return apiRequest<MarketplacePage>('/api/marketplace/listings', {
    query: {
      query: params.query || undefined,
      page: params.page,
      sort: params.sort,
      categories: params.categories.length > 0 ? params.categories.join(',') : undefined,
      location: params.location,
      condition: params.condition,
      minPrice: params.minPrice,
      maxPrice: params.maxPrice,
    },
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
