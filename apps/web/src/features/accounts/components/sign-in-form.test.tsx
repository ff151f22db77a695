import { ACCOUNT_TOASTS, SIGN_IN_MESSAGES } from '@marketplace/contract/accounts-messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testUser } from '@/test/render-app';
import { jsonResponse, stubFetch, type FetchCall } from '@/test/render-page';
import { SignInForm } from './sign-in-form';

function setup({ url = '/signin', answer }: { url?: string; answer?: (call: FetchCall) => Response } = {}) {
  const fetch = stubFetch({
    'POST /api/accounts/sign-in': answer ?? (() => jsonResponse({ user: testUser() })),
  });
  const rendered = renderWithProviders(<SignInForm />, {
    path: '/signin',
    url,
    routes: [
      { path: '/dashboard', element: <h1>Dashboard stub</h1> },
      { path: '/item/:id', element: <h1>Item stub</h1> },
    ],
  });
  return { ...fetch, ...rendered };
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const rememberMe = () => screen.getByRole('checkbox', { name: 'Remember me' });

describe('SignInForm', () => {
  it('stores the e-mail under rememberedUserEmail when "Remember me" is ticked', async () => {
    const { user, calls } = setup();
    await user.type(email(), 'Aishath@Example.mv');
    await user.type(password(), 'secret');
    await user.click(rememberMe());
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(localStorage.getItem('rememberedUserEmail')).toBe('aishath@example.mv');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      email: 'aishath@example.mv',
      password: 'secret',
      rememberMe: true,
    });
  });

  it('removes a remembered e-mail when "Remember me" is left unticked', async () => {
    localStorage.setItem('rememberedUserEmail', 'old@example.mv');
    const { user } = setup();
    // Pre-filled from the stored e-mail, with the box ticked.
    expect(email()).toHaveValue('old@example.mv');
    expect(rememberMe()).toBeChecked();

    await user.click(rememberMe());
    await user.type(password(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(localStorage.getItem('rememberedUserEmail')).toBeNull();
  });

  it('keeps the stored e-mail untouched when the sign-in fails', async () => {
    localStorage.setItem('rememberedUserEmail', 'old@example.mv');
    const { user } = setup({
      answer: () => jsonResponse({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' }, 401),
    });
    await user.click(rememberMe());
    await user.type(password(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(ACCOUNT_TOASTS.signInFailed)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_TOASTS.incorrectCredentials)).toBeInTheDocument();
    expect(localStorage.getItem('rememberedUserEmail')).toBe('old@example.mv');
  });

  it('shows the server message for a suspended account', async () => {
    const { user } = setup({
      answer: () => jsonResponse({ code: 'FORBIDDEN', message: ACCOUNT_TOASTS.accountSuspended }, 403),
    });
    await user.type(email(), 'a@b.mv');
    await user.type(password(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(ACCOUNT_TOASTS.signInError)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_TOASTS.accountSuspended)).toBeInTheDocument();
  });

  it('validates before sending', async () => {
    const { user, calls } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(SIGN_IN_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(SIGN_IN_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_TOASTS.formHasErrors)).toBeInTheDocument();

    await user.type(email(), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(SIGN_IN_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('returns to the page given in ?from=, but never to another site', async () => {
    const first = setup({ url: '/signin?from=%2Fitem%2Fabc' });
    await first.user.type(email(), 'a@b.mv');
    await first.user.type(password(), 'secret');
    await first.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Item stub' })).toBeInTheDocument();
    first.unmount();

    const second = setup({ url: '/signin?from=%2F%2Fevil.example' });
    await second.user.type(email(), 'a@b.mv');
    await second.user.type(password(), 'secret');
    await second.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
  });
});
