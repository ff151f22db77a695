import type { SubscribeInput } from '@marketplace/contract/mailing-list';
import type { SubscribeResponse } from '@marketplace/contract/mailing-list-messages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/mailing-list/subscribe` → `{ success, message }` (spec 01 §7). */
export function subscribeToMailingList(input: SubscribeInput): Promise<SubscribeResponse> {
  return apiRequest<SubscribeResponse>('/api/mailing-list/subscribe', { method: 'POST', body: input });
}

export function useSubscribeToMailingList() {
  return useMutation({ mutationFn: subscribeToMailingList });
}
