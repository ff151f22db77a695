import type { SavedState } from '@marketplace/contract/saved';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dispatchListingEvent, LISTING_EVENTS } from '@/lib/listing-events';
import { savedListingsQueryKey } from './get-saved-listings';

/** `DELETE /api/saved/{listingId}` → `{ listingId, saved: false }` (idempotent). @throws ApiError 401. */
export function unsaveListing(listingId: string): Promise<SavedState> {
  return apiRequest<SavedState>(`/api/saved/${encodeURIComponent(listingId)}`, { method: 'DELETE' });
}

export function useUnsaveListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsaveListing,
    onSuccess: async () => {
      dispatchListingEvent(LISTING_EVENTS.savedListingsUpdated);
      await queryClient.invalidateQueries({ queryKey: savedListingsQueryKey });
    },
  });
}
