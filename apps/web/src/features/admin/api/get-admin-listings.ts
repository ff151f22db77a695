import type { AdminListingsPage, ListingStatus } from '@marketplace/contract/listings-messages';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { activityLogsQueryKey } from './get-activity-logs';
import { adminOverviewQueryKey } from './get-admin-overview';

export interface AdminListingsParams {
  status?: ListingStatus;
  /** Trimmed search text (name, description or display id); empty for none. */
  query?: string;
  page: number;
}

/** Prefix of every admin listings query; moderation writes invalidate it. */
export const adminListingsQueryKey = ['admin', 'listings'] as const;

/** After a moderation write: the lists, the detail pages, the overview counts and the activity log. */
export function invalidateAfterModeration(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminListingsQueryKey }),
    queryClient.invalidateQueries({ queryKey: adminOverviewQueryKey }),
    queryClient.invalidateQueries({ queryKey: activityLogsQueryKey }),
  ]);
}

/**
 * `GET /api/admin/listings`: one page (20) of listings, newest first, or oldest first with `sort: 'oldest'`.
 * Admin only (403).
 */
export function getAdminListings(
  params: AdminListingsParams & { sort?: 'newest' | 'oldest' },
  signal?: AbortSignal,
): Promise<AdminListingsPage> {
  return apiRequest<AdminListingsPage>('/api/admin/listings', {
    query: {
      status: params.status,
      query: params.query || undefined,
      page: params.page,
      sort: params.sort === 'oldest' ? 'oldest' : undefined,
    },
    signal,
  });
}

export function getAdminListingsQueryOptions(params: AdminListingsParams) {
  return queryOptions({
    queryKey: [...adminListingsQueryKey, params] as const,
    queryFn: ({ signal }) => getAdminListings(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminListings(params: AdminListingsParams) {
  return useQuery(getAdminListingsQueryOptions(params));
}

export interface PendingQueueParams {
  query?: string;
  page: number;
}

/** The moderation queue: Pending listings oldest first (longest waiting on top), paged by the API. */
export function getPendingQueue(
  params: PendingQueueParams,
  signal?: AbortSignal,
): Promise<AdminListingsPage> {
  return getAdminListings(
    { status: 'Pending', query: params.query, page: params.page, sort: 'oldest' },
    signal,
  );
}

export function getPendingQueueQueryOptions(params: PendingQueueParams) {
  return queryOptions({
    queryKey: [...adminListingsQueryKey, 'queue', params] as const,
    queryFn: ({ signal }) => getPendingQueue(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The admin listings table's data: the pending queue (oldest first) or the newest-first list. */
export function useAdminListingsView(view: 'all' | 'queue', params: AdminListingsParams) {
  const queue = view === 'queue';
  const queueParams: PendingQueueParams = { query: params.query, page: params.page };
  return useQuery<AdminListingsPage>({
    queryKey: queue
      ? getPendingQueueQueryOptions(queueParams).queryKey
      : getAdminListingsQueryOptions(params).queryKey,
    queryFn: ({ signal }) =>
      queue ? getPendingQueue(queueParams, signal) : getAdminListings(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
