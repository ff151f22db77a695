import type { DeleteAccountInput } from '@marketplace/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `DELETE /api/accounts/me` with `{ confirmation: "DELETE", password }` → `{ ok: true }`; the session ends.
 * Personal data and ID photos are removed and the member's listings are taken down.
 * @throws ApiError 400 with an issue on `password` when it is wrong.
 */
export function deleteAccount(input: DeleteAccountInput): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/api/accounts/me', { method: 'DELETE', body: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
