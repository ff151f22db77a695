/**
 * Test helpers for pages and features: a fresh QueryClient per test, a memory router, the Toaster, and a
 * `fetch` stub that answers by method and path.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';

export interface RenderPageOptions {
  /** The route pattern the element is mounted at, e.g. "/item/:itemId". */
  path?: string;
  /** The URL to start at. */
  url?: string;
  /** More routes (e.g. a stub "/signin") to observe navigation. */
  routes?: RouteObject[];
}

export function renderPage(
  element: ReactElement,
  { path = '/', url = path, routes = [] }: RenderPageOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [url] });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, user, router, queryClient };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface FetchCall {
  method: string;
  url: URL;
  init: RequestInit | undefined;
}

/**
 * Replaces `fetch` for this test. `routes` maps "METHOD /path" to an answer (a path without query string);
 * anything else gets a 404 so a forgotten call shows up as a failing assertion, not a hang.
 */
export function stubFetch(routes: Record<string, (call: FetchCall) => Response | Promise<Response>>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const call = { method, url, init };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(call) : jsonResponse({ code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
