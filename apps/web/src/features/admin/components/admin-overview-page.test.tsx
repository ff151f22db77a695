import { ADMIN_MESSAGES, type AdminOverview } from '@marketplace/contract/admin';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { AdminOverviewPage } from './admin-overview-page';

const CARDS = [
  'Total Listings',
  'Approved Listings',
  'Pending Listings',
  'Rejected Listings',
  'Expired Listings',
  'Total Users',
];

function overview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  return {
    timeframe: 'all',
    totalListings: 42,
    approvedListings: 30,
    pendingListings: 7,
    rejectedListings: 5,
    expiredListings: 4,
    totalUsers: 118,
    ...overrides,
  };
}

/** The number shown on a stat card, found by the card's label. */
function counter(label: string): string {
  const card = screen.getByRole('link', { name: new RegExp(`^${label}`) });
  return within(card).getByText(/^\d[\d,]*$/).textContent ?? '';
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminOverviewPage', () => {
  it('shows the five stat cards for the chosen timeframe', async () => {
    const { calls } = stubFetch({ 'GET /api/admin/overview': () => jsonResponse(overview()) });
    renderPage(<AdminOverviewPage />);

    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to User Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await screen.findByText('118')).toBeInTheDocument();
    expect(CARDS.map(counter)).toEqual(['42', '30', '7', '5', '4', '118']);
    // Issue #14 item 3: the expired ones, linked to the listings filtered by Expired.
    expect(screen.getByRole('link', { name: /^Expired Listings/ })).toHaveAttribute('href', '/admin/listings?status=Expired');
    expect(screen.getByRole('link', { name: /^Pending Listings/ })).toHaveAttribute(
      'href',
      '/admin/listings?view=queue',
    );
    const select = screen.getByLabelText('Timeframe');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Last 7 days', 'Last 30 days', 'All time']);
    expect(calls[0]?.url.searchParams.get('timeframe')).toBe('all');
    expect(screen.queryByText(ADMIN_MESSAGES.noData)).toBeNull();
  });

  it('resets every counter to 0 and toasts "Error fetching stats" when the stats fail', async () => {
    stubFetch({
      'GET /api/admin/overview': ({ url }) =>
        url.searchParams.get('timeframe') === '7d'
          ? jsonResponse({ code: 'INTERNAL', message: 'Database unavailable' }, 500)
          : jsonResponse(overview()),
    });
    const { user } = renderPage(<AdminOverviewPage />);
    expect(await screen.findByText('118')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Timeframe'), 'Last 7 days');

    expect(await screen.findByText(ADMIN_MESSAGES.statsFailed)).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(CARDS.map(counter)).toEqual(['0', '0', '0', '0', '0', '0']);
  });

  it('says there is no data when the timeframe has no listings', async () => {
    stubFetch({
      'GET /api/admin/overview': () =>
        jsonResponse(
          overview({
            totalListings: 0,
            approvedListings: 0,
            pendingListings: 0,
            rejectedListings: 0,
            expiredListings: 0,
            totalUsers: 3,
          }),
        ),
    });
    renderPage(<AdminOverviewPage />);

    expect(await screen.findByText(ADMIN_MESSAGES.noData)).toBeInTheDocument();
    expect(counter('Total Users')).toBe('3');
  });
});
