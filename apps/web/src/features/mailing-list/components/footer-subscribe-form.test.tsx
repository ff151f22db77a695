import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import { MAILING_LIST_MESSAGES } from '@marketplace/contract/mailing-list-messages';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';
import { FooterSubscribeForm } from './footer-subscribe-form';

describe('FooterSubscribeForm', () => {
  it('asks for an e-mail when the box is empty', async () => {
    const { calls } = stubFetch({});
    renderWithProviders(<FooterSubscribeForm />);
    const box = screen.getByLabelText('Email address');
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('type', 'email');

    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText(MAILING_LIST_MESSAGES.emailRequiredTitle)).toBeInTheDocument();
    expect(screen.getByText(MAILING_LIST_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('subscribes with source footer_signup and thanks the visitor', async () => {
    const { calls } = stubFetch({
      'POST /api/mailing-list/subscribe': () => jsonResponse({ success: true, message: 'ok' }),
    });
    const { user } = renderWithProviders(<FooterSubscribeForm />);
    await user.type(screen.getByLabelText('Email address'), 'fan@example.mv');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(MAILING_LIST_MESSAGES.subscribedTitle)).toBeInTheDocument();
    expect(screen.getByText(MAILING_LIST_MESSAGES.subscribed)).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      email: 'fan@example.mv',
      source: 'footer_signup',
    });
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('treats success: false as a failure with the server message', async () => {
    stubFetch({
      'POST /api/mailing-list/subscribe': () =>
        jsonResponse({ success: false, message: MAILING_LIST_MESSAGES.alreadySubscribed }),
    });
    const { user } = renderWithProviders(<FooterSubscribeForm />);
    await user.type(screen.getByLabelText('Email address'), 'fan@example.mv');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(MAILING_LIST_MESSAGES.failedTitle)).toBeInTheDocument();
    expect(screen.getByText(MAILING_LIST_MESSAGES.alreadySubscribed)).toBeInTheDocument();
  });

  it.each([
    ['a server error without a message', () => new Response('<html>Bad gateway</html>', { status: 500 })],
    ['an error answer without a message', () => jsonResponse({ code: 'INTERNAL' }, 500)],
    ['success: false without a message', () => jsonResponse({ success: false, message: '' })],
  ])("answers %s with the footer's own fallback (spec 01 §8)", async (_case, answer) => {
    stubFetch({ 'POST /api/mailing-list/subscribe': answer });
    const { user } = renderWithProviders(<FooterSubscribeForm />);
    await user.type(screen.getByLabelText('Email address'), 'fan@example.mv');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(MAILING_LIST_MESSAGES.failedTitle)).toBeInTheDocument();
    expect(screen.getByText('Could not subscribe. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText(GENERIC_ERROR_MESSAGE)).not.toBeInTheDocument();
  });
});
