import type { ListingDetail, OwnListingRow } from '@marketplace/contract/listings-messages';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { MyListingsTab } from './my-listings-tab';

function row(overrides: Partial<OwnListingRow> = {}): OwnListingRow {
  return {
    id: 'l1',
    item_display_id: 'PD-000001',
    name: 'Vintage chair',
    price: 1500,
    status: 'Approved',
    reserved: false,
    rejectionReason: null,
    imageUrl: null,
    views: 3,
    category: 'Furniture',
    location: 'K. Malé',
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    expiresAt: '2025-05-03T10:00:00.000Z',
    ...overrides,
  };
}

function setup(items: OwnListingRow[]) {
  const fetch = stubFetch({ 'GET /api/my/listings': () => jsonResponse({ items }) });
  const rendered = renderPage(<MyListingsTab />, {
    path: '/dashboard',
    routes: [{ path: '/dashboard/my-listings/:listingId', element: <p>Own listing page</p> }],
  });
  return { ...rendered, ...fetch };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MyListingsTab', () => {
  it('names each row link by the listing alone; status, price and rejection reason stay outside it', async () => {
    const reason = 'Photos are blurry, please retake them in daylight.';
    const { user, router } = setup([
      row(),
      row({
        id: 'l2',
        item_display_id: 'PD-000002',
        name: 'Surfboard 6ft',
        status: 'Rejected',
        rejectionReason: reason,
      }),
    ]);

    const link = await screen.findByRole('link', { name: 'Surfboard 6ft' });
    expect(link).toHaveAttribute('href', '/dashboard/my-listings/l2');
    expect(screen.getByRole('link', { name: 'Vintage chair' })).toHaveAttribute(
      'href',
      '/dashboard/my-listings/l1',
    );
    expect(screen.getAllByRole('link')).toHaveLength(2);

    const item = link.closest('li')!;
    expect(within(item).getByRole('heading', { level: 3, name: 'Surfboard 6ft' })).toContainElement(link);
    expect(within(item).getByText(reason)).toBeInTheDocument();
    expect(within(item).getByText('Rejected')).toBeInTheDocument();
    expect(within(item).getByText('PD-000002')).toBeInTheDocument();
    expect(link).not.toHaveTextContent(reason);
    expect(link).not.toHaveTextContent('Rejected');

    await user.click(link);
    expect(await screen.findByText('Own listing page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/my-listings/l2');
  });

  it('shows Reserved beside Approved on a listing an accepted offer holds (issue #13)', async () => {
    setup([row(), row({ id: 'l2', name: 'Kayak', reserved: true })]);
    const reserved = (await screen.findByRole('link', { name: 'Kayak' })).closest('li')!;
    expect(within(reserved).getByText('Approved')).toBeInTheDocument();
    expect(within(reserved).getByText('Reserved')).toBeInTheDocument();
    const free = screen.getByRole('link', { name: 'Vintage chair' }).closest('li')!;
    expect(within(free).queryByText('Reserved')).not.toBeInTheDocument();
  });

  it('wraps the status filters onto more lines instead of a clipped horizontal scroll', async () => {
    setup([row()]);
    await screen.findByText('Vintage chair');

    const group = screen.getByRole('group', { name: 'Filter by status' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Pending', 'Approved', 'Rejected', 'Sold', 'Expired']);
    // jsdom has no layout: assert the wrapping itself (at 360 px the six pills need two lines).
    expect(group).toHaveClass('flex-wrap');
    expect(group).not.toHaveClass('overflow-x-auto');
  });

  it('filters by status through the pressed filter button', async () => {
    const { user, calls } = setup([row()]);
    await screen.findByText('Vintage chair');

    await user.click(screen.getByRole('button', { name: 'Rejected' }));

    expect(screen.getByRole('button', { name: 'Rejected' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await vi.waitFor(() =>
      expect(calls.some((c) => c.url.searchParams.get('status') === 'Rejected')).toBe(true),
    );
  });

  it('shows an Expired listing with its badge, when it ended and a one-click Renew that updates the list', async () => {
    let renewed = false;
    const expired = row({ id: 'l2', name: 'Kayak', status: 'Expired', expiresAt: '2025-05-03T10:00:00.000Z' });
    stubFetch({
      'GET /api/my/listings': () =>
        jsonResponse({ items: [row(), renewed ? { ...expired, status: 'Approved', expiresAt: '2025-08-01T10:00:00.000Z' } : expired] }),
      'POST /api/listings/l2/renew': () => {
        renewed = true;
        return jsonResponse({ id: 'l2', name: 'Kayak', status: 'Approved' } as Partial<ListingDetail>);
      },
    });
    const { user } = renderPage(<MyListingsTab />, { path: '/dashboard' });
    const item = (await screen.findByRole('link', { name: 'Kayak' })).closest('li')!;
    expect(within(item).getByText('Expired')).toBeInTheDocument();
    expect(within(item).getByText('Expired May 3, 2025')).toBeInTheDocument();
    expect(within(item).getByText(/Renew it to bring it back for another 60 days/)).toBeInTheDocument();
    // Only the Expired one offers Renew; the Approved one says when its term ends.
    const chair = screen.getByRole('link', { name: 'Vintage chair' }).closest('li')!;
    expect(within(chair).queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();
    expect(within(chair).getByText('Expires May 3, 2025')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Renew Kayak' }));

    expect(await screen.findByText('Listing Renewed')).toBeInTheDocument();
    expect(screen.getByText('Your listing is back on the marketplace.')).toBeInTheDocument();
    // The list updates without a reload.
    await vi.waitFor(() => {
      const again = screen.getByRole('link', { name: 'Kayak' }).closest('li')!;
      expect(within(again).getByText('Approved')).toBeInTheDocument();
      expect(within(again).queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();
    });
  });

  it('says so when a renewal is refused, and leaves the listing Expired', async () => {
    stubFetch({
      'GET /api/my/listings': () => jsonResponse({ items: [row({ id: 'l3', name: 'Rod', status: 'Expired' })] }),
      'POST /api/listings/l3/renew': () =>
        jsonResponse({ code: 'CONFLICT', message: 'A listing that is Approved cannot be renewed.' }, 409),
    });
    const { user } = renderPage(<MyListingsTab />, { path: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Renew Rod' }));
    expect(await screen.findByText('Could Not Renew')).toBeInTheDocument();
    expect(screen.getByText('A listing that is Approved cannot be renewed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew Rod' })).toBeEnabled();
  });
});
