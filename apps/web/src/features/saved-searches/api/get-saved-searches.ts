import type { SavedSearch } from '@marketplace/contract/saved-searches';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '@/hooks/use-live-events';
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

/** The list, refreshed when a `saved_search_match` notification arrives live (its counts changed). */
export function useSavedSearches() {
  const queryClient = useQueryClient();
  useLiveEvent('notification', (notification) => {
    if (notification.type === 'saved_search_match') {
      void queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey });
    }
  });
  return useQuery(getSavedSearchesQueryOptions());
}
