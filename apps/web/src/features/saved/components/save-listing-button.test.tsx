import { SAVED_MESSAGES } from '@marketplace/contract/saved';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/test/render-app';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { SaveListingButton } from './save-listing-button';

function SignInStub() {
  const { state } = useLocation();
  return <p>Sign in page, from {(state as { from?: string } | null)?.from}</p>;
}

function renderButton(isSaved = false) {
  return renderPage(<SaveListingButton listingId="l1" listingName="Vintage chair" isSaved={isSaved} />, {
    path: '/item/:itemId',
    url: '/item/l1',
    routes: [{ path: '/signin', element: <SignInStub /> }],
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SaveListingButton', () => {
  it('tells a visitor to log in, with a Login action that returns to the item afterwards', async () => {
    const { calls } = stubFetch({ 'GET /api/me': () => jsonResponse({ user: null }) });
    const { user, router } = renderButton();

    const save = await screen.findByRole('button', { name: 'Save', pressed: false });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByText(SAVED_MESSAGES.loginRequired)).toBeInTheDocument();
    expect(screen.getByText(SAVED_MESSAGES.loginRequiredText)).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/saved'))).toBe(false);

    await user.click(screen.getByRole('button', { name: SAVED_MESSAGES.login }));
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.state).toEqual({ from: '/item/l1' });
    expect(screen.getByText('Sign in page, from /item/l1')).toBeInTheDocument();
  });

  it('saves and unsaves for a member, with the item name in the toasts and a savedListingsUpdated event', async () => {
    const { calls } = stubFetch({
      'GET /api/me': () => jsonResponse({ user: testUser() }),
      'PUT /api/saved/l1': () => jsonResponse({ listingId: 'l1', saved: true }),
      'DELETE /api/saved/l1': () => jsonResponse({ listingId: 'l1', saved: false }),
    });
    const events = vi.fn();
    window.addEventListener('savedListingsUpdated', events);
    const { user } = renderButton();

    const button = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByText(SAVED_MESSAGES.saved)).toBeInTheDocument();
    expect(screen.getByText('Vintage chair')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toBeInTheDocument();
    expect(events).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByText(SAVED_MESSAGES.unsaved)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save', pressed: false })).toBeInTheDocument();
    expect(events).toHaveBeenCalledTimes(2);
    expect(calls.filter((c) => c.url.pathname === '/api/saved/l1').map((c) => c.method)).toEqual([
      'PUT',
      'DELETE',
    ]);
    window.removeEventListener('savedListingsUpdated', events);
  });

  it('reports a failed save and keeps the state', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: testUser() }),
      'DELETE /api/saved/l1': () => jsonResponse({ code: 'INTERNAL', message: 'Boom' }, 500),
    });
    const { user } = renderButton(true);

    const button = await screen.findByRole('button', { name: 'Saved', pressed: true });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByText(SAVED_MESSAGES.operationFailed)).toBeInTheDocument();
    expect(screen.getByText(SAVED_MESSAGES.operationFailedText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved', pressed: true })).toBeInTheDocument();
  });
});
