import type { AdminUserRow } from '@marketplace/contract/admin';
import { MODERATION_MESSAGES, type ListingDetail } from '@marketplace/contract/listings-messages';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { AdminListingDetailPage } from './admin-listing-detail-page';

function listing(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    id: 'l1',
    item_display_id: 'PD-000001',
    name: 'Vintage chair',
    price: 1500,
    condition: 'good',
    category: { id: 1, name: 'Furniture' },
    location: { id: 2, name: 'HA. Dhidhdhoo', atoll: 'Haa Alif' },
    description: 'Teak.\nSeats one.',
    attributes: [],
    images: [1, 2, 3].map((n) => ({
      id: `img${n}`,
      thumbUrl: `/media/listings/l1/img${n}-400.webp`,
      mediumUrl: `/media/listings/l1/img${n}-800.webp`,
      largeUrl: `/media/listings/l1/img${n}-1600.webp`,
      width: 400,
      height: 300,
    })),
    status: 'Pending',
    rejectionReason: null,
    views: 12,
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-05T10:00:00.000Z',
    seller: {
      id: 'u1',
      name: 'Aishath Ibrahim',
      avatarUrl: null,
      memberSince: '2024-01-01T00:00:00.000Z',
      mobile: '7712345',
      instagramHandle: null,
      isVerifiedSeller: true,
    },
    isOwner: false,
    isSaved: false,
    boughtByYou: false,
    reserved: false,
    ...overrides,
  };
}

const seller: AdminUserRow = {
  id: 'u1',
  firstName: 'Aishath',
  lastName: 'Ibrahim',
  email: 'aishath@example.mv',
  mobile: '7712345',
  nationalIdNumber: 'A123456',
  location: null,
  instagramHandle: null,
  avatarUrl: null,
  joinDate: '2024-01-01T00:00:00.000Z',
  status: 'active',
  role: 'user',
  isVerifiedSeller: true,
  idVerificationStatus: 'verified',
  idVerificationAdminNotes: null,
  hasIdPhotos: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminListingDetailPage', () => {
  it('shows every field, every photo, the seller and the status history', async () => {
    const { calls } = stubFetch({
      'GET /api/listings/l1': () => jsonResponse(listing()),
      'GET /api/admin/users/u1': () => jsonResponse(seller),
      'GET /api/admin/activity-logs': () =>
        jsonResponse({
          items: [
            {
              id: 'a1',
              created_at: '2025-03-04T10:00:00.000Z',
              user_email: 'aishath@example.mv',
              action_type: 'CREATE_LISTING',
              description: 'Listing PD-000001 submitted',
              ip_address: null,
              details: null,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 15,
        }),
    });
    renderPage(<AdminListingDetailPage listingId="l1" />);

    expect(await screen.findByRole('heading', { name: 'Vintage chair' })).toBeInTheDocument();
    expect(screen.getAllByText('MVR 1,500').length).toBeGreaterThan(0);
    expect(screen.getByText('Furniture')).toBeInTheDocument();
    expect(screen.getByText('Good')).toBeInTheDocument();
    expect(screen.getByText('HA. Dhidhdhoo, Haa Alif')).toBeInTheDocument();
    expect(screen.getByText(/Teak\.\s+Seats one\./)).toHaveClass('whitespace-pre-line');
    expect(screen.getAllByRole('img', { name: /^Photo \d of 3/ })).toHaveLength(3);

    expect(await screen.findByRole('link', { name: 'aishath@example.mv' })).toBeInTheDocument();
    expect(screen.getByText('Verified seller').nextElementSibling).toHaveTextContent('Verified');
    expect(await screen.findByText('Listing PD-000001 submitted')).toBeInTheDocument();
    const logCall = calls.find((c) => c.url.pathname === '/api/admin/activity-logs');
    expect(logCall?.url.searchParams.get('query')).toBe('PD-000001');

    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('approves from the detail page', async () => {
    const { calls } = stubFetch({
      'GET /api/listings/l1': () => jsonResponse(listing()),
      'GET /api/admin/users/u1': () => jsonResponse(seller),
      'GET /api/admin/activity-logs': () => jsonResponse({ items: [], total: 0, page: 1, pageSize: 15 }),
      'POST /api/admin/listings/l1/status': () => jsonResponse({}),
    });
    const { user } = renderPage(<AdminListingDetailPage listingId="l1" />);

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(MODERATION_MESSAGES.approved)).toBeInTheDocument();
    expect(JSON.parse(String(calls.find((c) => c.method === 'POST')?.init?.body))).toEqual({
      status: 'Approved',
    });
  });

  it('says when the listing does not exist', async () => {
    stubFetch({});
    renderPage(<AdminListingDetailPage listingId="nope" />);
    const heading = await screen.findByRole('heading', { name: 'Listing not found' });
    expect(heading).toBeInTheDocument();
    expect(within(document.body).getByRole('link', { name: 'Back to Listing Management' })).toHaveAttribute(
      'href',
      '/admin/listings',
    );
  });
});
