import { ADMIN_MESSAGES, type AdminOverview } from '@marketplace/contract/admin';
import { MODERATION_FIGURES_MESSAGES } from '@marketplace/contract/trusted-sellers';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { AdminOverviewPage } from './admin-overview-page';
import { durationLabel } from './moderation-figures';

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
    moderation: { queueSize: 0, oldestWaiting: null, medianDecisionMs: null, decisions: 0, autoApproved: 0 },
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

describe('AdminOverviewPage moderation queue (issue #14 item 4)', () => {
  it('shows the queue size, the oldest waiting with its age and link, and the median time to decision', async () => {
    stubFetch({
      'GET /api/admin/overview': () =>
        jsonResponse(
          overview({
            moderation: {
              queueSize: 12,
              oldestWaiting: {
                listingId: 'l9',
                itemDisplayId: 'PD-000009',
                name: 'Dive tank',
                waitingSince: '2026-11-22T10:00:00.000Z',
                waitingMs: 2 * 86_400_000,
              },
              medianDecisionMs: 5 * 3_600_000,
              decisions: 4,
              autoApproved: 3,
            },
          }),
        ),
    });
    renderPage(<AdminOverviewPage />);

    const section = await screen.findByRole('region', { name: MODERATION_FIGURES_MESSAGES.heading });
    expect(await within(section).findByRole('link', { name: '12' })).toHaveAttribute(
      'href',
      '/admin/listings?view=queue',
    );
    expect(within(section).getByText('2 days')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Dive tank (PD-000009)' })).toHaveAttribute(
      'href',
      '/admin/listings/l9',
    );
    expect(within(section).getByText('5 hours')).toBeInTheDocument();
    expect(
      within(section).getByText(
        `${MODERATION_FIGURES_MESSAGES.decisionsCount(4)} · ${MODERATION_FIGURES_MESSAGES.autoApproved(3)}`,
      ),
    ).toBeInTheDocument();
  });

  it('says when nobody waits and the admin decided nothing in the timeframe', async () => {
    stubFetch({ 'GET /api/admin/overview': () => jsonResponse(overview()) });
    renderPage(<AdminOverviewPage />);

    const section = await screen.findByRole('region', { name: MODERATION_FIGURES_MESSAGES.heading });
    expect(await within(section).findByText(MODERATION_FIGURES_MESSAGES.noneWaiting)).toBeInTheDocument();
    expect(within(section).getByText(MODERATION_FIGURES_MESSAGES.noDecisions)).toBeInTheDocument();
  });
});

describe('durationLabel', () => {
  it('words a duration as the admin reads it', () => {
    expect(durationLabel(0)).toBe(MODERATION_FIGURES_MESSAGES.underAMinute);
    expect(durationLabel(59_999)).toBe(MODERATION_FIGURES_MESSAGES.underAMinute);
    expect(durationLabel(45 * 60_000)).toBe('45 minutes');
    expect(durationLabel(5 * 3_600_000)).toBe('5 hours');
    expect(durationLabel(10 * 86_400_000)).toBe('10 days');
  });
});
