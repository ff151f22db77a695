import type { AdminOverview, AdminTimeframe } from '@marketplace/contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Prefix of the overview queries; moderation and user writes invalidate it. */
export const adminOverviewQueryKey = ['admin', 'overview'] as const;

/** `GET /api/admin/overview?timeframe=` → the five stat cards (spec 02 §2 Overview, §7). Admin only (403). */
export function getAdminOverview(timeframe: AdminTimeframe, signal?: AbortSignal): Promise<AdminOverview> {
  return apiRequest<AdminOverview>('/api/admin/overview', { query: { timeframe }, signal });
}

export function getAdminOverviewQueryOptions(timeframe: AdminTimeframe) {
  return queryOptions({
    queryKey: [...adminOverviewQueryKey, timeframe] as const,
    queryFn: ({ signal }) => getAdminOverview(timeframe, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminOverview(timeframe: AdminTimeframe) {
  return useQuery(getAdminOverviewQueryOptions(timeframe));
}
