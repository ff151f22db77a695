import type { SavedSearch } from '@marketplace/contract/saved-searches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { savedSearchesQueryKey } from './get-saved-searches';

/**
 * `POST /api/saved-searches` with the browse page's own parameters (as its URL holds them); the server
 * validates them with the browse schema and names the search. @throws ApiError 400, 401, 409 (limit, duplicate).
 */
export function createSavedSearch(search: Record<string, string>): Promise<SavedSearch> {
  return apiRequest<SavedSearch>('/api/saved-searches', { method: 'POST', body: { search } });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}
