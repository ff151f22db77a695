import { EARLY_ACCESS_MESSAGES, MAILING_LIST_MESSAGES } from '@marketplace/contract/mailing-list-messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';
import { EARLY_ACCESS_SUCCESS_PATH, EarlyAccessForm } from './early-access-form';
import { EarlyAccessSuccessPage } from './early-access-success-page';

function renderForm() {
  return renderWithProviders(<EarlyAccessForm />, {
    path: '/early-access',
    routes: [{ path: EARLY_ACCESS_SUCCESS_PATH, element: <EarlyAccessSuccessPage /> }],
  });
}

const joinButton = () => screen.getByRole('button', { name: 'Join the Early Access List' });

describe('EarlyAccessForm', () => {
  it('shows every field error on an empty submit and clears each one as its field is edited', async () => {
    const { calls } = stubFetch({});
    const { user } = renderForm();
    await user.click(joinButton());

    expect(await screen.findByText(EARLY_ACCESS_MESSAGES.validationErrorTitle)).toBeInTheDocument();
    expect(screen.getByText(EARLY_ACCESS_MESSAGES.validationError)).toBeInTheDocument();
    expect(screen.getByText(EARLY_ACCESS_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(EARLY_ACCESS_MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(EARLY_ACCESS_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(EARLY_ACCESS_MESSAGES.termsRequired)).toBeInTheDocument();
    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription(EARLY_ACCESS_MESSAGES.firstNameRequired);

    await user.type(firstName, 'A');
    expect(screen.queryByText(EARLY_ACCESS_MESSAGES.firstNameRequired)).not.toBeInTheDocument();
    expect(firstName).toHaveAttribute('aria-invalid', 'false');
    // The others stay until their own field is edited.
    expect(screen.getByText(EARLY_ACCESS_MESSAGES.lastNameRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(screen.queryByText(EARLY_ACCESS_MESSAGES.emailRequired)).not.toBeInTheDocument();
    await user.click(joinButton());
    expect(await screen.findByText(EARLY_ACCESS_MESSAGES.emailInvalid)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByText(EARLY_ACCESS_MESSAGES.termsRequired)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('treats "already subscribed" as success and greets the first name on the thank-you page', async () => {
    const { calls } = stubFetch({
      'POST /api/mailing-list/subscribe': () =>
        jsonResponse({ success: false, message: MAILING_LIST_MESSAGES.alreadySubscribed }),
    });
    const { user, router } = renderForm();
    await user.type(screen.getByLabelText('First name'), 'Aishath');
    await user.type(screen.getByLabelText('Last name'), 'Ibrahim');
    await user.type(screen.getByLabelText('Email'), 'aishath@example.mv');
    await user.click(screen.getByRole('checkbox'));
    await user.click(joinButton());

    await waitFor(() => expect(router.state.location.pathname).toBe(EARLY_ACCESS_SUCCESS_PATH));
    expect(await screen.findByRole('heading', { name: 'Thank you, Aishath!' })).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      email: 'aishath@example.mv',
      firstName: 'Aishath',
      lastName: 'Ibrahim',
      source: 'early_access_page_form',
    });
  });

  it('stays and says "Subscription Failed" with the message for any other refusal', async () => {
    stubFetch({
      'POST /api/mailing-list/subscribe': () => jsonResponse({ success: false, message: 'Try again later.' }),
    });
    const { user, router } = renderForm();
    await user.type(screen.getByLabelText('First name'), 'Aishath');
    await user.type(screen.getByLabelText('Last name'), 'Ibrahim');
    await user.type(screen.getByLabelText('Email'), 'aishath@example.mv');
    await user.click(screen.getByRole('checkbox'));
    await user.click(joinButton());

    expect(await screen.findByText(EARLY_ACCESS_MESSAGES.failedTitle)).toBeInTheDocument();
    expect(screen.getByText('Try again later.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/early-access');
  });
});
