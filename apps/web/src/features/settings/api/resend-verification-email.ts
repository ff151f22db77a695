import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/accounts/verify-email/resend` → `{ ok: true }`. @throws ApiError 409 when already confirmed. */
export function resendVerificationEmail(): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/api/accounts/verify-email/resend', { method: 'POST' });
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
