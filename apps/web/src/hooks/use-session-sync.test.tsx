import { ACCOUNT_TOASTS, SESSION_TOASTS, type CurrentUser } from '@marketplace/contract/accounts-messages';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getMeQueryOptions } from '@/hooks/use-current-user';
import { renderApp, TEST_SITE, testQueryClient, testUser } from '@/test/render-app';
import { jsonResponse, stubFetch, type FetchCall } from '@/test/render-page';

type Handler = (call: FetchCall) => Response | Promise<Response>;

function serve(me: () => CurrentUser | null, extra: Record<string, Handler> = {}) {
  return stubFetch({
    'GET /api/me': () => jsonResponse({ user: me() }),
    'GET /api/site': () => jsonResponse(TEST_SITE),
    'GET /api/my/listings': () => jsonResponse({ items: [] }),
    ...extra,
  });
}

const meCalls = (calls: FetchCall[]) => calls.filter((call) => call.url.pathname === '/api/me').length;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

afterEach(() => {
  // Back to jsdom's own getter.
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('session sync', () => {
  it('signs the member out with "Session Invalidated" when an API call answers 401', async () => {
    localStorage.setItem('currentUser', JSON.stringify(testUser()));
    serve(() => testUser(), {
      // The session was revoked elsewhere (a ban, a password reset, Log Out on another device).
      'GET /api/my/listings': () =>
        jsonResponse({ code: 'UNAUTHENTICATED', message: 'Please sign in.' }, 401),
    });
    const { router, queryClient } = renderApp('/dashboard?tab=my-listings');

    expect(await screen.findByText(SESSION_TOASTS.sessionInvalidated)).toBeInTheDocument();
    expect(screen.getByText(SESSION_TOASTS.sessionEndedText)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(queryClient.getQueryData(['me'])).toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
    // The session toast is not replaced by the guard's "Access Denied".
    expect(screen.queryByText(ACCOUNT_TOASTS.accessDeniedDashboard)).not.toBeInTheDocument();
  });

  it('lets a visitor meet a 401 without any session toast', async () => {
    serve(() => null, {
      'POST /api/accounts/sign-in': () =>
        jsonResponse({ code: 'UNAUTHENTICATED', message: ACCOUNT_TOASTS.incorrectCredentials }, 401),
    });
    const { user } = renderApp('/signin');

    await user.type(await screen.findByLabelText('Email'), 'a@b.mv');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(ACCOUNT_TOASTS.signInFailed)).toBeInTheDocument();
    expect(screen.queryByText(SESSION_TOASTS.sessionInvalidated)).not.toBeInTheDocument();
  });

  it('re-checks the session when the tab becomes visible, and signs out with "Session Expired"', async () => {
    let user: CurrentUser | null = testUser();
    const { calls } = serve(() => user);
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Aishath!' });

    // Still signed in: the re-check changes nothing.
    const before = meCalls(calls);
    setVisibility('visible');
    await waitFor(() => expect(meCalls(calls)).toBe(before + 1));
    expect(screen.getByRole('heading', { name: 'Welcome back, Aishath!' })).toBeInTheDocument();

    // The session ended elsewhere while the tab was hidden.
    setVisibility('hidden');
    user = null;
    setVisibility('visible');

    expect(await screen.findByText(SESSION_TOASTS.sessionExpired)).toBeInTheDocument();
    expect(screen.getByText(SESSION_TOASTS.sessionEndedText)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(screen.queryByText(ACCOUNT_TOASTS.accessDeniedDashboard)).not.toBeInTheDocument();
  });

  it('treats a failed first session check as signed out, with "Session Error"', async () => {
    localStorage.setItem('currentUser', JSON.stringify(testUser()));
    serve(() => null, {
      'GET /api/me': () => jsonResponse({ code: 'INTERNAL', message: 'Database unavailable' }, 500),
    });
    const { router } = renderApp('/dashboard');

    expect(await screen.findByText(SESSION_TOASTS.sessionError)).toBeInTheDocument();
    expect(screen.getByText(SESSION_TOASTS.sessionFetchFailedText)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it('still says "Session Error" when the check main.tsx started failed before the shell mounted', async () => {
    localStorage.setItem('currentUser', JSON.stringify(testUser()));
    const { calls } = serve(() => null, {
      'GET /api/me': () => jsonResponse({ code: 'INTERNAL', message: 'Database unavailable' }, 500),
    });
    const queryClient = testQueryClient();
    await queryClient.prefetchQuery(getMeQueryOptions());
    const { router } = renderApp('/dashboard', { queryClient });

    expect(await screen.findByText(SESSION_TOASTS.sessionError)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(localStorage.getItem('currentUser')).toBeNull();
    // The failed answer stands; the shell does not quietly ask again.
    expect(meCalls(calls)).toBe(1);
  });

  it('refreshes the current user on userLoggedIn, profileUpdated and avatarUpdated', async () => {
    let user = testUser();
    const { calls } = serve(() => user);
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Aishath!' });

    for (const event of ['userLoggedIn', 'profileUpdated', 'avatarUpdated']) {
      const before = meCalls(calls);
      act(() => {
        window.dispatchEvent(new Event(event));
      });
      await waitFor(() => expect(meCalls(calls)).toBe(before + 1));
    }
    user = testUser({ firstName: 'Aisha' });
    act(() => {
      window.dispatchEvent(new Event('profileUpdated'));
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Aisha!' })).toBeInTheDocument();
  });
});
