import type { SavedSearch } from '@marketplace/contract/saved-searches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { savedSearchesQueryKey } from './get-saved-searches';

/** `POST /api/saved-searches/{id}/open`: marks it opened and resets its new count. @throws ApiError 401, 404. */
export function openSavedSearch(id: string): Promise<SavedSearch> {
  return apiRequest<SavedSearch>(`/api/saved-searches/${encodeURIComponent(id)}/open`, { method: 'POST' });
}

export function useOpenSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}
