import type { AdminListingsPage, ListingStatus } from '@marketplace/contract/listings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface AdminListingsParams {
  status?: ListingStatus;
  /** Trimmed search text (name, description or display id); empty for none. */
  query?: string;
  page: number;
}

/** Prefix of every admin listings query; moderation writes invalidate it. */
export const adminListingsQueryKey = ['admin', 'listings'] as const;

/** `GET /api/admin/listings`: one page (20) of listings of every status, newest first. Admin only (403). */
export function getAdminListings(
  params: AdminListingsParams,
  signal?: AbortSignal,
): Promise<AdminListingsPage> {
  return apiRequest<AdminListingsPage>('/api/admin/listings', {
    query: { status: params.status, query: params.query || undefined, page: params.page },
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
