import type { AdminListingRow } from '@marketplace/contract/listings-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterModeration } from './get-admin-listings';

/**
 * `POST /api/admin/listings/{id}/send-back` → the row, now Pending (issue #14 item 4): an Approved listing
 * leaves the marketplace and waits for review again; the seller is notified.
 * @throws ApiError 409 when the listing is not Approved, 404 when it is gone, 403 for a non-admin.
 */
export function sendBackListing(id: string): Promise<AdminListingRow> {
  return apiRequest<AdminListingRow>(`/api/admin/listings/${encodeURIComponent(id)}/send-back`, {
    method: 'POST',
  });
}

export function useSendBackListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBackListing,
    onSettled: () => invalidateAfterModeration(queryClient),
  });
}
