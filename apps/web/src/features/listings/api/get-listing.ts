import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { listingQueryKey } from '@/lib/query-keys';
import { recordListingView } from './record-listing-view';

/**
 * `GET /api/listings/{id}`: an approved listing for anyone, or a non-public one for its owner/the admin
 * (`isOwner`). @throws ApiError 404 NOT_FOUND when missing, deleted or not visible to the caller.
 */
export function getListing(id: string, signal?: AbortSignal): Promise<ListingDetail> {
  return apiRequest<ListingDetail>(`/api/listings/${encodeURIComponent(id)}`, { signal });
}

/**
 * Whether the listing does not exist for the reader: a 404, or a 400 (the address holds no listing id at all,
 * `/item/not-a-uuid`: "Oops! Item Not Found", not a Try Again that can never work; issue #37 item 4u).
 */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function getListingQueryOptions(id: string) {
  return queryOptions({
    queryKey: listingQueryKey(id),
    queryFn: ({ signal }) => getListing(id, signal),
    // apiRequest already retries reads on gateway errors and network loss; a 4xx will not change.
    retry: false,
    staleTime: 30_000,
  });
}

/** Items whose view this page session has already counted (`POST …/views`), so a refetch does not ask again. */
const viewsCounted = new Set<string>();

/**
 * The public item page's read (spec 02 §4 "increment first, then show"; issue #37 item 4r): counts the view,
 * then reads the listing, so the first reader of a new listing sees "Views 1", not 0. The same cache entry as
 * `getListingQueryOptions`; a page the server rendered was counted by the server and needs no read at all.
 * A failed count is only logged (spec 02 §8) and the listing is read anyway.
 */
export function getItemPageQueryOptions(id: string) {
  return queryOptions({
    ...getListingQueryOptions(id),
    queryFn: async ({ signal }) => {
      // On the server (entry-server.tsx renders the page) the page's own route has counted it already.
      const inBrowser = typeof window !== 'undefined';
      if (inBrowser && !viewsCounted.has(id)) {
        viewsCounted.add(id);
        await recordListingView(id);
      }
      return getListing(id, signal);
    },
  });
}

export function useListing(id: string) {
  return useQuery(getListingQueryOptions(id));
}

/** The listing as the public item page reads it: its view counted first (`getItemPageQueryOptions`). */
export function useItemPageListing(id: string) {
  return useQuery(getItemPageQueryOptions(id));
}
