import type { ListingCard } from '@marketplace/contract/listings-messages';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, TEST_SITE, testUser } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';

function listing(n: number): ListingCard {
  return {
    id: `l${n}`,
    name: `Item number ${n}`,
    price: 1000 + n,
    imageUrl: null,
    condition: 'good',
    location: 'K. Malé',
    locationId: 3,
    category: 'Furniture',
    categoryId: 1,
    datePosted: '2025-01-01T00:00:00.000Z',
    views: 0,
    item_display_id: `PD-00000${n}`,
    sellerName: 'Seller',
    sellerAvatar: null,
    reserved: false,
  };
}

const PAGE: MarketplacePage = {
  items: Array.from({ length: 12 }, (_, i) => listing(i + 1)),
  total: 40,
  totalCapped: false,
  page: 1,
  pageSize: 12,
  sort: 'newest',
  facets: {
    categories: [],
    islands: [],
    conditions: {},
    priceBounds: null,
    approximate: { categories: false, islands: false, conditions: false },
  },
};

describe('home page', () => {
  it('shows the newest eight listings, its own top bar and no site header', async () => {
    const { calls } = stubFetch({
      'GET /api/me': () => jsonResponse({ user: null }),
      'GET /api/site': () => jsonResponse(TEST_SITE),
      'GET /api/marketplace/listings': () => jsonResponse(PAGE),
    });
    renderApp('/');

    const latest = await screen.findByRole('region', { name: 'Latest listings' });
    const cards = await within(latest).findAllByRole('article');
    expect(cards).toHaveLength(8);
    expect(within(cards[0]!).getByRole('link', { name: 'Item number 1' })).toHaveAttribute(
      'href',
      '/item/l1',
    );
    expect(within(cards[0]!).getByText('MVR 1,001')).toBeInTheDocument();
    expect(
      calls.find((c) => c.url.pathname === '/api/marketplace/listings')!.url.searchParams.get('page'),
    ).toBe('1');

    expect(screen.queryByRole('banner', { name: 'Site' })).not.toBeInTheDocument();
    const bar = screen.getByRole('banner', { name: 'Home' });
    expect(within(bar).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('heading', { level: 1, name: TEST_SITE.siteName })).toBeInTheDocument();
  });

  it('searches the marketplace from the hero, and offers the dashboard to a member', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: testUser() }),
      'GET /api/site': () => jsonResponse(TEST_SITE),
      'GET /api/marketplace/listings': () => jsonResponse(PAGE),
    });
    const { user, router } = renderApp('/');

    const bar = await screen.findByRole('banner', { name: 'Home' });
    expect(within(bar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(bar).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    const hero = screen.getAllByRole('search')[0]!;
    await user.type(within(hero).getByRole('textbox', { name: 'Search listings' }), ' sofa ');
    await user.click(within(hero).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace'));
    expect(router.state.location.search).toBe('?query=sofa');
  });
});
