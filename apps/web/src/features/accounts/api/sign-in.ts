import type { signInInputSchema } from '@marketplace/contract/accounts';
import type { MeResponse } from '@marketplace/contract/accounts-messages';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type SignInData = z.output<typeof signInInputSchema>;

/** `POST /api/accounts/sign-in` → `{ user }` and the session cookie; 401 wrong credentials, 403 banned. */
export async function signIn(input: SignInData): Promise<MeResponse> {
  return apiRequest<MeResponse>('/api/accounts/sign-in', { method: 'POST', body: input });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
