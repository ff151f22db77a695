import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** How many of the newest listings the home page shows. */
export const HOME_LATEST_COUNT = 8;

/** `GET /api/marketplace/listings?page=1`: the newest approved listings (12; the home page shows 8). */
export function getLatestListings(signal?: AbortSignal): Promise<MarketplacePage> {
  return apiRequest<MarketplacePage>('/api/marketplace/listings', { query: { page: 1 }, signal });
}

export function getLatestListingsQueryOptions() {
  return queryOptions({
    queryKey: ['home', 'latest-listings'],
    queryFn: ({ signal }) => getLatestListings(signal),
    staleTime: 60_000,
  });
}

export function useLatestListings() {
  return useQuery({
    ...getLatestListingsQueryOptions(),
    select: (page) => page.items.slice(0, HOME_LATEST_COUNT),
  });
}
