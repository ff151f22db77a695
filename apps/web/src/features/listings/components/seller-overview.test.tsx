import type { SellerOverview as SellerOverviewData } from '@marketplace/contract/listings-messages';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { SellerOverview } from './seller-overview';

const hoursAgo = (h: number) => new Date(Date.now() - h * 60 * 60 * 1000).toISOString();

const OVERVIEW: SellerOverviewData = {
  counts: { Pending: 2, Approved: 5, Rejected: 1, Expired: 0, Sold: 3 },
  totalViews: 1234,
  timesSaved: 17,
  recentEvents: [
    { type: 'sold', listingId: 'l1', listingName: 'Vintage chair', at: hoursAgo(2) },
    { type: 'approved', listingId: 'l2', listingName: '<b>Desk</b> lamp', at: hoursAgo(26) },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SellerOverview', () => {
  it('shows the counts by status, views, saves and the latest events with links', async () => {
    stubFetch({ 'GET /api/my/overview': () => jsonResponse(OVERVIEW) });
    renderPage(<SellerOverview />, { path: '/dashboard' });

    const section = screen.getByRole('region', { name: 'Your listings at a glance' });
    await within(section).findByText('Total views');
    const approved = within(section).getByText('Approved').closest('li')!;
    expect(within(approved).getByText('5')).toBeInTheDocument();
    expect(within(within(section).getByText('Sold').closest('li')!).getByText('3')).toBeInTheDocument();
    expect(
      within(within(section).getByText('Total views').closest('li')!).getByText('1,234'),
    ).toBeInTheDocument();
    expect(
      within(within(section).getByText('Times saved').closest('li')!).getByText('17'),
    ).toBeInTheDocument();

    const events = within(section).getByRole('list', { name: 'Recent activity' });
    const items = within(events).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Vintage chair' })).toHaveAttribute(
      'href',
      '/dashboard/my-listings/l1',
    );
    expect(items[0]).toHaveTextContent('Marked as sold · about 2 hours ago');
    // A name with markup stays text.
    expect(within(items[1]!).getByRole('link', { name: '<b>Desk</b> lamp' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Approved · 1 day ago');
  });

  it('offers a retry when the overview cannot be loaded', async () => {
    stubFetch({ 'GET /api/my/overview': () => jsonResponse({ code: 'INTERNAL', message: 'Boom' }, 500) });
    renderPage(<SellerOverview />, { path: '/dashboard' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your listing statistics.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
