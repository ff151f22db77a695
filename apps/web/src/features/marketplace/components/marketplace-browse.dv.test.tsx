/** Issue #15: the browse page in Dhivehi, right to left. */
import type { ListingCard } from '@marketplace/contract/listings-messages';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showInDhivehi } from '@/test/language';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { stubScreenWidth } from '@/test/screen-width';
import { MarketplaceBrowse } from './marketplace-browse';

const items: ListingCard[] = Array.from({ length: 12 }, (_, i) => ({
  id: `l${i + 1}`,
  name: i === 0 ? 'ބޮޑު ސޯފާ' : `Item ${i + 1}`,
  price: 1000 + i,
  imageUrl: null,
  condition: 'good',
  location: 'K. Malé',
  locationId: 7,
  category: 'Furniture',
  categoryId: 1,
  datePosted: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
  views: 0,
  item_display_id: `PD-0000${10 + i}`,
  sellerName: 'Seller',
  sellerAvatar: null,
  reserved: false,
}));

const page: MarketplacePage = {
  items,
  total: 30,
  totalCapped: false,
  page: 1,
  pageSize: 12,
  sort: 'newest',
  facets: {
    categories: [[1, 30]],
    islands: [[7, 30]],
    conditions: { good: 30 },
    priceBounds: { min: 1000, max: 5000 },
    approximate: { categories: false, islands: false, conditions: false },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the browse page in Dhivehi', () => {
  it('shows its words, sorts, filters, cards and pager in Dhivehi and none in English', async () => {
    stubScreenWidth(1280);
    stubFetch({
      'GET /api/marketplace/listings': () => jsonResponse(page),
      'GET /api/categories': () => jsonResponse([{ id: 1, name: 'Furniture', slug: 'furniture', fields: [] }]),
      'GET /api/locations': () => jsonResponse([]),
    });
    await showInDhivehi();
    renderPage(<MarketplaceBrowse />, { path: '/marketplace' });

    expect(await screen.findByText('30 އެއްޗެހިން 12 ދައްކަނީ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pre-loved އެއްޗެހި ބަލާ');
    expect(screen.getByRole('combobox', { name: 'ތަރުތީބުކުރާނީ' })).toHaveDisplayValue('އެންމެ އައު');
    expect(await screen.findByRole('button', { name: 'ފިލްޓަރު ބޭނުންކުރޭ' })).toBeInTheDocument();
    expect(screen.getByText('ކެޓަގަރީތައް')).toBeInTheDocument();
    // "3 hours ago" in Dhivehi, through the page's formatters.
    expect(screen.getAllByText('3 ގަޑިއިރު ކުރިން')).toHaveLength(12);
    // A member's own words keep their direction.
    expect(screen.getByText('ބޮޑު ސޯފާ').closest('h3')).toHaveAttribute('dir', 'auto');

    const pager = screen.getByRole('navigation', { name: 'ސަފްހާތައް' });
    expect(within(pager).getByRole('link', { name: 'ސަފްހާ 2' })).toBeInTheDocument();
    const next = within(pager).getByRole('link', { name: /ދެން/ });
    // The arrows point the way the page reads.
    expect(next.querySelector('svg')).toHaveClass('rtl:-scale-x-100');

    const text = document.body.textContent ?? '';
    for (const english of ['Showing', 'Sort by', 'Newest', 'Filters', 'Categories', 'Apply Filters', 'Reset', 'Next', 'Previous', 'ago', 'Price', 'Condition']) {
      expect(text).not.toContain(english);
    }
  });
});
