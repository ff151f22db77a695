import type { SystemSummary } from '@marketplace/contract/site-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const systemSummaryQueryKey = ['admin', 'system', 'summary'] as const;

/** `GET /api/admin/system`: counts of users, listings, subscribers and mail, and the maintenance state. */
export function getSystemSummary(signal?: AbortSignal): Promise<SystemSummary> {
  return apiRequest<SystemSummary>('/api/admin/system', { signal });
}

export function getSystemSummaryQueryOptions() {
  return queryOptions({
    queryKey: systemSummaryQueryKey,
    queryFn: ({ signal }) => getSystemSummary(signal),
    staleTime: 0,
  });
}

export function useSystemSummary() {
  return useQuery(getSystemSummaryQueryOptions());
}
