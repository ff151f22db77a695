import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/listings/{id}/views` → 204: counts one view (the server skips the owner). Spec 02 §8: a failure
 * is only logged, never shown.
 */
export async function recordListingView(id: string): Promise<void> {
  try {
    await apiRequest<void>(`/api/listings/${encodeURIComponent(id)}/views`, { method: 'POST' });
  } catch (error) {
    console.warn('Could not record the listing view', error);
  }
}
