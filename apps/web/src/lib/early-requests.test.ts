import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { peekEarlyGet, startEarlyGet, takeEarlyGet } from './early-requests';

function jsonResponse(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

describe('early GET requests (boot.ts)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('answers the first matching read from the request already in flight, and only that one', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ user: null, from: 'boot' }))
      .mockResolvedValueOnce(jsonResponse({ user: null, from: 'app' }));
    startEarlyGet('/api/me');

    await expect(apiRequest('/api/me')).resolves.toEqual({ user: null, from: 'boot' });
    await expect(apiRequest('/api/me')).resolves.toEqual({ user: null, from: 'app' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('matches by the full URL the app would ask for', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ items: [] }));
    startEarlyGet('/api/marketplace/listings?page=1&sort=newest');

    await apiRequest('/api/marketplace/listings', { query: { query: '', page: 1, sort: 'newest' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(takeEarlyGet('/api/marketplace/listings?page=1&sort=newest')).toBeUndefined();
  });

  it('lets boot.ts read a copy while the app still gets the whole answer', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ items: [{ imageUrl: '/media/a-400.webp' }] }));
    startEarlyGet('/api/marketplace/listings?page=1&sort=newest');
    const copy = peekEarlyGet('/api/marketplace/listings?page=1&sort=newest');

    await expect((await copy)?.json()).resolves.toEqual({ items: [{ imageUrl: '/media/a-400.webp' }] });
    await expect(
      apiRequest('/api/marketplace/listings', { query: { page: 1, sort: 'newest' } }),
    ).resolves.toEqual({ items: [{ imageUrl: '/media/a-400.webp' }] });
  });

  it('does not serve an early answer nobody took within 10 s', async () => {
    vi.useFakeTimers();
    try {
      fetchMock
        .mockResolvedValueOnce(jsonResponse({ from: 'boot' }))
        .mockResolvedValueOnce(jsonResponse({ from: 'app' }));
      startEarlyGet('/api/locations');
      vi.advanceTimersByTime(10_001);

      await expect(apiRequest('/api/locations')).resolves.toEqual({ from: 'app' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again when the early request failed to reach the server', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({ ok: 1 }));
    vi.useFakeTimers();
    try {
      startEarlyGet('/api/categories');
      const result = apiRequest('/api/categories');
      await vi.runAllTimersAsync();
      await expect(result).resolves.toEqual({ ok: 1 });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
