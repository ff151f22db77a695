/**
 * Offers in a conversation (issue #13 item 3): the conversation's offers and deal state, and every step
 * (make, accept, decline, counter, withdraw, mark sold, release the reservation). Each step refreshes the
 * offers, the listing's item page and browse (Reserved / Sold change what they show).
 */
import type { ConversationOffers, OfferStepResult } from '@marketplace/contract/offers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listingQueryKey, myReviewsQueryKey } from '@/lib/query-keys';

/** Prefix of every offers query; `[..., conversationId]` for one conversation. */
export const offersQueryKey = ['offers'] as const;
export const conversationOffersQueryKey = (conversationId: string) =>
  [...offersQueryKey, conversationId] as const;

/** `GET /api/conversations/{id}/offers`. @throws ApiError 401, 404 (not a member). */
export function getConversationOffers(
  conversationId: string,
  signal?: AbortSignal,
): Promise<ConversationOffers> {
  return apiRequest<ConversationOffers>(`/api/conversations/${encodeURIComponent(conversationId)}/offers`, {
    signal,
  });
}

export function conversationOffersQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: conversationOffersQueryKey(conversationId),
    queryFn: ({ signal }) => getConversationOffers(conversationId, signal),
  });
}

export function useConversationOffers(conversationId: string) {
  return useQuery(conversationOffersQueryOptions(conversationId));
}

/** One offer step as the panel asks for it. Amounts are whole MVR. */
export type OfferStepRequest =
  | { kind: 'make'; conversationId: string; amount: number }
  | { kind: 'accept' | 'decline' | 'withdraw' | 'mark-sold'; offerId: string }
  | { kind: 'counter'; offerId: string; amount: number }
  | { kind: 'release'; listingId: string };

/**
 * Sends one step. `make` → `POST /api/conversations/{id}/offers`; `release` →
 * `POST /api/listings/{id}/release-reservation`; the rest → `POST /api/offers/{id}/{kind}`.
 * @throws ApiError 400 (amount, with `issues`), 401, 403 (wrong party, frozen), 404, 409 (state changed)
 */
export function sendOfferStep(request: OfferStepRequest): Promise<OfferStepResult | { listingId: string }> {
  if (request.kind === 'make') {
    return apiRequest(`/api/conversations/${encodeURIComponent(request.conversationId)}/offers`, {
      method: 'POST',
      body: { amount: request.amount },
    });
  }
  if (request.kind === 'release') {
    return apiRequest(`/api/listings/${encodeURIComponent(request.listingId)}/release-reservation`, {
      method: 'POST',
    });
  }
  return apiRequest(`/api/offers/${encodeURIComponent(request.offerId)}/${request.kind}`, {
    method: 'POST',
    body: request.kind === 'counter' ? { amount: request.amount } : undefined,
  });
}

/** A step of the conversation's deal; on success (or a 409: the state moved) everything it touches refetches. */
export function useOfferStep(conversationId: string, listingId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: conversationOffersQueryKey(conversationId) }),
      queryClient.invalidateQueries({ queryKey: listingQueryKey(listingId) }),
      queryClient.invalidateQueries({ queryKey: ['conversations'] }),
      // Marking sold opens both sides' review prompt.
      queryClient.invalidateQueries({ queryKey: myReviewsQueryKey }),
    ]);
  return useMutation({
    mutationFn: sendOfferStep,
    onSettled: refresh,
  });
}
