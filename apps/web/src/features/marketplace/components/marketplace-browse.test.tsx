import type { ListingCard } from '@marketplace/contract/listings';
import type { MarketplacePage } from '@marketplace/contract/marketplace';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { MarketplaceBrowse } from './marketplace-browse';

function cards(count: number): ListingCard[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `l${i + 1}`,
    name: `Item ${i + 1}`,
    price: 100 + i,
    imageUrl: null,
    condition: 'good',
    location: 'K. Malé',
    locationId: 7,
    category: 'Furniture',
    categoryId: 1,
    datePosted: new Date().toISOString(),
    views: 0,
    item_display_id: `PD-00000${i + 1}`,
    sellerName: 'Seller',
    sellerAvatar: null,
  }));
}

function pageOf(items: ListingCard[], total: number, page = 1, totalCapped = false): MarketplacePage {
  return { items, total, totalCapped, page, pageSize: 12, sort: 'newest' };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MarketplaceBrowse', () => {
  it('reads query and page from the URL and shows the results line and pager', async () => {
    const { calls } = stubFetch({
      'GET /api/marketplace/listings': () => jsonResponse(pageOf(cards(12), 1000, 3, true)),
      'GET /api/site': () =>
        jsonResponse({ siteName: 'Raajje Market', productNoun: 'Pre-loved', baseUrl: '' }),
    });
    renderPage(<MarketplaceBrowse />, { path: '/marketplace', url: '/marketplace?query=chair&page=3' });

    expect(await screen.findByText('Showing 12 of 1,000+ items')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Browse Pre-loved Items' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Item \d+/ })).toHaveLength(12);
    const listingCall = calls.find((c) => c.url.pathname === '/api/marketplace/listings');
    expect(listingCall?.url.searchParams.get('query')).toBe('chair');
    expect(listingCall?.url.searchParams.get('page')).toBe('3');

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { current: 'page' })).toHaveTextContent('3');
    expect(within(pager).getByRole('link', { name: 'Page 84' })).toHaveAttribute(
      'href',
      '/marketplace?query=chair&page=84',
    );
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/marketplace?query=chair',
    );
  });

  it('shows the empty state with the search term and a way back', async () => {
    stubFetch({ 'GET /api/marketplace/listings': () => jsonResponse(pageOf([], 0)) });
    renderPage(<MarketplaceBrowse />, { path: '/marketplace', url: '/marketplace?query=xyz' });

    expect(await screen.findByRole('heading', { name: 'No items found for "xyz"' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear All Filters' })).toHaveAttribute('href', '/marketplace');
  });

  it('toasts when the listings cannot be fetched', async () => {
    stubFetch({
      'GET /api/marketplace/listings': () =>
        jsonResponse({ code: 'VALIDATION_FAILED', message: 'Bad page' }, 400),
    });
    renderPage(<MarketplaceBrowse />, { path: '/marketplace' });

    expect(await screen.findAllByText('Could not fetch listings')).not.toHaveLength(0);
  });
});
