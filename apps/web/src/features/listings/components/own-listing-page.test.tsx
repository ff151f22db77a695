import { OWNER_LISTING_MESSAGES, type ListingDetail } from '@marketplace/contract/listings-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/test/render-app';
import { jsonResponse, renderPage, stubFetch, type FetchCall } from '@/test/render-page';
import { OwnListingPage } from './own-listing-page';

function detail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    id: 'l1',
    item_display_id: 'PD-000001',
    name: 'Vintage chair',
    price: 1500,
    condition: 'good',
    category: { id: 1, name: 'Furniture' },
    location: { id: 7, name: 'K. Malé', atoll: 'Kaafu' },
    description: 'Solid rattan, a few scuffs.',
    attributes: [],
    images: [],
    status: 'Approved',
    rejectionReason: null,
    views: 3,
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    seller: {
      id: 'u-1',
      name: 'Aishath Ibrahim',
      avatarUrl: null,
      memberSince: '2024-06-10T00:00:00.000Z',
      mobile: null,
      instagramHandle: null,
      isVerifiedSeller: false,
    },
    isOwner: true,
    isSaved: false,
    boughtByYou: false,
    reserved: false,
    ...overrides,
  };
}

function setup(listing: ListingDetail, extra: Record<string, (call: FetchCall) => Response> = {}) {
  const fetch = stubFetch({
    'GET /api/me': () => jsonResponse({ user: testUser() }),
    'GET /api/listings/l1': () => jsonResponse(listing),
    ...extra,
  });
  const rendered = renderPage(<OwnListingPage listingId="l1" />, {
    path: '/dashboard/my-listings/:listingId',
    url: '/dashboard/my-listings/l1',
    routes: [{ path: '/dashboard', element: <p>Dashboard</p> }],
  });
  return { ...rendered, ...fetch };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OwnListingPage', () => {
  it('offers Edit, Mark as Sold and Delete on an approved listing', async () => {
    setup(detail());

    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dashboard?tab=submit-listing&edit=l1',
    );
    expect(screen.getByRole('button', { name: 'Mark as Sold' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('hides Edit and Mark as Sold for a sold listing but keeps Delete', async () => {
    setup(detail({ status: 'Sold' }));

    expect(await screen.findByText(OWNER_LISTING_MESSAGES.soldCannotBeEdited)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as Sold' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('offers Mark as Sold only for an approved listing', async () => {
    setup(detail({ status: 'Rejected', rejectionReason: 'Blurry photos' }));

    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Sold' })).toBeNull();
    expect(screen.getByText('Blurry photos')).toBeInTheDocument();
  });

  it('marks the listing as sold after confirmation', async () => {
    const { user, calls } = setup(detail(), {
      'POST /api/listings/l1/sold': () => jsonResponse(detail({ status: 'Sold' })),
    });

    await user.click(await screen.findByRole('button', { name: 'Mark as Sold' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark this listing as sold?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Sold' }));

    expect(await screen.findByText(OWNER_LISTING_MESSAGES.markedSold)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull());
    expect(
      calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/listings/l1/sold'),
    ).toHaveLength(1);
  });

  it('deletes after confirmation and returns to My Listings', async () => {
    const { user, router, calls } = setup(detail({ status: 'Pending' }), {
      'DELETE /api/listings/l1': () => jsonResponse({ ok: true }),
    });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this listing?' });
    expect(within(dialog).getByText(OWNER_LISTING_MESSAGES.deleteConfirm)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(OWNER_LISTING_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?tab=my-listings');
  });

  it('keeps the listing and says so when deleting fails', async () => {
    const { user, router } = setup(detail(), {
      'DELETE /api/listings/l1': () => jsonResponse({ code: 'INTERNAL', message: 'Boom' }, 500),
    });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(OWNER_LISTING_MESSAGES.deleteFailed)).toBeInTheDocument();
    expect(screen.getByText(OWNER_LISTING_MESSAGES.deleteFailedText)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/my-listings/l1');
  });

  it('offers one-click Renew and Edit on an expired listing, and shows it Approved once renewed', async () => {
    const { user, calls } = setup(detail({ status: 'Expired' }), {
      'POST /api/listings/l1/renew': () => jsonResponse(detail({ status: 'Approved' })),
    });

    const note = (await screen.findByText(/No longer on the marketplace\. Renew it to bring it back for another 60 days/)).closest(
      '[role="status"]',
    )!;
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Sold' })).not.toBeInTheDocument();

    await user.click(within(note as HTMLElement).getByRole('button', { name: 'Renew Vintage chair' }));

    expect(await screen.findByText('Listing Renewed')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/listings/l1/renew')).toHaveLength(1);
    // The page shows the listing as the server returned it, without a reload.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Renew/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark as Sold' })).toBeInTheDocument();
  });

  it('offers Preview As Public on an approved listing, opening the public page in a new tab', async () => {
    setup(detail());

    const preview = await screen.findByRole('link', { name: /^Preview As Public/ });
    expect(preview).toHaveAttribute('href', '/item/l1');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/Only you can see this preview/)).toBeNull();
  });

  it.each([
    ['Pending', 'Only you can see this preview until the listing is approved.'],
    ['Rejected', 'Only you can see this preview: rejected listings are not public.'],
    ['Sold', 'Only you can see this preview: sold listings are no longer public.'],
  ] as const)('says a %s listing’s preview is not what the public sees', async (status, note) => {
    setup(detail({ status, rejectionReason: status === 'Rejected' ? 'Blurry photos' : null }));

    const preview = await screen.findByRole('link', { name: /^Preview As Public/ });
    expect(preview).toHaveAttribute('href', '/item/l1');
    expect(preview).toHaveAccessibleDescription(note);
    expect(screen.getByText(note)).toBeVisible();
  });

  it('shows markup in the name and description as plain text', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const { container } = setup(
      detail({ name, description: 'javascript:alert(1)\n<script>alert(1)</script>' }),
    );

    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByText(/javascript:alert\(1\)/)).toBeInTheDocument();
    expect(container.querySelector('img[src="x"], script')).toBeNull();
  });
});
