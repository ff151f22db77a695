import type { SubscribeInput } from '@marketplace/contract/mailing-list';
import {
  ALREADY_SUBSCRIBED_MARKER,
  type SubscribeResponse,
} from '@marketplace/contract/mailing-list-messages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/mailing-list/subscribe` with source `early_access_page_form` → `{ success, message }`. */
export function subscribeEarlyAccess(
  input: Required<Pick<SubscribeInput, 'email' | 'firstName' | 'lastName'>>,
): Promise<SubscribeResponse> {
  return apiRequest<SubscribeResponse>('/api/mailing-list/subscribe', {
    method: 'POST',
    body: { ...input, source: 'early_access_page_form' } satisfies SubscribeInput,
  });
}

/** Spec 01 §7: for early access, "already subscribed" counts as success. */
export function isEarlyAccessSuccess(result: SubscribeResponse): boolean {
  return result.success || result.message.toLowerCase().includes(ALREADY_SUBSCRIBED_MARKER);
}

export function useSubscribeEarlyAccess() {
  return useMutation({ mutationFn: subscribeEarlyAccess });
}
