import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listingQueryKey } from '@/lib/query-keys';
import { myListingsQueryKey } from './get-my-listings';
import { sellerOverviewQueryKey } from './get-seller-overview';

/**
 * `POST /api/listings/{id}/renew` → ListingDetail (Approved): an Expired listing back on the marketplace
 * without review, for a new term (issue #14 item 3). @throws ApiError 409 unless Expired, 404 not the member's.
 */
export function renewListing(id: string): Promise<ListingDetail> {
  return apiRequest<ListingDetail>(`/api/listings/${encodeURIComponent(id)}/renew`, { method: 'POST' });
}

/** Renews a listing; its page, My Listings and the overview counts update without a reload. */
export function useRenewListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewListing,
    onSuccess: async (listing) => {
      queryClient.setQueryData(listingQueryKey(listing.id), listing);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myListingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sellerOverviewQueryKey }),
      ]);
    },
  });
}
