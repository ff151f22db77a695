import { ACCOUNT_TOASTS, FORGOT_PASSWORD_MESSAGES } from '@marketplace/contract/accounts-messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';
import { ForgotPasswordForm } from './forgot-password-form';

describe('ForgotPasswordForm', () => {
  it('validates the address with the spec texts', async () => {
    const { calls } = stubFetch({});
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(FORGOT_PASSWORD_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_TOASTS.emailHasErrors)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(FORGOT_PASSWORD_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('switches to "Check Your Email" after sending', async () => {
    stubFetch({ 'POST /api/accounts/forgot-password': () => jsonResponse({ ok: true }) });
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'me@example.mv');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('reports a failure to send', async () => {
    stubFetch({
      'POST /api/accounts/forgot-password': () => jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500),
    });
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'me@example.mv');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText(ACCOUNT_TOASTS.resetLinkError)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_TOASTS.resetLinkErrorText)).toBeInTheDocument();
  });

  it('clears an earlier error toast when the link is sent (issue #16 item 8)', async () => {
    let sends = 0;
    stubFetch({
      'POST /api/accounts/forgot-password': () =>
        ++sends === 1 ? jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500) : jsonResponse({ ok: true }),
    });
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'me@example.mv');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(ACCOUNT_TOASTS.resetLinkErrorText)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText(ACCOUNT_TOASTS.resetLinkErrorText)).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(ACCOUNT_TOASTS.resetLinkError)).not.toBeInTheDocument();
  });
});
