/**
 * Issue #12 §3 (Total Blocking Time): the toast area is not part of the server's HTML nor of hydration (Radix
 * Toast's viewport sets state from a ref, which turned the hydration commit into one long task with every
 * effect and a second render). It arrives after mount, and a toast raised before then still shows.
 */
// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
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

  it('arrives after mount and shows a toast raised before it did', async () => {
    toast({ title: 'Saved before the area arrived' });
    render(<Providers queryClient={createQueryClient()}>{null}</Providers>);
    // Not rendered with the page itself…
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    // …but right after, with the toast that was waiting.
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    expect(await screen.findByText('Saved before the area arrived')).toBeInTheDocument();
    act(() => {
      toast({ title: 'And one raised after' });
    });
    expect(await screen.findByText('And one raised after')).toBeInTheDocument();
  });
});
