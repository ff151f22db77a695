import type { SignUpInput } from '@marketplace/contract/accounts';
import type { SignUpResponse } from '@marketplace/contract/accounts-messages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/accounts/sign-up` → 201 `{ user }` with the session cookie; 409 when already registered. The
 * answer is typed, not trusted: the form checks its shape (`signUpResponseSchema`) before using it.
 */
export async function signUp(input: SignUpInput): Promise<SignUpResponse> {
  return apiRequest<SignUpResponse>('/api/accounts/sign-up', { method: 'POST', body: input });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
