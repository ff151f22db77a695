import type { AdminListingsQuery } from '@marketplace/contract/listings';
import type { AdminListingsPage, ListingCard } from '@marketplace/contract/listings-messages';
import { MARKETING_SEARCH_MAX_RESULTS, MARKETING_SEARCH_MIN_LENGTH } from '@marketplace/contract/marketing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const marketingSearchQueryKey = ['admin', 'marketing', 'search'] as const;

/** What the picker shows of a listing. */
export type MarketingSearchResult = Pick<
  ListingCard,
  'id' | 'name' | 'imageUrl' | 'item_display_id' | 'price'
>;

/**
 * Approved listings whose name or display id contains `query`, case-insensitive and partial (spec 02 §7
 * Marketing tools): `GET /api/admin/listings?status=Approved&match=name-or-id&query=` (the descriptions,
 * which the listings page also searches, are left out), newest first, cut to the first 10.
 * @throws ApiError
 */
export async function searchMarketingListings(
  query: string,
  signal?: AbortSignal,
): Promise<MarketingSearchResult[]> {
  const page = await apiRequest<AdminListingsPage>('/api/admin/listings', {
    query: { status: 'Approved', match: 'name-or-id', query } satisfies AdminListingsQuery,
    signal,
  });
  return page.items.slice(0, MARKETING_SEARCH_MAX_RESULTS);
}

export function getMarketingSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...marketingSearchQueryKey, query] as const,
    queryFn: ({ signal }) => searchMarketingListings(query, signal),
    enabled: query.length >= MARKETING_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** `query` is the trimmed, debounced search text; nothing is fetched below 2 characters. */
export function useMarketingSearch(query: string) {
  return useQuery(getMarketingSearchQueryOptions(query));
}
