import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterModeration } from './get-admin-listings';

/**
 * `DELETE /api/admin/listings/{id}` → `{ ok: true }`: soft-deletes an Approved, Rejected or Sold listing
 * (spec 02 §4). @throws ApiError 409 for a Pending listing, 403 for a non-admin, 404.
 */
export function removeListing(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/admin/listings/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeListing,
    onSettled: () => invalidateAfterModeration(queryClient),
  });
}
