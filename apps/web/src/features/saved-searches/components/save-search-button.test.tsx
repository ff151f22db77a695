import type { CurrentUser } from '@marketplace/contract/accounts-messages';
import { SAVED_SEARCH_MESSAGES } from '@marketplace/contract/saved-searches';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { SaveSearchButton } from './save-search-button';

const MEMBER: CurrentUser = {
  id: 'member-1',
  email: 'member@example.mv',
  firstName: 'Aishath',
  lastName: 'Test',
  avatarUrl: null,
  instagramHandle: null,
  mobile: null,
  joinDate: '2026-01-01T00:00:00.000Z',
  role: 'user',
  emailVerified: true,
};
const SEARCH_ID = '5b1f8a2e-1c3d-4e5f-8a9b-0c1d2e3f4a5b';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('arriving from a saved-search alert (issue #14 item 2)', () => {
  it('marks the search opened and takes savedSearch out of the address, keeping the search', async () => {
    const { calls } = stubFetch({
      'GET /api/me': () => jsonResponse({ user: MEMBER }),
      [`POST /api/saved-searches/${SEARCH_ID}/open`]: () => jsonResponse({ id: SEARCH_ID }),
    });
    const { router } = renderPage(<SaveSearchButton />, {
      path: '/marketplace',
      url: `/marketplace?query=outboard&sort=newest&savedSearch=${SEARCH_ID}`,
    });
    expect(await screen.findByRole('button', { name: SAVED_SEARCH_MESSAGES.saveThisSearch })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?query=outboard&sort=newest'));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
        `/api/saved-searches/${SEARCH_ID}/open`,
      ]),
    );
    // The history entry was replaced, not added: Back leaves the page rather than re-opening the alert link.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends nothing for a visitor or a malformed id', async () => {
    const { calls } = stubFetch({ 'GET /api/me': () => jsonResponse({ user: null }) });
    const visitor = renderPage(<SaveSearchButton />, {
      path: '/marketplace',
      url: `/marketplace?query=outboard&savedSearch=${SEARCH_ID}`,
    });
    await screen.findByRole('button', { name: SAVED_SEARCH_MESSAGES.saveThisSearch });
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/me')).toBe(true));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(visitor.router.state.location.search).toContain('savedSearch=');
    visitor.unmount();

    const member = stubFetch({ 'GET /api/me': () => jsonResponse({ user: MEMBER }) });
    const { router } = renderPage(<SaveSearchButton />, {
      path: '/marketplace',
      url: '/marketplace?query=outboard&savedSearch=%00not-an-id',
    });
    await waitFor(() => expect(router.state.location.search).toBe('?query=outboard'));
    expect(member.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
