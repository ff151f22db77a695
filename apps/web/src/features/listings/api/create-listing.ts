import type { ListingAttributes } from '@marketplace/contract/category-fields-messages';
import type { ListingFields } from '@marketplace/contract/listings';
import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myListingsQueryKey } from './get-my-listings';
import { sellerOverviewQueryKey } from './get-seller-overview';

export interface CreateListingInput {
  fields: ListingFields;
  /** Issue #39: the values of the chosen category's fields, typed by the contract's check. */
  attributes: ListingAttributes;
  /**
   * The photos in display order (the first is the cover), as contract `photoOrderSchema` tokens: `upload:<id>`
   * for a pending upload (issue #12), and `existing:<imageId>` when editing.
   */
  photoOrder: string[];
}

/** The multipart body `POST /api/listings` expects: the text fields, `attributes` and `photoOrder` as JSON. */
export function toListingFormData({ fields, attributes, photoOrder }: CreateListingInput): FormData {
  const body = new FormData();
  body.append('name', fields.name);
  body.append('categoryId', String(fields.categoryId));
  body.append('condition', fields.condition);
  body.append('price', String(fields.price));
  body.append('locationId', String(fields.locationId));
  body.append('description', fields.description);
  body.append('attributes', JSON.stringify(attributes));
  body.append('photoOrder', JSON.stringify(photoOrder));
  return body;
}

/**
 * `POST /api/listings` → 201 ListingDetail (status Pending). The photos were uploaded before, one by one.
 * @throws ApiError 400 with `issues` keyed by field name (`images` for photos), 404 when a pending upload has
 *   expired, 401.
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
