import type { ForgotPasswordInput } from '@marketplace/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/accounts/forgot-password` → `{ ok: true }`, whether or not the address has an account. */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/api/accounts/forgot-password', { method: 'POST', body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
