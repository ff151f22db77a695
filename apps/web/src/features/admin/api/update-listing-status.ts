import type { ListingDecisionInput } from '@marketplace/contract/listings';
import type { AdminListingRow } from '@marketplace/contract/listings-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterModeration } from './get-admin-listings';

export interface UpdateListingStatusInput extends ListingDecisionInput {
  id: string;
}

/**
 * `POST /api/admin/listings/{id}/status` → the updated row. Approves or rejects a Pending listing.
 * @throws ApiError 409 when the listing is no longer Pending, 403 for a non-admin, 404.
 */
export function updateListingStatus({ id, ...body }: UpdateListingStatusInput): Promise<AdminListingRow> {
  return apiRequest<AdminListingRow>(`/api/admin/listings/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body,
  });
}

export function useUpdateListingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListingStatus,
    onSettled: () => invalidateAfterModeration(queryClient),
  });
}
