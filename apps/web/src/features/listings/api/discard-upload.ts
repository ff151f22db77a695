import { apiRequest } from '@/lib/api-client';

/**
 * `DELETE /api/uploads/{id}`: removes one of the member's pending uploads (a photo removed from the form
 * before submitting, issue #12). Best effort: an upload left behind is removed by the server after 24 h.
 */
export async function discardUpload(uploadId: string): Promise<void> {
  try {
    await apiRequest(`/api/uploads/${encodeURIComponent(uploadId)}`, { method: 'DELETE' });
  } catch {
    // Offline or already gone: the server's clean-up removes it.
  }
}
