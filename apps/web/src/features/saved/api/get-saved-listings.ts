import type { SavedListingRow } from '@marketplace/contract/saved';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Prefix of the saved-listings queries; save and unsave invalidate it. */
export const savedListingsQueryKey = ['saved-listings'] as const;

/**
 * `GET /api/saved` → the member's saved listings, newest first; sold or removed ones stay with
 * `available: false`. @throws ApiError 401 for visitors.
 */
export async function getSavedListings(signal?: AbortSignal): Promise<SavedListingRow[]> {
  const { items } = await apiRequest<{ items: SavedListingRow[] }>('/api/saved', { signal });
  return items;
}

export function getSavedListingsQueryOptions() {
  return queryOptions({
    queryKey: savedListingsQueryKey,
    queryFn: ({ signal }) => getSavedListings(signal),
  });
}

export function useSavedListings() {
  return useQuery(getSavedListingsQueryOptions());
}
