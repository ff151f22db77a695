import type { SavedSearch, UpdateSavedSearchInput } from '@marketplace/contract/saved-searches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { savedSearchesQueryKey } from './get-saved-searches';

/** `PATCH /api/saved-searches/{id}`: rename and/or switch the daily e-mail. @throws ApiError 400, 401, 404. */
export function updateSavedSearch({ id, ...input }: UpdateSavedSearchInput & { id: string }): Promise<SavedSearch> {
  return apiRequest<SavedSearch>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}
