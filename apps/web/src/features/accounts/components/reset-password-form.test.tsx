import { ACCOUNT_TOASTS, SIGN_UP_MESSAGES } from '@marketplace/contract/accounts-messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { jsonResponse, stubFetch, type FetchCall } from '@/test/render-page';
import { ResetPasswordForm } from './reset-password-form';

function setup(
  token: string | null,
  answer: (call: FetchCall) => Response = () => jsonResponse({ ok: true }),
) {
  const fetch = stubFetch({ 'POST /api/accounts/reset-password': answer });
  const rendered = renderWithProviders(<ResetPasswordForm token={token} />, {
    path: '/reset-password',
    routes: [{ path: '/signin', element: <h1>Sign in stub</h1> }],
  });
  return { ...fetch, ...rendered };
}

async function fill(user: ReturnType<typeof setup>['user']) {
  await user.type(screen.getByLabelText('New password'), 'N3w!password');
  await user.type(screen.getByLabelText('Confirm new password'), 'N3w!password');
  await user.click(screen.getByRole('button', { name: 'Set New Password' }));
}

describe('ResetPasswordForm', () => {
  it('explains a missing token and links to /forgot-password', () => {
    setup(null);
    expect(screen.getByText(ACCOUNT_TOASTS.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('sets the new password and goes to /signin with the confirmation', async () => {
    const { user, calls } = setup('tok-123');
    await fill(user);

    expect(await screen.findByRole('heading', { name: 'Sign in stub' })).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_TOASTS.passwordResetDone)).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      token: 'tok-123',
      password: 'N3w!password',
      confirmPassword: 'N3w!password',
    });
  });

  it('switches to the explanation when the link has expired', async () => {
    const { user } = setup('old', () =>
      jsonResponse(
        {
          code: 'VALIDATION_FAILED',
          message: ACCOUNT_TOASTS.resetLinkInvalid,
          issues: [{ path: 'token', message: ACCOUNT_TOASTS.resetLinkInvalid }],
        },
        400,
      ),
    );
    await fill(user);
    expect(await screen.findByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('applies the sign-up password rules', async () => {
    const { user, calls } = setup('tok');
    await user.type(screen.getByLabelText('New password'), 'weakpassword');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(SIGN_UP_MESSAGES.passwordWeak)).toBeInTheDocument();
    expect(screen.getByText(SIGN_UP_MESSAGES.confirmPasswordRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
