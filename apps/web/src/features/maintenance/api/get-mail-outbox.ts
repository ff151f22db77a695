import type { OutboxMessage } from '@marketplace/contract/site-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const mailOutboxQueryKey = ['admin', 'system', 'outbox'] as const;

/** `GET /api/admin/system/outbox`: the latest 50 outgoing e-mails, sent or waiting. */
export function getMailOutbox(signal?: AbortSignal): Promise<{ items: OutboxMessage[] }> {
  return apiRequest<{ items: OutboxMessage[] }>('/api/admin/system/outbox', { signal });
}

export function getMailOutboxQueryOptions() {
  return queryOptions({
    queryKey: mailOutboxQueryKey,
    queryFn: ({ signal }) => getMailOutbox(signal),
    select: (data) => data.items,
    staleTime: 0,
  });
}

export function useMailOutbox() {
  return useQuery(getMailOutboxQueryOptions());
}
