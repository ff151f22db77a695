import type { AdminReports } from '@marketplace/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const adminReportsQueryKey = ['admin', 'reports'] as const;

/** `GET /api/admin/reports` → user activity (5 months), listings by category, top 3s (spec 02 §2, §9). */
export function getAdminReports(signal?: AbortSignal): Promise<AdminReports> {
  return apiRequest<AdminReports>('/api/admin/reports', { signal });
}

export function getAdminReportsQueryOptions() {
  return queryOptions({
    queryKey: adminReportsQueryKey,
    queryFn: ({ signal }) => getAdminReports(signal),
    staleTime: 60_000,
  });
}

export function useAdminReports() {
  return useQuery(getAdminReportsQueryOptions());
}
