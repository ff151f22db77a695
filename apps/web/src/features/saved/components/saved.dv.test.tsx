/** Issue #15: saved listings in Dhivehi. */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showInDhivehi } from '@/test/language';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { SavedListingsTab } from './saved-listings-tab';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the saved listings tab in Dhivehi', () => {
  it('shows the cards, when each was saved and Unsave in Dhivehi', async () => {
    stubFetch({
      'GET /api/saved': () =>
        jsonResponse({
          items: [
            {
              listingId: 'l1',
              savedAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString(),
              name: 'ދޯނި އިންޖީނު',
              item_display_id: 'PD-000001',
              price: 1500,
              imageUrl: null,
              location: 'K. Malé',
              status: 'Approved',
              available: true,
              reserved: false,
            },
          ],
        }),
    });
    await showInDhivehi();
    renderPage(<SavedListingsTab />);
    expect(await screen.findByText('ދޯނި އިންޖީނު')).toBeInTheDocument();
    expect(screen.getByText('ރައްކާކުރި އިޢުލާންތައް')).toBeInTheDocument();
    expect(screen.getByText(/2 ދުވަސް ކުރިން/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ދޯނި އިންޖީނު ރައްކާކުރުން ނައްތާލާ' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const english of ['Saved Items', 'Saved', 'Unsave', 'ago', 'days']) expect(text).not.toContain(english);
  });

  it('says there is nothing saved yet in Dhivehi', async () => {
    stubFetch({ 'GET /api/saved': () => jsonResponse({ items: [] }) });
    await showInDhivehi();
    renderPage(<SavedListingsTab />);
    expect(await screen.findByText('ތިބާ އަދި އެއްވެސް އިޢުލާނެއް ރައްކާއެއް ނުކުރޭ.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ބާޒާރު ބަލާ' })).toHaveAttribute('href', '/marketplace');
    expect(document.body.textContent).not.toMatch(/saved items|Browse Marketplace/i);
  });
});
