import type { Suggestion } from '@marketplace/contract/marketplace-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { jsonResponse, stubFetch, type FetchCall } from '@/test/render-page';
import { stubScreenWidth } from '@/test/screen-width';
import { HeaderSearch, marketplaceSearchPath, marketplaceSearchTarget } from './header-search';

const SUGGESTIONS: Suggestion[] = [
  {
    id: 'a1',
    name: 'Rattan chair',
    item_display_id: 'PD-000011',
    price: 1500,
    imageUrl: '/media/a1-400.webp',
  },
  { id: 'b2', name: 'Office chair', item_display_id: 'PD-000012', price: 899.5, imageUrl: null },
  { id: 'c3', name: 'Chair cushions', item_display_id: 'PD-000013', price: 120, imageUrl: null },
];

function setup(
  url: string,
  answer: (call: FetchCall) => Response = () => jsonResponse({ items: SUGGESTIONS }),
) {
  const { calls } = stubFetch({ 'GET /api/marketplace/suggestions': answer });
  const rendered = renderWithProviders(<HeaderSearch />, {
    path: '*',
    url,
  });
  const suggestionCalls = () => calls.filter((c) => c.url.pathname === '/api/marketplace/suggestions');
  return { ...rendered, suggestionCalls, box: screen.getByRole('combobox', { name: 'Search listings' }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('marketplaceSearchPath', () => {
  it('trims and encodes the text, and ignores empty text', () => {
    expect(marketplaceSearchPath('  red chair & table ')).toBe(
      '/marketplace?query=red%20chair%20%26%20table',
    );
    expect(marketplaceSearchPath('   ')).toBeNull();
  });

  it('keeps the marketplace filters but drops page and sort when searching from /marketplace', () => {
    const current = new URLSearchParams('query=old&categories=1,2&condition=good&sort=price_asc&page=3');
    expect(marketplaceSearchTarget(' lamp ', '/marketplace', current)).toBe(
      '/marketplace?query=lamp&categories=1%2C2&condition=good',
    );
    expect(marketplaceSearchTarget('lamp', '/about', current)).toBe('/marketplace?query=lamp');
    expect(marketplaceSearchTarget('  ', '/marketplace', current)).toBeNull();
  });
});

describe('HeaderSearch', () => {
  it('goes to /marketplace?query= with the trimmed text', async () => {
    const { user, router, box } = setup('/about');
    await user.type(box, '  fridge {Enter}');
    expect(router.state.location.pathname).toBe('/marketplace');
    expect(router.state.location.search).toBe('?query=fridge');
  });

  it('ignores an empty search and asks for no suggestions', async () => {
    const { user, router, box, suggestionCalls } = setup('/about');
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/about');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(suggestionCalls()).toHaveLength(0);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByText(/No suggestions/)).toBeNull();
  });

  it('shows the current query on /marketplace, and clearing returns to the bare marketplace', async () => {
    const { user, router, box } = setup('/marketplace?query=fridge&categories=2');
    expect(box).toHaveValue('fridge');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(router.state.location.pathname).toBe('/marketplace');
    expect(router.state.location.search).toBe('');
  });

  it('clearing elsewhere only empties the box', async () => {
    const { user, router, box } = setup('/about');
    await user.type(box, 'lamp');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(router.state.location.pathname).toBe('/about');
  });

  it('asks for suggestions once, 300 ms after typing stops, and lists them under the box', async () => {
    const { user, box, suggestionCalls } = setup('/about');
    await user.type(box, 'chair');
    expect(suggestionCalls()).toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'false');

    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(suggestionCalls()).toHaveLength(1);
    expect(suggestionCalls()[0]!.url.searchParams.get('query')).toBe('chair');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);

    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(within(options[0]!).getByText('Rattan chair')).toBeInTheDocument();
    expect(within(options[0]!).getByText('PD-000011')).toBeInTheDocument();
    expect(within(options[0]!).getByText('MVR 1,500')).toBeInTheDocument();
    expect(options[0]!.querySelector('img')).toHaveAttribute('src', '/media/a1-400.webp');
    expect(within(options[1]!).getByText('MVR 899.50')).toBeInTheDocument();
  });

  it('moves through the suggestions with the arrow keys and opens the active one with Enter', async () => {
    const { user, router, box } = setup('/about');
    await user.type(box, 'chair');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/item/c3');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('submits the search with Enter when no suggestion is active, and Escape closes the list', async () => {
    const { user, router, box } = setup('/about');
    await user.type(box, 'chair');
    await screen.findByRole('listbox');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/marketplace');
    expect(router.state.location.search).toBe('?query=chair');
  });

  it('opens a suggestion picked with the pointer', async () => {
    const { user, router, box } = setup('/about');
    await user.type(box, 'chair');
    await user.click(await screen.findByRole('option', { name: /Office chair/ }));
    expect(router.state.location.pathname).toBe('/item/b2');
  });

  it('says so when nothing matches', async () => {
    const { user, box } = setup('/about', () => jsonResponse({ items: [] }));
    await user.type(box, 'zzz');
    expect(await screen.findByText('No suggestions for "zzz"')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('only logs a failed suggestion request and shows no suggestions', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, box } = setup('/about', () => jsonResponse({ code: 'INTERNAL', message: 'Boom' }, 500));
    await user.type(box, 'chair');
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Could not load search suggestions', expect.anything()),
    );
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    warn.mockRestore();
  });

  it('shows markup in a suggested name as plain text', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const { user, box } = setup('/about', () => jsonResponse({ items: [{ ...SUGGESTIONS[1]!, name }] }));
    await user.type(box, 'img');
    const option = await screen.findByRole('option');
    expect(within(option).getByText(name)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('HeaderSearch placeholder (issue #16 item 11)', () => {
  it('is short enough for a 360 px phone, with the full hint as the description', () => {
    stubScreenWidth(360);
    const { box } = setup('/');
    expect(box).toHaveAttribute('placeholder', 'Search items or IDs');
    expect(box).toHaveAccessibleDescription('Search items or IDs (e.g. PD-000123)');
  });

  it('gives the full hint as placeholder on a wide screen', () => {
    stubScreenWidth(1280);
    const { box } = setup('/');
    expect(box).toHaveAttribute('placeholder', 'Search items or IDs (e.g. PD-000123)');
  });
});
