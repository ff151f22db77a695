/**
 * Issue #12 §3 (secondary): a card's "16 seconds ago" hydrates without mismatch when hydration lags seconds
 * behind the server's render. The server writes the text at its render time; the browser holds the shared clock
 * at that time while it hydrates (`holdClockAt`, as main.tsx does with the time from the page's state), then
 * lets it move (`releaseClock`): the text catches up at the clock's next tick.
 */
import type { ListingCard as ListingCardData } from '@marketplace/contract/listings-messages';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClockAt, NOW_TICK_MS, releaseClock } from '@/hooks/use-now';
import { ListingCard } from './listing-card';

const SERVER_RENDERED_AT = Date.parse('2026-11-25T06:00:00.000Z');
const roots: Root[] = [];

const card: ListingCardData = {
  id: 'a1b2',
  name: 'Vintage chair',
  price: 12500,
  imageUrl: '/media/listings/a1b2/img-400.webp',
  condition: 'like new',
  location: 'K. Malé',
  locationId: 7,
  category: 'Furniture',
  categoryId: 1,
  // Posted 16 seconds before the server rendered the page.
  datePosted: new Date(SERVER_RENDERED_AT - 16_000).toISOString(),
  views: 4,
  item_display_id: 'PD-000001',
  sellerName: 'Aishath Ibrahim',
  sellerAvatar: null,
  reserved: false,
};

const page = (
  <MemoryRouter>
    <ListingCard listing={card} />
  </MemoryRouter>
);

/** The server's HTML, written at SERVER_RENDERED_AT as entry-server.tsx does. */
function serverHtml(): string {
  vi.setSystemTime(SERVER_RENDERED_AT);
  holdClockAt(SERVER_RENDERED_AT);
  const html = renderToString(page);
  releaseClock();
  return html;
}

/** Hydrates `html` `lagMs` after the server's render; reports React's recoverable errors (mismatches). */
async function hydrateLater(html: string, lagMs: number, holdClock: boolean) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  vi.setSystemTime(SERVER_RENDERED_AT + lagMs);
  if (holdClock) holdClockAt(SERVER_RENDERED_AT);
  const mismatches: unknown[] = [];
  await act(async () => {
    roots.push(hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) }));
  });
  if (holdClock) releaseClock();
  return { container, mismatches };
}

describe('a card’s relative date at hydration (issue #12 §3)', () => {
  afterEach(() => {
    // Unmounted, so the shared clock's ticking stops with the readers.
    act(() => {
      for (const root of roots.splice(0)) root.unmount();
    });
    releaseClock();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('hydrates 5 s after the server’s render with the server’s text, then catches up at the next tick', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const html = serverHtml();
    expect(html).toContain('16 seconds ago');
    const { container, mismatches } = await hydrateLater(html, 5_000, true);
    expect(mismatches).toEqual([]);
    expect(container).toHaveTextContent('16 seconds ago');
    await act(async () => {
      vi.advanceTimersByTime(NOW_TICK_MS);
    });
    expect(screen.getByText(/ago$/)).toHaveTextContent('1 minute ago');
  });

  it('mismatches without the held clock (what happened before: React error #418 in production)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mismatches } = await hydrateLater(serverHtml(), 5_000, false);
    expect(mismatches.length).toBeGreaterThan(0);
  });
});
