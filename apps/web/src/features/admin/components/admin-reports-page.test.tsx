import { ADMIN_MESSAGES, type AdminReports } from '@marketplace/contract/admin';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import dvCommon from '@/i18n/locales/dv/common';
import { showInDhivehi } from '@/test/language';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { AdminReportsPage } from './admin-reports-page';

const reports: AdminReports = {
  userActivity: [
    { month: '2025-01', profilesUpdated: 4, signIns: 10 },
    { month: '2025-02', profilesUpdated: 6, signIns: 12 },
    { month: '2025-03', profilesUpdated: 1, signIns: 3 },
    { month: '2025-04', profilesUpdated: 0, signIns: 0 },
    { month: '2025-05', profilesUpdated: 9, signIns: 20 },
  ],
  listingsByCategory: [
    { category: 'Furniture', count: 8 },
    { category: 'Electronics', count: 5 },
    { category: 'Boats', count: 2 },
    { category: 'Books', count: 1 },
  ],
  topCategories: [
    { category: 'Furniture', count: 8 },
    { category: 'Electronics', count: 5 },
    { category: 'Boats', count: 2 },
  ],
  topUsers: [
    { userId: 'u1', name: 'Aishath Ibrahim', listings: 6 },
    { userId: 'u2', name: 'Hassan Ali', listings: 1 },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminReportsPage', () => {
  it('charts five months side by side and lists the top 3s, with the numbers in tables for screen readers', async () => {
    stubFetch({ 'GET /api/admin/reports': () => jsonResponse(reports) });
    renderPage(<AdminReportsPage />);

    expect(screen.getByRole('heading', { name: 'Platform Reports' })).toBeInTheDocument();
    const activity = await screen.findByRole('table', { name: 'User activity, last 5 months' });
    expect(within(activity).getAllByRole('row')).toHaveLength(6);
    expect(within(activity).getByRole('row', { name: 'May 2025 9 20' })).toBeInTheDocument();
    const byCategory = screen.getByRole('table', { name: 'Listings by category' });
    expect(within(byCategory).getByRole('row', { name: 'Books 1' })).toBeInTheDocument();
    expect(screen.getByText('Aishath Ibrahim')).toBeInTheDocument();
    expect(screen.getByText('6 listings')).toBeInTheDocument();
    expect(screen.getByText('1 listing')).toBeInTheDocument();
  });

  it('toasts "Failed to load reports" on error', async () => {
    stubFetch({ 'GET /api/admin/reports': () => jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500) });
    renderPage(<AdminReportsPage />);
    expect((await screen.findAllByText(ADMIN_MESSAGES.reportsFailed)).length).toBeGreaterThan(0);
    expect(screen.getByText('boom')).toBeInTheDocument();
  });

  // Issue #37 item 4t: in Dhivehi the category names stayed English, and the chart drew them and the counts
  // over its bars (its labels are placed as a left-to-right page reads them).
  it('names the categories in Dhivehi, in the chart, its table and the top 3, and draws the chart left to right', async () => {
    await showInDhivehi();
    stubFetch({ 'GET /api/admin/reports': () => jsonResponse(reports) });
    renderPage(<AdminReportsPage />);
    const furniture = dvCommon.categoryNames.Furniture;
    expect((await screen.findAllByRole('row', { name: `${furniture} 8` })).length).toBeGreaterThan(0);
    expect(screen.queryByText('Furniture')).toBeNull();
    expect(screen.getAllByText(furniture).length).toBeGreaterThan(1);
    for (const chart of document.querySelectorAll('figure > div[aria-hidden="true"]'))
      expect(chart).toHaveAttribute('dir', 'ltr');
  });
});
