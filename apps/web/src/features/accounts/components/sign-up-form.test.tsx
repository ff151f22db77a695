import type { SignUpInput } from '@marketplace/contract/accounts';
import { ACCOUNT_TOASTS, SIGN_UP_MESSAGES } from '@marketplace/contract/accounts-messages';
import { LOCATION_REQUIRED_MESSAGE, type Atoll } from '@marketplace/contract/locations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { format, subYears } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testUser } from '@/test/render-app';
import { jsonResponse, stubFetch, type FetchCall } from '@/test/render-page';
import { TOAST_DEFAULT_DURATION_MS, useToasts } from '@/lib/toast-store';
import { SignUpForm } from './sign-up-form';

const ATOLLS: Atoll[] = [
  {
    code: 'HA',
    name: 'Haa Alif',
    label: 'Haa Alif (HA)',
    islands: [
      { id: 1, name: 'HA. Dhidhdhoo', value: 'HA. Dhidhdhoo, Haa Alif' },
      { id: 2, name: 'HA. Ihavandhoo', value: 'HA. Ihavandhoo, Haa Alif' },
    ],
  },
  {
    code: 'K',
    name: 'Kaafu',
    label: 'Kaafu (K)',
    islands: [{ id: 3, name: 'K. Malé', value: 'K. Malé, Kaafu' }],
  },
];

function setup(
  signUp: (call: FetchCall) => Response | Promise<Response> = () => jsonResponse({ user: testUser() }, 201),
) {
  const fetch = stubFetch({
    'GET /api/locations': () => jsonResponse(ATOLLS),
    'POST /api/accounts/sign-up': signUp,
  });
  const rendered = renderWithProviders(
    <>
      <SignUpForm />
      <ToastDuration />
    </>,
    {
      path: '/signup',
      routes: [
        {
          path: '/dashboard',
          element: (
            <>
              <h1>Dashboard stub</h1>
              <ToastDuration />
            </>
          ),
        },
      ],
    },
  );
  return { ...fetch, ...rendered };
}

/** Shows how long the visible toast stays, as the Toaster is told (spec 01 §9: 10 s and 7 s for sign-up). */
function ToastDuration() {
  const visible = useToasts().find((t) => t.open);
  return <output aria-label="Toast duration">{visible?.duration ?? TOAST_DEFAULT_DURATION_MS}</output>;
}
const toastDuration = () => screen.getByRole('status', { name: 'Toast duration' });

const submit = () => screen.getByRole('button', { name: 'Create Account' });

async function fillValidForm(user: ReturnType<typeof setup>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Aishath');
  await user.type(screen.getByLabelText('Last name'), 'Ibrahim');
  await user.type(screen.getByLabelText('Email'), 'Aishath@Example.mv');
  await user.type(screen.getByLabelText('Date of birth'), '15061995');
  await user.type(screen.getByLabelText('Mobile number'), '7771234');
  await user.type(screen.getByLabelText('National ID number'), 'a123456');
  await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
  await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!pass');
  await user.click(screen.getByRole('button', { name: /Location/ }));
  await user.click(await screen.findByRole('option', { name: 'HA. Dhidhdhoo' }));
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

describe('SignUpForm', () => {
  it('shows every required-field message, marks the fields and toasts "Validation Error"', async () => {
    const { user, calls } = setup();
    await user.click(submit());

    for (const message of [
      SIGN_UP_MESSAGES.firstNameRequired,
      SIGN_UP_MESSAGES.lastNameRequired,
      SIGN_UP_MESSAGES.emailRequired,
      SIGN_UP_MESSAGES.dateOfBirthRequired,
      SIGN_UP_MESSAGES.mobileRequired,
      SIGN_UP_MESSAGES.nationalIdRequired,
      SIGN_UP_MESSAGES.passwordRequired,
      SIGN_UP_MESSAGES.confirmPasswordRequired,
      LOCATION_REQUIRED_MESSAGE,
      SIGN_UP_MESSAGES.termsRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      SIGN_UP_MESSAGES.firstNameRequired,
    );
    expect(screen.getByRole('button', { name: /Location/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(ACCOUNT_TOASTS.validationError)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_TOASTS.formHasErrors)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the spec message for each malformed value', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Date of birth'), format(subYears(new Date(), 10), 'dd-MM-yyyy'));
    await user.type(screen.getByLabelText('Mobile number'), '12ab');
    await user.type(screen.getByLabelText('National ID number'), 'A1');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(submit());

    expect(await screen.findByText(SIGN_UP_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(SIGN_UP_MESSAGES.dateOfBirthTooYoung)).toBeInTheDocument();
    expect(screen.getByText(SIGN_UP_MESSAGES.mobileInvalid)).toBeInTheDocument();
    expect(screen.getByText(SIGN_UP_MESSAGES.nationalIdInvalid)).toBeInTheDocument();
    expect(screen.getByText(SIGN_UP_MESSAGES.passwordTooShort)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'longenough');
    expect(await screen.findByText(SIGN_UP_MESSAGES.passwordWeak)).toBeInTheDocument();
  });

  it('shows and takes the date of birth as DD-MM-YYYY, whatever the browser locale (issue #16 item 9)', async () => {
    const { user } = setup();
    const dob = screen.getByLabelText('Date of birth');
    expect(dob).toHaveAttribute('type', 'text');
    expect(dob).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    expect(dob).toHaveAttribute('inputmode', 'numeric');
    expect(dob).toHaveAccessibleDescription(/DD-MM-YYYY/);

    await user.type(dob, '150619951');
    expect(dob).toHaveValue('15-06-1995');
    // An autofilled ISO date is shown the same way round.
    fireEvent.change(dob, { target: { value: '1995-06-15' } });
    expect(dob).toHaveValue('15-06-1995');
  });

  it('says "Invalid date format." for an impossible date (spec 01 §5; issue #16 item 4)', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Date of birth'), '31-02-2000');
    await user.click(submit());

    expect(await screen.findByText(SIGN_UP_MESSAGES.dateOfBirthInvalid)).toBeInTheDocument();
    expect(screen.queryByText(SIGN_UP_MESSAGES.dateOfBirthRequired)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "Passwords do not match." live while typing, once both boxes have text', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    expect(screen.queryByText(SIGN_UP_MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Confirm password'), 'Str0');
    expect(screen.getByText(SIGN_UP_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Confirm password'), 'ng!pass');
    expect(screen.queryByText(SIGN_UP_MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    const { user } = setup();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(toggle!);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getAllByRole('button', { name: 'Hide password' })).toHaveLength(1);
  });

  it('groups islands by atoll and filters them by typing', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Location/ }));
    const listbox = await screen.findByRole('listbox', { name: 'Islands' });
    expect(within(listbox).getByRole('group', { name: 'Haa Alif (HA)' })).toBeInTheDocument();
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);

    await user.type(screen.getByRole('combobox', { name: 'Search islands' }), 'mal');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['K. Malé']);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /Location/ })).toHaveTextContent('K. Malé, Kaafu');
  });

  it('sends the form, makes the member current and goes to /dashboard', async () => {
    const { user, calls, queryClient, router } = setup();
    await fillValidForm(user);
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    const body = JSON.parse(String(post.init?.body)) as SignUpInput;
    expect(body).toMatchObject({
      firstName: 'Aishath',
      email: 'aishath@example.mv',
      dateOfBirth: '1995-06-15',
      nationalIdNumber: 'A123456',
      location: 'HA. Dhidhdhoo, Haa Alif',
      agreedToTerms: true,
    });
    expect(body).not.toHaveProperty('instagramHandle');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(queryClient.getQueryData(['me'])).toEqual(testUser());
  });

  it('disables the submit button while the account is being created', async () => {
    let answer: (response: Response) => void = () => {};
    const { user } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    await fillValidForm(user);
    await user.click(submit());

    expect(await screen.findByRole('button', { name: 'Creating your account…' })).toBeDisabled();
    answer(jsonResponse({ user: testUser() }, 201));
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
  });

  it('explains an already registered e-mail', async () => {
    const { user } = setup(() => jsonResponse({ code: 'CONFLICT', message: 'User already registered' }, 409));
    await fillValidForm(user);
    await user.click(submit());

    expect(await screen.findByText(ACCOUNT_TOASTS.signUpError)).toBeInTheDocument();
    expect(screen.getAllByText(ACCOUNT_TOASTS.alreadyRegistered).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it("puts the server's field issues under the fields", async () => {
    const { user } = setup(() =>
      jsonResponse(
        {
          code: 'VALIDATION_FAILED',
          message: 'Invalid input',
          issues: [{ path: 'mobile', message: SIGN_UP_MESSAGES.mobileInvalid }],
        },
        400,
      ),
    );
    await fillValidForm(user);
    await user.click(submit());

    await waitFor(() =>
      expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByText(SIGN_UP_MESSAGES.mobileInvalid)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_TOASTS.validationError)).toBeInTheDocument();
  });

  describe('unexpected answers (spec 01 §4, §8; issue #16 item 5)', () => {
    it('an answer with neither user nor session: "Sign Up Attempted" for 10 s, and no dashboard', async () => {
      const { user, router } = setup(() => jsonResponse({ user: null }, 201));
      await fillValidForm(user);
      await user.click(submit());

      expect(await screen.findByText(ACCOUNT_TOASTS.signUpAttempted)).toBeInTheDocument();
      expect(screen.getByText(ACCOUNT_TOASTS.signUpAttemptedText)).toBeInTheDocument();
      expect(toastDuration()).toHaveTextContent('10000');
      expect(router.state.location.pathname).toBe('/signup');
    });

    it.each([
      ['a body of another shape', () => jsonResponse({ ok: true }, 201)],
      ['a user without its fields', () => jsonResponse({ user: { id: 'u-1' } }, 201)],
      ['a body that is not JSON', () => new Response('<html>ok</html>', { status: 200 })],
    ])('%s: "Sign Up Incomplete"', async (_case, answer) => {
      const { user, router, queryClient } = setup(answer);
      await fillValidForm(user);
      await user.click(submit());

      expect(await screen.findByText(ACCOUNT_TOASTS.signUpIncomplete)).toBeInTheDocument();
      expect(screen.getByText(ACCOUNT_TOASTS.signUpIncompleteText)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/signup');
      expect(queryClient.getQueryData(['me'])).toBeUndefined();
    });

    it('a profile left incomplete after the account exists: "Account Created - Action Recommended" for 7 s, then the dashboard', async () => {
      const { user, router, queryClient } = setup(() =>
        jsonResponse({ user: testUser(), profileIncomplete: true }, 201),
      );
      await fillValidForm(user);
      await user.click(submit());

      expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
      expect(screen.getByText(ACCOUNT_TOASTS.accountCreatedWarning)).toBeInTheDocument();
      expect(
        screen.getByText(
          'Your account is ready! Some details might need manual update in dashboard settings.',
        ),
      ).toBeInTheDocument();
      expect(toastDuration()).toHaveTextContent('7000');
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(queryClient.getQueryData(['me'])).toEqual(testUser());
    });
  });
});
