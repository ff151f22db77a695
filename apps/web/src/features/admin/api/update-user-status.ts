import type { AdminUserRow, UserStatus } from '@marketplace/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUsersQueryKey } from './get-admin-users';

export interface UpdateUserStatusVariables {
  id: string;
  newStatus: UserStatus;
}

/**
 * `POST /api/admin/users/{id}/status` → the member with the new status (spec 02 §4: Ban active → banned,
 * Activate any other → active). A ban ends the member's sessions on the server.
 * @throws ApiError 404, 409 (e.g. the admin banning themselves).
 */
export function updateUserStatus({ id, newStatus }: UpdateUserStatusVariables): Promise<AdminUserRow> {
  return apiRequest<AdminUserRow>(`/api/admin/users/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { newStatus },
  });
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
