import type { AdminUserRow, AdminUsersPage } from '@marketplace/contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Prefix of every admin user query (lists, details, the admins list); user writes invalidate it. */
export const adminUsersQueryKey = ['admin', 'users'] as const;

export interface AdminUsersParams {
  /** Trimmed search text (full name, e-mail or national ID); empty for none. */
  query?: string;
  page: number;
}

/** `GET /api/admin/users?query&page`: one page (20) of members, newest first. Admin only (403). */
export function getAdminUsers(params: AdminUsersParams, signal?: AbortSignal): Promise<AdminUsersPage> {
  return apiRequest<AdminUsersPage>('/api/admin/users', {
    query: { query: params.query || undefined, page: params.page },
    signal,
  });
}

export function getAdminUsersQueryOptions(params: AdminUsersParams) {
  return queryOptions({
    queryKey: [...adminUsersQueryKey, 'list', params] as const,
    queryFn: ({ signal }) => getAdminUsers(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminUsers(params: AdminUsersParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getAdminUsersQueryOptions(params), enabled: options.enabled ?? true });
}

/** Stops paging after this many pages (10,000 members) so a bad total cannot loop for ever. */
const MAX_ADMIN_SCAN_PAGES = 500;

/**
 * Every member holding the admin role, found by paging through `GET /api/admin/users` (the API has no role
 * filter). Fine at this product's scale: a few thousand members is a handful of requests.
 */
export async function getAdminAccounts(signal?: AbortSignal): Promise<AdminUserRow[]> {
  const admins: AdminUserRow[] = [];
  for (let page = 1; page <= MAX_ADMIN_SCAN_PAGES; page++) {
    const result = await getAdminUsers({ page }, signal);
    admins.push(...result.items.filter((row) => row.role === 'admin'));
    if (result.items.length < result.pageSize || page * result.pageSize >= result.total) break;
  }
  return admins;
}

export function getAdminAccountsQueryOptions() {
  return queryOptions({
    queryKey: [...adminUsersQueryKey, 'admins'] as const,
    queryFn: ({ signal }) => getAdminAccounts(signal),
    staleTime: 0,
  });
}

export function useAdminAccounts() {
  return useQuery(getAdminAccountsQueryOptions());
}
