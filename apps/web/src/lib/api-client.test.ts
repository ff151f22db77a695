import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { ApiError, apiRequest, OFFLINE_WRITE_MESSAGE, READ_RETRY_DELAYS_MS } from './api-client';
import { SAVED_AT_HEADER } from './offline-caches';
import { useSavedCopyAt } from '@/hooks/use-saved-copy-at';
import { addressOf, forgetSavedCopies } from './saved-copy';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('retries a read after 502/503/504 with backoff, then succeeds', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('bad gateway', { status: 502 }))
      .mockResolvedValueOnce(new Response('unavailable', { status: 503 }))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    const result = apiRequest<{ ok: boolean }>('/api/marketplace/listings', {
      query: { page: 2, query: '' },
    });
    await vi.advanceTimersByTimeAsync(READ_RETRY_DELAYS_MS[0]! + READ_RETRY_DELAYS_MS[1]!);
    await expect(result).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/marketplace/listings?page=2');
  });

  it('never retries a write, even on a gateway error', async () => {
    fetchMock.mockResolvedValue(new Response('gateway timeout', { status: 504 }));
    const result = apiRequest('/api/listings', { method: 'POST', body: { name: 'x' } });
    await expect(result).rejects.toMatchObject({ status: 504, code: 'INTERNAL' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('surfaces the server error shape with field issues', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        code: 'VALIDATION_FAILED',
        message: 'Email is required.',
        issues: [{ path: 'email', message: 'Email is required.' }],
      }),
    );
    const error = await apiRequest('/api/accounts/sign-in', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'email', message: 'Email is required.' }],
    });
  });

  it('reports being offline after the read retries are spent', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = apiRequest('/api/me').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(READ_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0));
    expect(await result).toMatchObject({ code: 'NETWORK' });
    expect(fetchMock).toHaveBeenCalledTimes(READ_RETRY_DELAYS_MS.length + 1);
  });

  describe('while the browser is offline (issue #12)', () => {
    beforeEach(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
      'does not send a %s and says it was not sent',
      async (method) => {
        const error = await apiRequest('/api/saved/abc', { method }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ status: 0, code: 'OFFLINE', message: OFFLINE_WRITE_MESSAGE });
        expect(fetchMock).not.toHaveBeenCalled();
      },
    );

    it('still asks for a read, which the service worker may answer from its cache', async () => {
      fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
      await expect(apiRequest('/api/saved')).resolves.toEqual({ ok: true });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('fails a read the device cannot answer at once, without waiting to retry (issue #37 item 1)', async () => {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const error = await apiRequest('/api/me').catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'NETWORK' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it("notes when an answer read from the device's cache was saved, for the page at this address", async () => {
      forgetSavedCopies();
      const { result } = renderHook(() => useSavedCopyAt(addressOf(window.location)));
      const copy = jsonResponse(200, { items: [] });
      copy.headers.set(SAVED_AT_HEADER, '2026-12-01T08:00:00.000Z');
      fetchMock.mockResolvedValue(copy);
      await apiRequest('/api/saved');
      await vi.waitFor(() => expect(result.current).toBe(Date.parse('2026-12-01T08:00:00.000Z')));
      forgetSavedCopies();
    });
  });
});
