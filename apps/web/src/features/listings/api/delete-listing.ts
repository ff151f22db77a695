import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listingQueryKey } from '@/lib/query-keys';
import { myListingsQueryKey } from './get-my-listings';
import { sellerOverviewQueryKey } from './get-seller-overview';

/** `DELETE /api/listings/{id}` → `{ ok: true }`: the owner's soft delete, any status (spec 02 §4). @throws ApiError 404. */
export function deleteListing(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/listings/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: async (_result, id) => {
      // Stale, but not refetched now: the page still showing it is about to leave, and a refetch would 404.
      await queryClient.invalidateQueries({ queryKey: listingQueryKey(id), refetchType: 'none' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myListingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sellerOverviewQueryKey }),
      ]);
    },
  });
}
