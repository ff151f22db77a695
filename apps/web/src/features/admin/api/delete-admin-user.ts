import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminListingsQueryKey } from './get-admin-listings';
import { adminOverviewQueryKey } from './get-admin-overview';
import { adminUsersQueryKey } from './get-admin-users';

/**
 * `DELETE /api/admin/users/{id}` → `{ ok: true }`: the member's personal data and ID photos are removed and
 * their listings soft-deleted (spec 02 §5: permanent).
 * @throws ApiError 404, 409 (e.g. the last admin).
 */
export function deleteAdminUser(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminListingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminOverviewQueryKey }),
      ]);
    },
  });
}
