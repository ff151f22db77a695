import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import { MODERATION_MESSAGES } from '@marketplace/contract/listings-messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '@/lib/api-client';
import { errorText } from './error-text';

afterEach(() => vi.unstubAllGlobals());

/** The ApiError `apiRequest` throws for `response`. */
async function errorOf(response: Response): Promise<unknown> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
  return apiRequest('/api/admin/listings/1/status', { method: 'POST', body: {} }).catch(
    (error: unknown) => error,
  );
}

// Issue #37 item 4s: the spec's fallback texts never appeared, the client's generic message came first.
describe('errorText: the server message, else the page fallback', () => {
  it("shows the page's fallback when the answer has no message of its own", async () => {
    for (const response of [
      new Response('<html>Bad gateway</html>', { status: 400, headers: { 'content-type': 'text/html' } }),
      new Response(JSON.stringify({ code: 'CONFLICT' }), { status: 409 }),
      new Response(JSON.stringify({ code: 'CONFLICT', message: '' }), { status: 409 }),
    ]) {
      const error = await errorOf(response);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe(GENERIC_ERROR_MESSAGE);
      expect(errorText(error, MODERATION_MESSAGES.updateFailedFallback)).toBe(
        'An error occurred while updating the listing',
      );
    }
  });

  it("shows the server's own message when there is one, and a plain error's", async () => {
    const error = await errorOf(
      new Response(JSON.stringify({ code: 'CONFLICT', message: 'Listing already approved.' }), {
        status: 409,
      }),
    );
    expect(errorText(error, MODERATION_MESSAGES.updateFailedFallback)).toBe('Listing already approved.');
    expect(errorText(new Error('Offline'), 'x')).toBe('Offline');
    expect(errorText('nope', 'x')).toBe('x');
  });
});
