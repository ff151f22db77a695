import type {
  AdminListingRow,
  AdminListingsPage as AdminListingsPageData,
  ListingDetail,
} from '@marketplace/contract/listings-messages';
import { TRUSTED_SELLER_MESSAGES } from '@marketplace/contract/trusted-sellers';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { AdminListingDetailPage } from './admin-listing-detail-page';
import { AdminListingsPage } from './admin-listings-page';
import { AutoApprovedBadge } from './auto-approved-badge';

function row(overrides: Partial<AdminListingRow> = {}): AdminListingRow {
  return {
    id: 'l1',
    item_display_id: 'PD-000001',
    name: 'Vintage chair',
    price: 1500,
    imageUrl: null,
    category: 'Furniture',
    status: 'Approved',
    rejectionReason: null,
    seller: { id: 'u1', name: 'Aishath Ibrahim', avatarUrl: null, email: 'aishath@example.mv' },
    autoApproved: false,
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  };
}

function page(items: AdminListingRow[]): AdminListingsPageData {
  return { items, total: items.length, page: 1, pageSize: 20 };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AutoApprovedBadge', () => {
  it('marks an auto-approved listing, and nothing else', () => {
    const { rerender } = render(<AutoApprovedBadge autoApproved />);
    expect(screen.getByText(TRUSTED_SELLER_MESSAGES.autoApprovedBadge)).toHaveAttribute(
      'title',
      TRUSTED_SELLER_MESSAGES.autoApprovedHint,
    );
    rerender(<AutoApprovedBadge autoApproved={false} />);
    expect(screen.queryByText(TRUSTED_SELLER_MESSAGES.autoApprovedBadge)).toBeNull();
    rerender(<AutoApprovedBadge autoApproved={undefined} />);
    expect(screen.queryByText(TRUSTED_SELLER_MESSAGES.autoApprovedBadge)).toBeNull();
  });
});

describe('auto-approved listings in the admin table', () => {
  it('badges only the auto-approved row, and offers Send back on Approved rows only', async () => {
    stubFetch({
      'GET /api/admin/listings': () =>
        jsonResponse(
          page([
            row({ autoApproved: true }),
            row({ id: 'l2', name: 'Old bicycle', item_display_id: 'PD-000002' }),
            row({ id: 'l3', name: 'Fishing net', item_display_id: 'PD-000003', status: 'Pending' }),
          ]),
        ),
    });
    renderPage(<AdminListingsPage />);

    const chair = (await screen.findByText('Vintage chair')).closest('tr')!;
    expect(within(chair).getByText(TRUSTED_SELLER_MESSAGES.autoApprovedBadge)).toBeInTheDocument();
    const bicycle = screen.getByText('Old bicycle').closest('tr')!;
    expect(within(bicycle).queryByText(TRUSTED_SELLER_MESSAGES.autoApprovedBadge)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Vintage chair back to review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Old bicycle back to review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Fishing net back to review' })).toBeNull();
  });

  it('asks before sending back, then sends it and toasts', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/listings': () => jsonResponse(page([row({ autoApproved: true })])),
      'POST /api/admin/listings/l1/send-back': () => jsonResponse(row({ status: 'Pending' })),
    });
    const { user } = renderPage(<AdminListingsPage />);

    await user.click(await screen.findByRole('button', { name: 'Send Vintage chair back to review' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(TRUSTED_SELLER_MESSAGES.sendBackTitle('Vintage chair')),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: TRUSTED_SELLER_MESSAGES.sendBack }));

    expect(await screen.findByText(TRUSTED_SELLER_MESSAGES.sentBack)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      '/api/admin/listings/l1/send-back',
    ]);
  });

  it('toasts the server’s message when the listing is no longer Approved', async () => {
    stubFetch({
      'GET /api/admin/listings': () => jsonResponse(page([row()])),
      'POST /api/admin/listings/l1/send-back': () =>
        jsonResponse(
          { code: 'CONFLICT', message: 'A listing that is Sold cannot be sent back to review.' },
          409,
        ),
    });
    const { user } = renderPage(<AdminListingsPage />);

    await user.click(await screen.findByRole('button', { name: 'Send Vintage chair back to review' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: TRUSTED_SELLER_MESSAGES.sendBack,
      }),
    );
    expect(
      await screen.findByText('A listing that is Sold cannot be sent back to review.'),
    ).toBeInTheDocument();
  });
});

function detail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    id: 'l1',
    item_display_id: 'PD-000001',
    name: 'Vintage chair',
    price: 1500,
    condition: 'good',
    category: { id: 1, name: 'Furniture' },
    location: { id: 2, name: 'HA. Dhidhdhoo', atoll: 'Haa Alif' },
    description: 'Teak.',
    attributes: [],
    images: [],
    status: 'Approved',
    rejectionReason: null,
    views: 12,
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-05T10:00:00.000Z',
    seller: {
      id: 'u1',
      name: 'Aishath Ibrahim',
      avatarUrl: null,
      memberSince: '2024-01-01T00:00:00.000Z',
      mobile: null,
      instagramHandle: null,
      isVerifiedSeller: true,
    },
    isOwner: false,
    isSaved: false,
    boughtByYou: false,
    reserved: false,
    autoApproved: true,
    ...overrides,
  };
}

describe('an auto-approved listing on the admin detail page', () => {
  it('is marked, and the admin can send it back to review after confirming', async () => {
    let current = detail();
    const { calls } = stubFetch({
      'GET /api/listings/l1': () => jsonResponse(current),
      'POST /api/admin/listings/l1/send-back': () => {
        current = detail({ status: 'Pending', autoApproved: false });
        return jsonResponse(row({ status: 'Pending' }));
      },
    });
    const { user } = renderPage(<AdminListingDetailPage listingId="l1" />);

    expect(await screen.findByText(TRUSTED_SELLER_MESSAGES.autoApprovedBadge)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TRUSTED_SELLER_MESSAGES.sendBack }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: TRUSTED_SELLER_MESSAGES.sendBack }));

    expect(await screen.findByText(TRUSTED_SELLER_MESSAGES.sentBack)).toBeInTheDocument();
    expect(
      calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/admin/listings/l1/send-back'),
    ).toBe(true);
    // The page refreshes: Pending, unmarked, with Approve instead of Send back.
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.queryByText(TRUSTED_SELLER_MESSAGES.autoApprovedBadge)).toBeNull();
    expect(screen.queryByRole('button', { name: TRUSTED_SELLER_MESSAGES.sendBack })).toBeNull();
  });

  it('offers no Send back for a listing that is not Approved', async () => {
    stubFetch({
      'GET /api/listings/l1': () => jsonResponse(detail({ status: 'Sold', autoApproved: false })),
    });
    renderPage(<AdminListingDetailPage listingId="l1" />);
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TRUSTED_SELLER_MESSAGES.sendBack })).toBeNull();
    expect(screen.queryByText(TRUSTED_SELLER_MESSAGES.autoApprovedBadge)).toBeNull();
  });
});
