import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const marketingListingQueryKey = (id: string) => ['admin', 'marketing', 'listing', id] as const;

/**
 * `GET /api/listings/{id}`: the picked listing with its images (the post uses the first one's `largeUrl`),
 * category, location and the seller's public card (`seller.mobile`). @throws ApiError 404 NOT_FOUND.
 */
export function getMarketingListing(id: string, signal?: AbortSignal): Promise<ListingDetail> {
  return apiRequest<ListingDetail>(`/api/listings/${encodeURIComponent(id)}`, { signal });
}

export function getMarketingListingQueryOptions(id: string) {
  return queryOptions({
    queryKey: marketingListingQueryKey(id),
    queryFn: ({ signal }) => getMarketingListing(id, signal),
    // apiRequest already retries reads on gateway errors and network loss; a 4xx will not change.
    retry: false,
    staleTime: 30_000,
  });
}

export function useMarketingListing(id: string) {
  return useQuery(getMarketingListingQueryOptions(id));
}
