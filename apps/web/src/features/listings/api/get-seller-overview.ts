import type { SellerOverview } from '@marketplace/contract/listings-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sellerOverviewQueryKey } from '@/lib/query-keys';

/** The overview changes with every write to the member's listings, which invalidate this key. */
export { sellerOverviewQueryKey };

/** `GET /api/my/overview` → counts by status, total views, times saved and the five latest events. @throws ApiError 401. */
export function getSellerOverview(signal?: AbortSignal): Promise<SellerOverview> {
  return apiRequest<SellerOverview>('/api/my/overview', { signal });
}

export function getSellerOverviewQueryOptions() {
  return queryOptions({
    queryKey: sellerOverviewQueryKey,
    queryFn: ({ signal }) => getSellerOverview(signal),
  });
}

export function useSellerOverview() {
  return useQuery(getSellerOverviewQueryOptions());
}
