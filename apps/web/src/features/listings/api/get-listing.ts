import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { listingQueryKey } from '@/lib/query-keys';

/**
 * `GET /api/listings/{id}`: an approved listing for anyone, or a non-public one for its owner/the admin
 * (`isOwner`). @throws ApiError 404 NOT_FOUND when missing, deleted or not visible to the caller.
 */
export function getListing(id: string, signal?: AbortSignal): Promise<ListingDetail> {
  return apiRequest<ListingDetail>(`/api/listings/${encodeURIComponent(id)}`, { signal });
}

/**
 * Whether the listing does not exist for the reader: a 404, or a 400 (the address holds no listing id at all,
 * `/item/not-a-uuid`: "Oops! Item Not Found", not a Try Again that can never work; issue #37 item 4u).
 */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function getListingQueryOptions(id: string) {
  return queryOptions({
    queryKey: listingQueryKey(id),
    queryFn: ({ signal }) => getListing(id, signal),
    // apiRequest already retries reads on gateway errors and network loss; a 4xx will not change.
    retry: false,
    staleTime: 30_000,
  });
}

export function useListing(id: string) {
  return useQuery(getListingQueryOptions(id));
}
