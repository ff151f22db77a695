import type { AdminUserRow } from '@marketplace/contract/admin';
import type { UserRole } from '@marketplace/contract/accounts-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/hooks/use-current-user';
import { apiRequest } from '@/lib/api-client';
import { adminUsersQueryKey } from './get-admin-users';

export interface UpdateUserRoleVariables {
  id: string;
  role: UserRole;
}

/**
 * `POST /api/admin/users/{id}/role` → the member with the new role.
 * @throws ApiError 409 with ADMIN_MESSAGES.lastAdmin when revoking the last admin, 404.
 */
export function updateUserRole({ id, role }: UpdateUserRoleVariables): Promise<AdminUserRow> {
  return apiRequest<AdminUserRow>(`/api/admin/users/${encodeURIComponent(id)}/role`, {
    method: 'POST',
    body: { role },
  });
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        // Revoking one's own role must reach the admin guard.
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}
