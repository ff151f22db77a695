import type { AdminUserRow } from '@marketplace/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUsersQueryKey } from './get-admin-users';

/**
 * `GET /api/admin/users/{id}` → one member with their national ID and ID verification fields (admin only).
 * @throws ApiError 404 for an unknown member.
 */
export function getAdminUser(id: string, signal?: AbortSignal): Promise<AdminUserRow> {
  return apiRequest<AdminUserRow>(`/api/admin/users/${encodeURIComponent(id)}`, { signal });
}

export function getAdminUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminUsersQueryKey, 'detail', id] as const,
    queryFn: ({ signal }) => getAdminUser(id, signal),
    staleTime: 0,
  });
}

export function useAdminUser(id: string | null | undefined) {
  return useQuery({ ...getAdminUserQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/**
 * `GET /api/admin/users/{id}/id-photos/front|back` (image/webp, never cached): the URL for an `<img>`. Every
 * request is written to the activity log, so render it only after the admin asks to see the photos.
 */
export function adminIdPhotoUrl(id: string, side: 'front' | 'back'): string {
  return `/api/admin/users/${encodeURIComponent(id)}/id-photos/${side}`;
}
