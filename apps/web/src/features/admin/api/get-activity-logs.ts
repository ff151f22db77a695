import type { ActivityLogsPage } from '@marketplace/contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Prefix of the activity log queries; admin writes (which log) invalidate it. */
export const activityLogsQueryKey = ['admin', 'activity-logs'] as const;

export interface ActivityLogsParams {
  /** Matches e-mail, description or IP address; trimmed, empty for none. */
  query?: string;
  actionType?: string;
  /** `YYYY-MM-DD`; the whole day. */
  day?: string;
  page: number;
}

/** `GET /api/admin/activity-logs` → 15 entries newest first with an exact total (spec 02 §7, §9). */
export function getActivityLogs(params: ActivityLogsParams, signal?: AbortSignal): Promise<ActivityLogsPage> {
  return apiRequest<ActivityLogsPage>('/api/admin/activity-logs', {
    query: {
      query: params.query || undefined,
      actionType: params.actionType || undefined,
      day: params.day || undefined,
      page: params.page,
    },
    signal,
  });
}

export function getActivityLogsQueryOptions(params: ActivityLogsParams) {
  return queryOptions({
    queryKey: [...activityLogsQueryKey, params] as const,
    queryFn: ({ signal }) => getActivityLogs(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useActivityLogs(params: ActivityLogsParams) {
  return useQuery(getActivityLogsQueryOptions(params));
}
