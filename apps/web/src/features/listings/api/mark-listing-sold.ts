import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listingQueryKey } from '@/lib/query-keys';
import { myListingsQueryKey } from './get-my-listings';
import { sellerOverviewQueryKey } from './get-seller-overview';

/** `POST /api/listings/{id}/sold` → ListingDetail (Sold). @throws ApiError 409 unless Approved, 404. */
export function markListingSold(id: string): Promise<ListingDetail> {
  return apiRequest<ListingDetail>(`/api/listings/${encodeURIComponent(id)}/sold`, { method: 'POST' });
}

export function useMarkListingSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markListingSold,
    onSuccess: async (listing) => {
      queryClient.setQueryData(listingQueryKey(listing.id), listing);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myListingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sellerOverviewQueryKey }),
      ]);
    },
  });
}
