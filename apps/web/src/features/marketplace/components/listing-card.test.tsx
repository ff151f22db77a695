import type { ListingCard as ListingCardData } from '@marketplace/contract/listings-messages';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ListingCard, postedAgo } from './listing-card';

function card(overrides: Partial<ListingCardData> = {}): ListingCardData {
  return {
    id: 'a1b2',
    name: 'Vintage chair',
    price: 12500,
    imageUrl: '/media/listings/a1b2/img-400.webp',
    condition: 'like new',
    location: 'K. Malé',
    locationId: 7,
    category: 'Furniture',
    categoryId: 1,
    datePosted: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
    views: 4,
    item_display_id: 'PD-000001',
    sellerName: 'Aishath Ibrahim',
    sellerAvatar: null,
    reserved: false,
    ...overrides,
  };
}

function renderCard(listing: ListingCardData, eager = false) {
  return render(
    <MemoryRouter>
      <ListingCard listing={listing} eager={eager} />
    </MemoryRouter>,
  );
}

describe('ListingCard', () => {
  it("shows its category's numbers at a glance when it has them (issue #39)", () => {
    renderCard(card({ name: 'Honda Dio 110, 2019', highlights: '2019 · 110 cc' }));
    expect(screen.getByText('2019 · 110 cc')).toBeInTheDocument();
    const { container } = renderCard(card({ name: 'Chair' }));
    expect(container).not.toHaveTextContent('·');
  });

  it('renders markup in a listing name as plain text', () => {
    const name = '<img src=x onerror=alert(1)>';
    const { container } = renderCard(card({ name }));

    expect(screen.getByRole('heading', { name })).toHaveTextContent(name);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('links to the item and shows price, condition, location, category and age', () => {
    renderCard(card());

    expect(screen.getByRole('link')).toHaveAttribute('href', '/item/a1b2');
    expect(screen.getByText('MVR 12,500')).toBeInTheDocument();
    expect(screen.getByText('Like New')).toBeInTheDocument();
    expect(screen.getByText('K. Malé')).toBeInTheDocument();
    expect(screen.getByText('Furniture')).toBeInTheDocument();
    expect(screen.getByText('3 days ago')).toBeInTheDocument();
  });

  it('says how long ago without "about", so the date fits a 360 px card whole (issue #16 item 14)', () => {
    const now = new Date('2025-06-30T12:00:00.000Z');
    expect(postedAgo('2025-06-29T19:30:00.000Z', now)).toBe('16 hours ago');
    expect(postedAgo('2025-05-25T12:00:00.000Z', now)).toBe('1 month ago');
    expect(postedAgo('2025-06-30T12:00:05.000Z', now)).toBe('0 seconds ago');

    renderCard(card({ datePosted: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString() }));
    expect(screen.getByText('1 month ago')).toBeInTheDocument();
    expect(screen.queryByText(/about/)).not.toBeInTheDocument();
  });

  it('lazy-loads the thumbnail with fixed dimensions unless it is in the first row', () => {
    const { container, unmount } = renderCard(card());
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    unmount();

    const eager = renderCard(card(), true);
    expect(eager.container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it("asks for the first card's photo first (the largest paint) and only that one", () => {
    const first = render(
      <MemoryRouter>
        <ListingCard listing={card()} eager priority />
      </MemoryRouter>,
    );
    const img = first.container.querySelector('img');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    first.unmount();

    const other = renderCard(card(), true);
    expect(other.container.querySelector('img')).not.toHaveAttribute('fetchpriority');
  });

  it('shows a placeholder when the listing has no photo', () => {
    const { container } = renderCard(card({ imageUrl: null }));

    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
  });
});
