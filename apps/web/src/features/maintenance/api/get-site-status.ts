import type { SiteStatus } from '@marketplace/contract/site-settings';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const siteStatusQueryKey = ['site', 'status'] as const;

/** `GET /api/site/status`: whether the maintenance notice is on (open to everyone, even during maintenance). */
export function getSiteStatus(signal?: AbortSignal): Promise<SiteStatus> {
  return apiRequest<SiteStatus>('/api/site/status', { signal });
}

export function getSiteStatusQueryOptions() {
  return queryOptions({
    queryKey: siteStatusQueryKey,
    queryFn: ({ signal }) => getSiteStatus(signal),
    staleTime: 30_000,
  });
}
