import type { ResetPasswordInput } from '@marketplace/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/accounts/reset-password` → `{ ok: true }`; 400 (issue on `token`) when the link is bad or expired. */
export function resetPassword(input: ResetPasswordInput): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/api/accounts/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
