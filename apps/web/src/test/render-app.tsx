/**
 * Test helpers for the shell and accounts: render with the app's real Providers (query client, Toaster)
 * inside a memory router — either the app's own route map or an element at one path.
 */
import type { CurrentUser } from '@marketplace/contract/accounts-messages';
import type { SiteConfig } from '@marketplace/contract/site';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '@/app/providers';
import { routes } from '@/app/router';

export const TEST_SITE: SiteConfig = {
  siteName: 'Test Market',
  productNoun: 'Pre-loved',
  productNounDv: 'ބޭނުންކޮށްފައިވާ',
  baseUrl: 'http://localhost',
};

/** TEST_SITE with every contact detail and social link set by the admin (issue #37 item 4q). */
export const TEST_SITE_WITH_CONTACT: SiteConfig = {
  ...TEST_SITE,
  contact: {
    email: 'help@test.market',
    phone: '+960 330 1234',
    instagram: 'https://www.instagram.com/testmarket',
    facebook: 'https://www.facebook.com/testmarket',
    viber: 'https://vb.me/testmarket',
  },
};

export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u-1',
    email: 'aishath@example.mv',
    firstName: 'Aishath',
    lastName: 'Ibrahim',
    avatarUrl: null,
    instagramHandle: null,
    mobile: '7771234',
    joinDate: '2024-03-01T08:00:00.000Z',
    role: 'user',
    emailVerified: true,
    ...overrides,
  };
}

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

function mount(router: ReturnType<typeof createMemoryRouter>, queryClient = testQueryClient()) {
  const user = userEvent.setup();
  const result = render(
    <Providers queryClient={queryClient}>
      {/* As react-router/dom does in the app: lets navigate(…, { flushSync }) commit synchronously. */}
      <RouterProvider router={router} flushSync={(fn) => void flushSync(fn)} />
    </Providers>,
  );
  return { ...result, user, router, queryClient };
}

/**
 * Mounts the whole app (root layout, shell, lazy pages) at `url`; pass `queryClient` to start with what
 * main.tsx would already have put in the cache.
 */
export function renderApp(url: string, { queryClient }: { queryClient?: QueryClient } = {}) {
  return mount(createMemoryRouter(routes, { initialEntries: [url] }), queryClient);
}

/** Mounts one element at `path` (plus stub routes to observe navigation) with the app's providers. */
export function renderWithProviders(
  element: ReactElement,
  {
    path = '/',
    url = path,
    routes: extra = [],
  }: { path?: string; url?: string; routes?: RouteObject[] } = {},
) {
  return mount(createMemoryRouter([{ path, element }, ...extra], { initialEntries: [url] }));
}
