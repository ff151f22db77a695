/** Issue #15: saved searches in Dhivehi (the words of the contract come with its Dhivehi, `contract` namespace). */
import type { SavedSearch } from '@marketplace/contract/saved-searches';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showInDhivehi } from '@/test/language';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { SavedSearchesTab } from './saved-searches-tab';

const search: SavedSearch = {
  id: 's1',
  name: 'ދޯނި under MVR 60,000',
  search: { query: 'ދޯނި', maxPrice: 60000 },
  href: '/marketplace?query=ދޯނި&maxPrice=60000&sort=newest',
  newMatches: 3,
  emailDigest: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastOpenedAt: '2026-11-01T00:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the saved searches tab in Dhivehi', () => {
  it('counts new matches in Dhivehi and keeps the name in its own direction', async () => {
    stubFetch({ 'GET /api/saved-searches': () => jsonResponse({ items: [search] }) });
    await showInDhivehi();
    renderPage(<SavedSearchesTab />);
    const name = await screen.findByRole('heading', { name: search.name });
    expect(name).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('3 އައު')).toHaveAttribute('aria-label', 'ފަހުން ހުޅުވިފަހުން 3 އާ އެއްޗެހި ފެނިއްޖެ');
    expect(screen.getByText(`${search.name} އަށް`)).toBeInTheDocument();
    expect(screen.getByText('ރައްކާކުރި ހޯދުންތައް')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^ހުޅުވާ/ })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const english of ['3 new', 'matches since', ` for ${search.name}`, 'Saved Searches', 'Open', 'Rename', 'Delete', 'Daily e-mail']) {
      expect(text).not.toContain(english);
    }
  });
});
