import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toListingFormData, type CreateListingInput } from './create-listing';
import { listingQueryKey } from '@/lib/query-keys';
import { myListingsQueryKey } from './get-my-listings';
import { sellerOverviewQueryKey } from './get-seller-overview';

export interface UpdateListingInput extends CreateListingInput {
  id: string;
}

/**
 * `PUT /api/listings/{id}` (multipart: the fields and `photoOrder` as JSON: `existing:<imageId>` and
 * `upload:<id>` tokens)
 * → ListingDetail, now Pending (a Rejected listing is resubmitted).
 * @throws ApiError 400 with field issues (`images` for photo problems), 409 for a Sold listing, 413, 404.
 */
export function updateListing({ id, ...input }: UpdateListingInput): Promise<ListingDetail> {
  const body = toListingFormData(input);
  return apiRequest<ListingDetail>(`/api/listings/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListing,
    onSuccess: async (listing) => {
      queryClient.setQueryData(listingQueryKey(listing.id), listing);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myListingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sellerOverviewQueryKey }),
      ]);
    },
  });
}
