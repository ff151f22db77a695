import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { savedSearchesQueryKey } from './get-saved-searches';

/** `DELETE /api/saved-searches/{id}` → `{ ok: true }`. @throws ApiError 401, 404. */
export function deleteSavedSearch(id: string): Promise<{ ok: boolean }> {
  return apiRequest<{ ok: boolean }>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}
