import type { SavedState } from '@marketplace/contract/saved';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dispatchListingEvent, LISTING_EVENTS } from '@/lib/listing-events';
import { savedListingsQueryKey } from './get-saved-listings';

/** `PUT /api/saved/{listingId}` → `{ listingId, saved: true }` (idempotent). @throws ApiError 401, 404. */
export function saveListing(listingId: string): Promise<SavedState> {
  return apiRequest<SavedState>(`/api/saved/${encodeURIComponent(listingId)}`, { method: 'PUT' });
}

export function useSaveListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveListing,
    onSuccess: async () => {
      dispatchListingEvent(LISTING_EVENTS.savedListingsUpdated);
      await queryClient.invalidateQueries({ queryKey: savedListingsQueryKey });
    },
  });
}
