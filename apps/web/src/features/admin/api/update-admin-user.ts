import type { AdminUserRow, AdminUserUpdateInput } from '@marketplace/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUsersQueryKey } from './get-admin-users';

export interface UpdateAdminUserVariables {
  id: string;
  input: AdminUserUpdateInput;
}

/**
 * `PATCH /api/admin/users/{id}` → the updated member (spec 02 §5: e-mail read-only). Setting the ID
 * verification to verified also marks a verified seller on the server.
 * @throws ApiError 400 with field issues, 404.
 */
export function updateAdminUser({ id, input }: UpdateAdminUserVariables): Promise<AdminUserRow> {
  return apiRequest<AdminUserRow>(`/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  });
}

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
