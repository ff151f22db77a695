import type { ListingStatus, OwnListingRow } from '@marketplace/contract/listings-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myListingsQueryKey } from '@/lib/query-keys';

/** Prefix of every my-listings query; writes to the member's listings, and notices about them, invalidate it. */
export { myListingsQueryKey };

/** `GET /api/my/listings[?status=…]`: the member's non-deleted listings, newest first. */
export async function getMyListings(
  status: ListingStatus | undefined,
  signal?: AbortSignal,
): Promise<OwnListingRow[]> {
  const { items } = await apiRequest<{ items: OwnListingRow[] }>('/api/my/listings', {
    query: { status },
    signal,
  });
  return items;
}

export function getMyListingsQueryOptions(status?: ListingStatus) {
  return queryOptions({
    queryKey: [...myListingsQueryKey, status ?? 'all'] as const,
    queryFn: ({ signal }) => getMyListings(status, signal),
  });
}

export function useMyListings(status?: ListingStatus) {
  return useQuery(getMyListingsQueryOptions(status));
}
