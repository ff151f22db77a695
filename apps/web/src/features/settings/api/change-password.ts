import type { ChangePasswordInput } from '@marketplace/contract/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { activeSessionsQueryKey } from './get-active-sessions';

/**
 * `POST /api/accounts/password` → `{ ok: true }`. Every other session of the member ends; this one stays.
 * @throws ApiError 400 with an issue on `currentPassword` when it is wrong, or on the new password's rules.
 */
export function changePassword(input: ChangePasswordInput): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/api/accounts/password', { method: 'POST', body: input });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey }),
  });
}
