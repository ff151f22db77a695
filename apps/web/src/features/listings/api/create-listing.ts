import type { ListingFields } from '@marketplace/contract/listings';
import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myListingsQueryKey } from './get-my-listings';
import { sellerOverviewQueryKey } from './get-seller-overview';

export interface CreateListingInput {
  fields: ListingFields;
  /** In display order; the first is the cover. */
  images: File[];
}

/** The multipart body `POST /api/listings` expects: the text fields, then each photo under `images`, in order. */
export function toListingFormData({ fields, images }: CreateListingInput): FormData {
  const body = new FormData();
  body.append('name', fields.name);
  body.append('categoryId', String(fields.categoryId));
  body.append('condition', fields.condition);
  body.append('price', String(fields.price));
  body.append('locationId', String(fields.locationId));
  body.append('description', fields.description);
  for (const image of images) body.append('images', image, image.name);
  return body;
}

/**
 * `POST /api/listings` → 201 ListingDetail (status Pending).
 * @throws ApiError 400 with `issues` keyed by field name (`images` for photos), 413 for a photo over 10 MB, 401.
 */
export function createListing(input: CreateListingInput): Promise<ListingDetail> {
  return apiRequest<ListingDetail>('/api/listings', { method: 'POST', body: toListingFormData(input) });
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myListingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sellerOverviewQueryKey }),
      ]),
  });
}
