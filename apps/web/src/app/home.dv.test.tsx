/** Issue #15: the home page's own sections in Dhivehi. */
import type { ListingCard } from '@marketplace/contract/listings-messages';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeCategories } from '@/features/home/components/home-categories';
import { HomeFooter } from '@/features/home/components/home-footer';
import { HomeHero } from '@/features/home/components/home-hero';
import { HomeTopBar } from '@/features/home/components/home-top-bar';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { LatestListings } from '@/features/home/components/latest-listings';
import { TestimonialsTeaser } from '@/features/testimonials/components/testimonials-teaser';
import { showInDhivehi } from '@/test/language';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';

const card: ListingCard = {
  id: 'l1',
  name: 'Yamaha outboard',
  price: 25000,
  imageUrl: null,
  condition: 'like new',
  location: 'K. Malé',
  locationId: 7,
  category: 'Boats',
  categoryId: 3,
  datePosted: new Date().toISOString(),
  views: 0,
  item_display_id: 'PD-000001',
  sellerName: 'Seller',
  sellerAvatar: null,
  reserved: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the home page in Dhivehi', () => {
  it('shows every section in Dhivehi and none of its English words', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: null }),
      'GET /api/categories': () => jsonResponse([{ id: 3, name: 'Boats', slug: 'boats', fields: [] }]),
      'GET /api/marketplace/listings': () =>
        jsonResponse({ items: [card], total: 1, totalCapped: false, page: 1, pageSize: 12, sort: 'newest' }),
      'GET /api/testimonials': () => jsonResponse({ items: [] }),
    });
    await showInDhivehi();
    renderPage(
      <>
        <HomeTopBar />
        <HomeHero />
        <HomeCategories />
        <LatestListings />
        <HowItWorks />
        <TestimonialsTeaser />
        <HomeFooter />
      </>,
    );

    expect(await screen.findByText('Yamaha outboard')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Boats/ })).toBeInTheDocument();
    expect(await screen.findByText('އަދި އެއްވެސް ޚިޔާލެއް ނެތް.')).toBeInTheDocument();
    expect(screen.getByText('ރަށްރަށުގެ ބާޒާރު')).toBeInTheDocument();
    expect(screen.getByLabelText('އިޢުލާންތައް ހޯދާ')).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('heading', { name: 'މިއީ ކިހިނެއް' })).toBeInTheDocument();
    expect(screen.getByText('ފިޔަވަޅު 3')).toBeInTheDocument();
    expect(screen.getByText('އައު ފަދަ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ލޮގިން ކުރޭ' })).toHaveAttribute('href', '/signin');

    const text = document.body.textContent ?? '';
    for (const english of [
      'The island marketplace',
      'Browse by category',
      'Latest listings',
      'View all',
      'How it works',
      'Step',
      'Like New',
      'What our members say',
      'Sign In',
      'Get Started',
      'Search',
      'Start Selling',
      'About',
      'Privacy',
    ]) {
      expect(text).not.toContain(english);
    }
  });
});
