import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminListingsQueryKey } from './get-admin-listings';

/**
 * `GET /api/listings/{id}` as the admin: any non-deleted listing, whatever its status (spec 02 §6).
 * @throws ApiError 404 for an unknown or removed listing.
 */
export function getAdminListing(id: string, signal?: AbortSignal): Promise<ListingDetail> {
  return apiRequest<ListingDetail>(`/api/listings/${encodeURIComponent(id)}`, { signal });
}

export function getAdminListingQueryOptions(id: string) {
  return queryOptions({
    // Under the admin listings prefix, so moderation writes refresh the detail page too.
    queryKey: [...adminListingsQueryKey, 'detail', id] as const,
    queryFn: ({ signal }) => getAdminListing(id, signal),
    staleTime: 0,
  });
}

export function useAdminListing(id: string) {
  return useQuery(getAdminListingQueryOptions(id));
}
