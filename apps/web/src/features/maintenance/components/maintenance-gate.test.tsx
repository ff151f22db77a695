import type { CurrentUser } from '@marketplace/contract/accounts-messages';
import { MAINTENANCE_MESSAGES } from '@marketplace/contract/site-settings';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { renderApp, renderWithProviders, TEST_SITE, testUser } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';
import { MaintenanceGate } from './maintenance-gate';

function serve(user: CurrentUser | null, maintenance: boolean) {
  return stubFetch({
    'GET /api/me': () => jsonResponse({ user }),
    'GET /api/site': () => jsonResponse({ ...TEST_SITE, maintenance }),
    'GET /api/site/status': () => jsonResponse({ maintenance, forcedByEnvironment: false }),
  });
}

const notice = () => screen.queryByRole('heading', { name: MAINTENANCE_MESSAGES.heading });

describe('maintenance mode', () => {
  it('shows visitors the full-page notice instead of any page', async () => {
    serve(null, true);
    renderApp('/about');

    expect(await screen.findByRole('heading', { name: MAINTENANCE_MESSAGES.heading })).toBeInTheDocument();
    expect(screen.getByText(MAINTENANCE_MESSAGES.text)).toBeInTheDocument();
    expect(screen.getByTestId('maintenance-animation')).toHaveStyle({ animationDuration: '2.5s' });
    expect(screen.getByTestId('maintenance-animation')).toHaveClass('motion-safe:animate-bounce');
    expect(screen.queryByRole('banner', { name: 'Site' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About Pre-loved' })).not.toBeInTheDocument();
  });

  it('offline, lets a stored page through when maintenance cannot be confirmed (issue #12)', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      stubFetch({
        'GET /api/me': () => jsonResponse({ user: null }),
        // The service worker's stored shell still says maintenance; the status cannot be asked offline.
        'GET /api/site': () => jsonResponse({ ...TEST_SITE, maintenance: true }),
        'GET /api/site/status': () => Promise.reject(new TypeError('Failed to fetch')),
      });
      renderApp('/about');
      expect(await screen.findByRole('heading', { level: 1, name: 'About Pre-loved' })).toBeInTheDocument();
      expect(notice()).not.toBeInTheDocument();
    } finally {
      offline.mockRestore();
    }
  });

  it('keeps /signin open so the admin can sign in', async () => {
    serve(null, true);
    renderApp('/signin');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();
  });

  it('lets the admin see the site, under a "Maintenance mode is on" banner', async () => {
    serve(testUser({ role: 'admin' }), true);
    renderApp('/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'About Pre-loved' })).toBeInTheDocument();
    expect(await screen.findByText('Maintenance mode is on')).toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();
  });

  it('shows no notice and no banner when maintenance is off', async () => {
    serve(testUser({ role: 'admin' }), false);
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Pre-loved' })).toBeInTheDocument();
    expect(screen.queryByText('Maintenance mode is on')).not.toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();
  });

  it('treats an API answer of 503 SERVICE_UNAVAILABLE as maintenance', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: testUser() }),
      'GET /api/site': () => jsonResponse(TEST_SITE),
      'GET /api/site/status': () => jsonResponse({ maintenance: true, forcedByEnvironment: false }),
      'POST /api/things': () =>
        jsonResponse({ code: 'SERVICE_UNAVAILABLE', message: MAINTENANCE_MESSAGES.text }, 503),
    });
    function Page() {
      // A write is never retried, so the 503 surfaces at once.
      const things = useQuery({
        queryKey: ['things'],
        queryFn: () => apiRequest<{ ok: true }>('/api/things', { method: 'POST' }),
      });
      return <p>{things.isError ? 'Failed' : 'Loading things'}</p>;
    }
    renderWithProviders(
      <MaintenanceGate>
        <Page />
      </MaintenanceGate>,
      { path: '/marketplace' },
    );

    expect(await screen.findByRole('heading', { name: MAINTENANCE_MESSAGES.heading })).toBeInTheDocument();
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  });
});
