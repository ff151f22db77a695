import type { AdminAddUserInput, AdminUserRow } from '@marketplace/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminOverviewQueryKey } from './get-admin-overview';
import { adminUsersQueryKey } from './get-admin-users';

/**
 * `POST /api/admin/users` → 201 the new member; they get an e-mail with a link to set their password.
 * @throws ApiError 400 with field issues, 409 when the e-mail is already registered.
 */
export function addAdminUser(input: AdminAddUserInput): Promise<AdminUserRow> {
  return apiRequest<AdminUserRow>('/api/admin/users', { method: 'POST', body: input });
}

export function useAddAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAdminUser,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminOverviewQueryKey }),
      ]);
    },
  });
}
