import type { SavedSearch } from '@marketplace/contract/saved-searches';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Prefix of the saved-searches queries; every change invalidates it. */
export const savedSearchesQueryKey = ['saved-searches'] as const;

/**
 * `GET /api/saved-searches` → the member's saved searches in the order saved, each with its new matches
 * since last opened (issue #14 item 2). @throws ApiError 401 for visitors.
 */
export async function getSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const { items } = await apiRequest<{ items: SavedSearch[] }>('/api/saved-searches', { signal });
  return items;
}

export function getSavedSearchesQueryOptions() {
  return queryOptions({ queryKey: savedSearchesQueryKey, queryFn: ({ signal }) => getSavedSearches(signal) });
}

export function useSavedSearches() {
  return useQuery(getSavedSearchesQueryOptions());
}
