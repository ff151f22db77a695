import { ACCOUNT_TOASTS, type CurrentUser } from '@marketplace/contract/accounts-messages';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, TEST_SITE, testUser } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';

const EMPTY_PAGE: MarketplacePage = {
  items: [],
  total: 0,
  totalCapped: false,
  page: 1,
  pageSize: 12,
  sort: 'newest',
  facets: {
    categories: [],
    islands: [],
    conditions: {},
    priceBounds: null,
    approximate: { categories: false, islands: false, conditions: false },
  },
};

function serve(user: CurrentUser | null) {
  return stubFetch({
    'GET /api/me': () => jsonResponse({ user }),
    'GET /api/site': () => jsonResponse(TEST_SITE),
    'GET /api/marketplace/listings': () => jsonResponse(EMPTY_PAGE),
    'POST /api/accounts/sign-out': () => jsonResponse({ ok: true }),
  });
}

const siteHeader = () => screen.queryByRole('banner', { name: 'Site' });
const footer = () => screen.queryByRole('contentinfo');

describe('app shell', () => {
  it('shows "Loading Application..." until the session check answers', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = stubFetch({
      'GET /api/me': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/site': () => jsonResponse(TEST_SITE),
    });
    renderApp('/no-such-page');

    // The router's hydrate fallback and the shell's own loading screen carry the same text and may briefly overlap.
    expect((await screen.findAllByText('Loading Application...')).length).toBeGreaterThan(0);
    expect(siteHeader()).not.toBeInTheDocument();

    await waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/me')).toBe(true));
    answer(jsonResponse({ user: null }));
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeInTheDocument();
    expect(screen.queryByText('Loading Application...')).not.toBeInTheDocument();
  });

  it('shows the header and footer to a visitor on a public page', async () => {
    serve(null);
    renderApp('/no-such-page');

    await screen.findByRole('heading', { name: "We couldn't find that page" });
    const header = siteHeader();
    expect(header).toBeInTheDocument();
    expect(within(header!).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(within(header!).getByRole('link', { name: 'About Pre-loved' })).toHaveAttribute('href', '/about');
    expect(footer()).toBeInTheDocument();
  });

  it('hides the header and footer on /signin', async () => {
    serve(null);
    renderApp('/signin');

    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(siteHeader()).not.toBeInTheDocument();
    expect(footer()).not.toBeInTheDocument();
  });

  it('keeps the header but drops the footer for a signed-in member, with the member menu', async () => {
    serve(testUser());
    const { user } = renderApp('/no-such-page');

    await screen.findByRole('heading', { name: "We couldn't find that page" });
    const header = siteHeader()!;
    expect(header).toBeInTheDocument();
    expect(footer()).not.toBeInTheDocument();
    expect(within(header).getAllByRole('link', { name: 'Submit Listing' })[0]).toHaveAttribute(
      'href',
      '/dashboard?tab=submit-listing',
    );
    expect(within(header).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await user.click(within(header).getByRole('button', { name: 'Account menu for Aishath Ibrahim' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/dashboard?tab=settings',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('offers the Admin Panel only to an admin (server role)', async () => {
    serve(testUser({ role: 'admin' }));
    const { user } = renderApp('/no-such-page');

    await screen.findByRole('heading', { name: "We couldn't find that page" });
    await user.click(screen.getByRole('button', { name: 'Account menu for Aishath Ibrahim' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it('shows the dashboard frame, not the site header, on /dashboard', async () => {
    serve(testUser());
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome back, Aishath!' })).toBeInTheDocument();
    expect(siteHeader()).not.toBeInTheDocument();
    expect(screen.getByRole('banner', { name: 'Dashboard' })).toBeInTheDocument();
    expect(footer()).not.toBeInTheDocument();
  });

  it('sends a visitor from /dashboard to /signin, replacing the entry, with the access toast', async () => {
    serve(null);
    const { router } = renderApp('/dashboard?tab=my-listings');

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText(ACCOUNT_TOASTS.accessDeniedDashboard)).toBeInTheDocument();
  });

  it('closes the mobile menu when the route changes', async () => {
    serve(null);
    const { user, router } = renderApp('/no-such-page');

    await screen.findByRole('heading', { name: "We couldn't find that page" });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile menu' });
    expect(within(menu).getByRole('link', { name: 'Get Started' })).toBeInTheDocument();

    await user.click(within(menu).getByRole('link', { name: 'Support / FAQ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support'));
    // The menu closes once the new page is shown (its code chunk may still be loading at the URL change).
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends a visitor from their own listing page to /signin with the own-listing words (spec 02 §8)', async () => {
    serve(null);
    const { router } = renderApp('/dashboard/my-listings/listing-1');

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      await screen.findByText('You must be logged in to view your listing details.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_TOASTS.accessDeniedDashboard)).not.toBeInTheDocument();
  });

  it('names the mobile menu link "About" (spec 01 §2), signed out and signed in', async () => {
    serve(null);
    const { user, unmount } = renderApp('/no-such-page');
    await screen.findByRole('heading', { name: "We couldn't find that page" });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    let menu = screen.getByRole('navigation', { name: 'Mobile menu' });
    expect(within(menu).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(menu).queryByRole('link', { name: /About Pre-loved/ })).not.toBeInTheDocument();
    unmount();

    serve(testUser());
    const signedIn = renderApp('/no-such-page');
    await screen.findByRole('heading', { name: "We couldn't find that page" });
    await signedIn.user.click(screen.getByRole('button', { name: 'Open menu' }));
    menu = screen.getByRole('navigation', { name: 'Mobile menu' });
    expect(within(menu).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it('closes the mobile menu when its link for the current page is tapped (issue #16 item 10)', async () => {
    serve(null);
    const { user, router } = renderApp('/support');

    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile menu' });
    await user.click(within(menu).getByRole('link', { name: 'Support / FAQ' }));

    expect(router.state.location.pathname).toBe('/support');
    expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('scrolls to the top on every path change', async () => {
    serve(null);
    const spy = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/no-such-page');
    await screen.findByRole('heading', { name: "We couldn't find that page" });
    spy.mockClear();

    await router.navigate('/another-missing-page');
    await waitFor(() => expect(spy).toHaveBeenCalledWith(0, 0));
    spy.mockRestore();
  });

  it('logs out: signs out on the server, forgets the user, goes home and confirms', async () => {
    const { calls } = serve(testUser());
    localStorage.setItem('currentUser', JSON.stringify(testUser()));
    let loggedOutEvents = 0;
    const onLoggedOut = () => (loggedOutEvents += 1);
    window.addEventListener('userLoggedOut', onLoggedOut);
    const { user, router, queryClient } = renderApp('/dashboard');

    await screen.findByRole('heading', { name: 'Welcome back, Aishath!' });
    await user.click(screen.getByRole('button', { name: 'Account menu for Aishath Ibrahim' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));

    expect(await screen.findByText(ACCOUNT_TOASTS.loggedOutText)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(
      calls.some((call) => call.method === 'POST' && call.url.pathname === '/api/accounts/sign-out'),
    ).toBe(true);
    expect(queryClient.getQueryData(['me'])).toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(loggedOutEvents).toBe(1);
    // Going home after logging out is not an access problem.
    expect(screen.queryByText(ACCOUNT_TOASTS.accessDeniedDashboard)).not.toBeInTheDocument();
    window.removeEventListener('userLoggedOut', onLoggedOut);
  });
});
