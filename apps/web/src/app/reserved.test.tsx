import type { ListingCard as ListingCardData, ListingDetail } from '@marketplace/contract/listings-messages';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeListingCard } from '@/features/home/components/home-listing-card';
import { ItemDetailsCard } from '@/features/listings/components/item-details-card';
import { ListingCard } from '@/features/marketplace/components/listing-card';
import { MarketplaceBrowse } from '@/features/marketplace/components/marketplace-browse';
import { SavedListingsTab } from '@/features/saved/components/saved-listings-tab';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { stubScreenWidth } from '@/test/screen-width';

function card(overrides: Partial<ListingCardData> = {}): ListingCardData {
  return {
    id: 'a1',
    name: 'Kayak with paddle',
    price: 4200,
    imageUrl: null,
    condition: 'good',
    location: 'K. Malé',
    locationId: 7,
    category: 'Sports',
    categoryId: 1,
    datePosted: new Date().toISOString(),
    views: 0,
    item_display_id: 'PD-000010',
    sellerName: 'Ahmed',
    sellerAvatar: null,
    reserved: false,
    ...overrides,
  };
}

function detail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    id: 'l1',
    item_display_id: 'PD-000001',
    name: 'Kayak with paddle',
    price: 4200,
    condition: 'good',
    category: { id: 1, name: 'Sports' },
    location: { id: 7, name: 'K. Malé', atoll: 'Kaafu' },
    description: 'Two-seat kayak with one paddle.',
    attributes: [],
    images: [],
    status: 'Approved',
    rejectionReason: null,
    views: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    seller: {
      id: 'u1',
      name: 'Ahmed',
      avatarUrl: null,
      memberSince: '2024-06-10T00:00:00.000Z',
      mobile: null,
      instagramHandle: null,
      isVerifiedSeller: false,
    },
    isOwner: false,
    isSaved: false,
    boughtByYou: false,
    reserved: false,
    ...overrides,
  };
}

beforeEach(() => stubScreenWidth(1280));
afterEach(() => vi.unstubAllGlobals());

describe('Reserved (issue #13 item 3)', () => {
  it('badges a Reserved card and leaves an available one plain', () => {
    const { rerender } = render(
      <MemoryRouter>
        <ListingCard listing={card({ reserved: true })} />
      </MemoryRouter>,
    );
    expect(within(screen.getByRole('article')).getByText('Reserved')).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <ListingCard listing={card()} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Reserved')).toBeNull();
  });

  it('badges a Reserved card in the home page’s latest listings too', () => {
    render(
      <MemoryRouter>
        <HomeListingCard listing={card({ reserved: true })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Reserved')).toBeInTheDocument();
  });

  it('badges a Reserved listing among the member’s saved listings', async () => {
    const saved = (listingId: string, name: string, reserved: boolean) => ({
      listingId,
      savedAt: new Date().toISOString(),
      available: true,
      name,
      item_display_id: 'PD-000010',
      price: 4200,
      imageUrl: null,
      location: 'K. Malé',
      status: 'Approved',
      reserved,
    });
    stubFetch({
      'GET /api/saved': () =>
        jsonResponse({ items: [saved('s1', 'Kayak', true), saved('s2', 'Surfboard', false)] }),
    });
    renderPage(<SavedListingsTab />, { path: '/dashboard' });
    const kayak = (await screen.findByRole('link', { name: 'Kayak' })).closest('article')!;
    expect(within(kayak as HTMLElement).getByText('Reserved')).toBeInTheDocument();
    const surfboard = screen.getByRole('link', { name: 'Surfboard' }).closest('article')!;
    expect(within(surfboard as HTMLElement).queryByText('Reserved')).toBeNull();
  });

  it('badges the item page of a Reserved listing, not of a sold one', () => {
    const { rerender } = render(<ItemDetailsCard listing={detail({ reserved: true })} />);
    expect(screen.getByText('Reserved')).toBeInTheDocument();
    rerender(<ItemDetailsCard listing={detail({ reserved: true, status: 'Sold' })} />);
    expect(screen.queryByText('Reserved')).toBeNull();
  });

  it('"Hide reserved items" is a staged filter: Apply writes availability=available and asks the API for it', async () => {
    const page: MarketplacePage = {
      items: [card({ reserved: true }), card({ id: 'a2', name: 'Surfboard' })],
      total: 2,
      totalCapped: false,
      page: 1,
      pageSize: 12,
      sort: 'newest',
      facets: {
        categories: [[1, 2]],
        islands: [[7, 2]],
        conditions: { good: 2 },
        priceBounds: { min: 100, max: 5000 },
        approximate: { categories: false, islands: false, conditions: false },
      },
    };
    const { calls } = stubFetch({
      'GET /api/categories': () => jsonResponse([{ id: 1, name: 'Sports', slug: 'sports', fields: [] }]),
      'GET /api/locations': () => jsonResponse([]),
      'GET /api/marketplace/listings': () => jsonResponse(page),
    });
    const { user, router } = renderPage(<MarketplaceBrowse />, { path: '/marketplace' });
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    expect(await screen.findByText('Reserved')).toBeInTheDocument();
    const box = within(sidebar).getByRole('checkbox', { name: 'Hide reserved items' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(router.state.location.search).toBe('');
    await user.click(within(sidebar).getByRole('button', { name: 'Apply Filters' }));
    expect(router.state.location.search).toBe('?availability=available');
    await waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === '/api/marketplace/listings').at(-1)!;
      expect(last.url.searchParams.get('availability')).toBe('available');
    });
    expect(screen.getByRole('button', { name: 'Filters, 1 active' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('checkbox', { name: 'Hide reserved items' })).toBeChecked();
    await user.click(within(sidebar).getByRole('button', { name: 'Reset' }));
    expect(router.state.location.search).toBe('');
  });
});
