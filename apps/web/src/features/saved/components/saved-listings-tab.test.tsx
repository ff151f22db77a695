import {
  SAVED_MESSAGES,
  type AvailableSavedListing,
  type SavedListingRow,
} from '@marketplace/contract/saved';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { SavedListingsTab } from './saved-listings-tab';

function row(overrides: Partial<AvailableSavedListing> = {}): SavedListingRow {
  return {
    listingId: 'l1',
    savedAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString(),
    name: 'Vintage chair',
    item_display_id: 'PD-000001',
    price: 1500,
    imageUrl: null,
    location: 'K. Malé',
    status: 'Approved',
    available: true,
    reserved: false,
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SavedListingsTab', () => {
  it('links available items and shows unavailable ones greyed, as no longer available with their display id only', async () => {
    stubFetch({
      'GET /api/saved': () =>
        jsonResponse({
          items: [
            row(),
            {
              listingId: 'l2',
              savedAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
              available: false,
              item_display_id: 'PD-000002',
              sold: false,
            } satisfies SavedListingRow,
            {
              listingId: 'l3',
              savedAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
              available: false,
              item_display_id: 'PD-000003',
              sold: true,
            } satisfies SavedListingRow,
          ],
        }),
    });
    const { container } = renderPage(<SavedListingsTab />, { path: '/dashboard' });

    expect(await screen.findByRole('link', { name: 'Vintage chair' })).toHaveAttribute('href', '/item/l1');
    const gone = screen.getByRole('heading', { name: SAVED_MESSAGES.unavailable });
    const card = gone.closest('article')!;
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).getByText('3 days ago').closest('p')).toHaveTextContent(
      'PD-000002 · Saved 3 days ago',
    );
    expect(within(card).getByRole('button', { name: 'Unsave PD-000002' })).toBeInTheDocument();
    // A sold one stays a link to its page, marked Sold (issue #37 item 4n).
    expect(screen.getByRole('link', { name: SAVED_MESSAGES.sold })).toHaveAttribute('href', '/item/l3');
    expect(container.querySelectorAll('a[href^="/item/"]')).toHaveLength(2);
    expect(screen.getAllByText('2 days ago')[0]!.closest('p')).toHaveTextContent(
      'PD-000001 · Saved 2 days ago',
    );
  });

  it('unsaves an item and refreshes the list', async () => {
    let items = [row(), row({ listingId: 'l2', name: 'Desk lamp' })];
    const { calls } = stubFetch({
      'GET /api/saved': () => jsonResponse({ items }),
      'DELETE /api/saved/l2': () => {
        items = items.filter((i) => i.listingId !== 'l2');
        return jsonResponse({ listingId: 'l2', saved: false });
      },
    });
    const { user } = renderPage(<SavedListingsTab />, { path: '/dashboard' });

    await user.click(await screen.findByRole('button', { name: 'Unsave Desk lamp' }));

    expect(await screen.findByText(SAVED_MESSAGES.unsaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Desk lamp' })).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('shows markup in a saved name as plain text', async () => {
    const name = '<img src=x onerror=alert(1)> javascript:alert(1)';
    stubFetch({ 'GET /api/saved': () => jsonResponse({ items: [row({ name })] }) });
    const { container } = renderPage(<SavedListingsTab />, { path: '/dashboard' });

    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', '/item/l1');
    expect(container.querySelector('img')).toBeNull();
  });

  it('points to the marketplace when nothing is saved', async () => {
    stubFetch({ 'GET /api/saved': () => jsonResponse({ items: [] }) });
    renderPage(<SavedListingsTab />, { path: '/dashboard' });

    expect(await screen.findByText('You have no saved items.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Marketplace' })).toHaveAttribute('href', '/marketplace');
  });
});
