/**
 * Issue #12 §3 (Total Blocking Time): the toast area is not part of the server's HTML nor of hydration (Radix
 * Toast's viewport sets state from a ref, which turned the hydration commit into one long task with every
 * effect and a second render). It arrives after hydration, and a toast raised before then still shows.
 */
// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast-store';
import { Providers } from './providers';

describe('the toast area (issue #12 §3)', () => {
  it('is not in the server’s HTML, so hydration has nothing of it to match', () => {
    const html = renderToString(<Providers queryClient={createQueryClient()}>page</Providers>);
    expect(html).toBe('page');
  });

  it('hydrates the server’s HTML without it, then arrives with a toast raised before it did', async () => {
    const html = renderToString(<Providers queryClient={createQueryClient()}>page</Providers>);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    toast({ title: 'Saved before the area arrived' });
    const mismatches: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Providers queryClient={createQueryClient()}>page</Providers>, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    // Rendered during hydration, it would not have matched the server's HTML.
    expect(mismatches).toEqual([]);
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    expect(await screen.findByText('Saved before the area arrived')).toBeInTheDocument();
    act(() => {
      toast({ title: 'And one raised after' });
    });
    expect(await screen.findByText('And one raised after')).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
  });
});
