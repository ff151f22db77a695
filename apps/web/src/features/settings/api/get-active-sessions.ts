import type { ActiveSession } from '@marketplace/contract/accounts-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const activeSessionsQueryKey = ['accounts', 'sessions'] as const;

/** `GET /api/accounts/sessions` → the member's signed-in devices (this one has `current: true`). */
export async function getActiveSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  const { items } = await apiRequest<{ items: ActiveSession[] }>('/api/accounts/sessions', { signal });
  return items;
}

export function getActiveSessionsQueryOptions() {
  return queryOptions({
    queryKey: activeSessionsQueryKey,
    queryFn: ({ signal }) => getActiveSessions(signal),
  });
}

export function useActiveSessions() {
  return useQuery(getActiveSessionsQueryOptions());
}
