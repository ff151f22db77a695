/** Issue #15: feedback and the seller page in Dhivehi (the contract's texts come with the `contract` namespace). */
import type { SellerProfile } from '@marketplace/contract/reviews';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showInDhivehi } from '@/test/language';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { SellerPage } from './seller-page';

const profile: SellerProfile = {
  id: 'u1',
  name: 'މަރިޔަމް',
  avatarUrl: null,
  memberSince: '2025-03-01T00:00:00.000Z',
  isVerifiedSeller: false,
  rating: { average: 4, count: 2 },
  listings: { items: [], total: 0, page: 1, pageSize: 12 },
  reviews: {
    items: [
      {
        id: 'r1',
        listingId: 'l1',
        listingName: 'Snorkel set',
        rating: 4,
        body: 'ވަރަށް ރަނގަޅު، thank you!',
        authorRole: 'buyer',
        author: { id: 'u2', name: 'Ahmed', avatarUrl: null },
        subjectId: 'u1',
        createdAt: '2026-11-20T10:00:00.000Z',
        reply: null,
        repliedAt: null,
      },
    ],
    total: 2,
    page: 1,
    pageSize: 12,
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the seller page in Dhivehi', () => {
  it('writes the date, stars and counts in Dhivehi and lets members’ words keep their direction', async () => {
    stubFetch({ 'GET /api/sellers/u1': () => jsonResponse(profile) });
    await showInDhivehi();
    renderPage(<SellerPage sellerId="u1" page={1} renderListing={() => null} renderPager={() => null} />);
    expect(await screen.findByText('މާރިޗު 2025 އިން ފެށިގެން މެންބަރެއް')).toBeInTheDocument();
    // The contract's words, from the `contract` namespace.
    expect(screen.getByText('ބާޒާރުގައި އެއްވެސް އިޢުލާނެއް ނެތް.')).toBeInTheDocument();
    expect(screen.getByText(/ގަންނަ މީހާ/)).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: '5 ތަރިއިން 4.0 ތަރި' }).length).toBeGreaterThan(0);
    expect(screen.getByText('(2 ފީޑްބެކް)')).toBeInTheDocument();
    expect(screen.getByText('20 ނޮވެމްބަރު 2026')).toBeInTheDocument();
    expect(screen.getByText(profile.reviews.items[0]!.body)).toHaveAttribute('dir', 'auto');
    const text = document.body.textContent ?? '';
    for (const english of ['Member since', 'March', 'reviews)', 'Nov', 'Listings', 'Reviews', 'No live listings', 'Buyer']) {
      expect(text).not.toContain(english);
    }
    expect(screen.queryByRole('img', { name: /out of 5 stars/ })).toBeNull();
  });
});
