import {
  ACCOUNT_TOASTS,
  SETTINGS_MESSAGES,
  SIGN_UP_MESSAGES,
  type ActiveSession,
  type OwnProfile,
} from '@marketplace/contract/accounts-messages';
import type { Atoll } from '@marketplace/contract/locations';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, TEST_SITE, testUser } from '@/test/render-app';
import { jsonResponse, stubFetch, type FetchCall } from '@/test/render-page';

const ATOLLS: Atoll[] = [
  {
    code: 'HA',
    name: 'Haa Alif',
    label: 'Haa Alif (HA)',
    islands: [{ id: 1, name: 'HA. Dhidhdhoo', value: 'HA. Dhidhdhoo, Haa Alif' }],
  },
  {
    code: 'K',
    name: 'Kaafu',
    label: 'Kaafu (K)',
    islands: [{ id: 3, name: 'K. Malé', value: 'K. Malé, Kaafu' }],
  },
];

function ownProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    firstName: 'Aishath',
    lastName: 'Ibrahim',
    email: 'aishath@example.mv',
    emailVerified: true,
    mobile: '7771234',
    nationalIdNumber: 'A123456',
    dateOfBirth: '1995-06-15',
    location: 'K. Malé, Kaafu',
    instagramHandle: 'aishath.mv',
    avatarUrl: null,
    isVerifiedSeller: false,
    idVerification: { status: 'not_submitted', adminNotes: null, hasFrontPhoto: false, hasBackPhoto: false },
    joinDate: '2024-03-01T08:00:00.000Z',
    ...overrides,
  };
}

const SESSIONS: ActiveSession[] = [
  {
    id: 's-other',
    createdAt: '2024-05-01T08:00:00.000Z',
    lastActiveAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    expiresAt: '2099-01-01T00:00:00.000Z',
    ipAddress: '203.0.113.7',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    current: false,
  },
  {
    id: 's-this',
    createdAt: '2024-05-02T08:00:00.000Z',
    lastActiveAt: new Date().toISOString(),
    expiresAt: '2099-01-01T00:00:00.000Z',
    ipAddress: '198.51.100.4',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    current: true,
  },
];

type Handler = (call: FetchCall) => Response | Promise<Response>;

function serveSettings(profile: OwnProfile, extra: Record<string, Handler> = {}) {
  return stubFetch({
    'GET /api/me': () => jsonResponse({ user: testUser({ emailVerified: profile.emailVerified }) }),
    'GET /api/site': () => jsonResponse(TEST_SITE),
    'GET /api/locations': () => jsonResponse(ATOLLS),
    'GET /api/accounts/profile': () => jsonResponse(profile),
    'GET /api/accounts/sessions': () => jsonResponse({ items: SESSIONS }),
    ...extra,
  });
}

const bodyOf = (call: FetchCall | undefined): unknown => JSON.parse(String(call?.init?.body));

describe('Account settings: profile', () => {
  it('saves the profile, and puts the server’s field issues under the fields', async () => {
    let answer = 0;
    const { calls } = serveSettings(ownProfile(), {
      'PUT /api/accounts/profile': (call) => {
        answer += 1;
        if (answer === 1) {
          return jsonResponse(
            {
              code: 'VALIDATION_FAILED',
              message: SIGN_UP_MESSAGES.mobileInvalid,
              issues: [{ path: 'mobile', message: 'This mobile number is already in use.' }],
            },
            400,
          );
        }
        const sent = bodyOf(call) as { firstName: string; instagramHandle: string };
        return jsonResponse(ownProfile({ firstName: sent.firstName, instagramHandle: sent.instagramHandle }));
      },
    });
    let profileUpdatedEvents = 0;
    const onProfileUpdated = () => (profileUpdatedEvents += 1);
    window.addEventListener('profileUpdated', onProfileUpdated);
    const { user } = renderApp('/dashboard?tab=settings&section=profile');

    const firstName = await screen.findByLabelText('First name');
    expect(firstName).toHaveValue('Aishath');
    expect(screen.getByLabelText(/^Instagram/)).toHaveValue('@aishath.mv');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    // The national ID is masked except its last three characters until "Show" is pressed.
    const nationalId = screen.getByLabelText('National ID number');
    expect(nationalId).toHaveValue('••••456');
    await user.click(screen.getByRole('button', { name: 'Show national ID number' }));
    expect(nationalId).toHaveValue('A123456');

    await user.clear(firstName);
    await user.type(firstName, 'Aisha');
    const instagram = screen.getByLabelText(/^Instagram/);
    await user.clear(instagram);
    await user.type(instagram, '@aisha.sells');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    // The server's issue lands under the mobile field.
    const mobile = screen.getByLabelText('Mobile number');
    expect(await screen.findByText('This mobile number is already in use.')).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription('This mobile number is already in use.');
    expect(screen.getByText(ACCOUNT_TOASTS.validationError)).toBeInTheDocument();

    const meCallsBefore = calls.filter((c) => c.url.pathname === '/api/me').length;
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.profileUpdatedText)).toBeInTheDocument();
    expect(screen.getByText(SETTINGS_MESSAGES.profileUpdated)).toBeInTheDocument();

    const puts = calls.filter((c) => c.method === 'PUT');
    expect(bodyOf(puts[1])).toEqual({
      firstName: 'Aisha',
      lastName: 'Ibrahim',
      mobile: '7771234',
      location: 'K. Malé, Kaafu',
      instagramHandle: 'aisha.sells',
    });
    expect(profileUpdatedEvents).toBe(1);
    // The current user (names in the menus) is reloaded.
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === '/api/me').length).toBeGreaterThan(meCallsBefore),
    );
    window.removeEventListener('profileUpdated', onProfileUpdated);
  });

  it('on a profile load failure: "Profile Error" toast, the account\'s own details in the form, and a retry (spec 01 §8)', async () => {
    let profileUp = false;
    serveSettings(ownProfile(), {
      'GET /api/me': () =>
        jsonResponse({ user: testUser({ firstName: 'Aishath', lastName: 'Ibrahim', mobile: '7770000' }) }),
      'GET /api/accounts/profile': () =>
        profileUp
          ? jsonResponse(ownProfile({ mobile: '7771234' }))
          : jsonResponse({ code: 'INTERNAL', message: 'down' }, 500),
    });
    const { user } = renderApp('/dashboard?tab=settings&section=profile');

    const notice = await screen.findByText(/Showing your account details meanwhile/);
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText(SETTINGS_MESSAGES.profileLoadFailed)).toBeInTheDocument();
    // The toast of spec 01 §8 as well as the inline notice.
    expect(screen.getAllByText(SETTINGS_MESSAGES.profileLoadFailed)).toHaveLength(2);
    expect(screen.getAllByText(SETTINGS_MESSAGES.profileLoadFailedText, { exact: false })).toHaveLength(2);
    // Not an empty form: the account's own details.
    expect(screen.getByLabelText('First name')).toHaveValue('Aishath');
    expect(screen.getByLabelText('Last name')).toHaveValue('Ibrahim');
    expect(screen.getByLabelText('Email')).toHaveValue('aishath@example.mv');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('7770000');

    profileUp = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveValue('7771234'));
    expect(screen.getByLabelText('National ID number')).toHaveValue('••••456');
    expect(alert).not.toBeInTheDocument();
  });

  it('offers to resend the confirmation e-mail while the address is unconfirmed', async () => {
    const { calls } = serveSettings(ownProfile({ emailVerified: false }), {
      'POST /api/accounts/verify-email/resend': () => jsonResponse({ ok: true }),
    });
    const { user } = renderApp('/dashboard?tab=settings');

    const notice = await screen.findByRole('region', { name: SETTINGS_MESSAGES.emailNotVerified });
    await user.click(within(notice).getByRole('button', { name: SETTINGS_MESSAGES.resendVerificationEmail }));
    expect(await screen.findByText(SETTINGS_MESSAGES.verificationEmailSent)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/verify-email/resend'))).toBe(
      true,
    );
  });
});

describe('Account settings: ID verification', () => {
  it('shows "Pending Review" and the photos on file while the ID awaits review', async () => {
    serveSettings(
      ownProfile({
        idVerification: { status: 'pending', adminNotes: null, hasFrontPhoto: true, hasBackPhoto: true },
      }),
    );
    renderApp('/dashboard?tab=settings');

    expect(await screen.findByText('Pending Review')).toBeInTheDocument();
    expect(screen.getByText(SETTINGS_MESSAGES.idVerificationPendingText)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Submitted photo: front of your id' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/api\/accounts\/verification\/photos\/front\?v=\d+$/),
    );
    // Nothing to submit while the review is pending.
    expect(screen.queryByRole('button', { name: /Submit for verification/ })).not.toBeInTheDocument();
  });

  it('shows the team’s note on a rejection and lets the member submit new photos', async () => {
    serveSettings(
      ownProfile({
        idVerification: {
          status: 'rejected',
          adminNotes: 'The back photo is blurry.',
          hasFrontPhoto: true,
          hasBackPhoto: true,
        },
      }),
    );
    const { user } = renderApp('/dashboard?tab=settings');

    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText(SETTINGS_MESSAGES.idVerificationRejectedNote)).toBeInTheDocument();
    expect(screen.getByText('The back photo is blurry.')).toBeInTheDocument();

    // Both sides are required before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Resubmit for verification' }));
    expect(screen.getAllByText(SETTINGS_MESSAGES.idPhotosRequired)).toHaveLength(2);
    expect(screen.getByLabelText('Front of your ID')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Front of your ID')).toHaveFocus();
  });

  it('tells a verified seller about the public badge', async () => {
    serveSettings(
      ownProfile({
        isVerifiedSeller: true,
        idVerification: { status: 'verified', adminNotes: null, hasFrontPhoto: true, hasBackPhoto: true },
      }),
    );
    renderApp('/dashboard?tab=settings');

    expect(await screen.findByText(SETTINGS_MESSAGES.verifiedSellerText)).toBeInTheDocument();
    expect(screen.getByText('Verified Seller')).toBeInTheDocument();
  });
});

describe('Account settings: security & management', () => {
  it('shows the wrong-current-password issue under the field, and "Passwords do not match." live', async () => {
    const { calls } = serveSettings(ownProfile(), {
      'POST /api/accounts/password': () =>
        jsonResponse(
          {
            code: 'VALIDATION_FAILED',
            message: SETTINGS_MESSAGES.currentPasswordWrong,
            issues: [{ path: 'currentPassword', message: SETTINGS_MESSAGES.currentPasswordWrong }],
          },
          400,
        ),
    });
    const { user } = renderApp('/dashboard?tab=settings&section=security');

    const current = await screen.findByLabelText('Current password');
    await user.type(current, 'not-my-password');
    await user.type(screen.getByLabelText('New password'), 'N3w!password');
    await user.type(screen.getByLabelText('Confirm new password'), 'N3w!passwor');
    expect(screen.getByText(SIGN_UP_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm new password'), 'd');
    expect(screen.queryByText(SIGN_UP_MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(SETTINGS_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(bodyOf(calls.find((c) => c.url.pathname === '/api/accounts/password'))).toEqual({
      currentPassword: 'not-my-password',
      newPassword: 'N3w!password',
      confirmPassword: 'N3w!password',
    });
  });

  it('lists the devices in plain words and signs another one out', async () => {
    let sessions = SESSIONS;
    const { calls } = serveSettings(ownProfile(), {
      'GET /api/accounts/sessions': () => jsonResponse({ items: sessions }),
      'DELETE /api/accounts/sessions/s-other': () => {
        sessions = SESSIONS.filter((s) => s.id !== 's-other');
        return jsonResponse({ ok: true });
      },
    });
    const { user } = renderApp('/dashboard?tab=settings&section=security');

    const list = await screen.findByRole('list', { name: 'Active sessions' });
    const rows = within(list).getAllByRole('listitem');
    // This device comes first and cannot be signed out from here.
    expect(rows[0]).toHaveTextContent('Chrome on Windows');
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Safari on iPhone');
    expect(rows[1]).toHaveTextContent('203.0.113.7');
    expect(rows[1]).toHaveTextContent('Last active about 3 hours ago');

    await user.click(within(rows[1]!).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.sessionRevoked)).toBeInTheDocument();
    expect(
      calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/accounts/sessions/s-other'),
    ).toBe(true);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('keeps "Delete my account" disabled until DELETE is typed, then deletes and signs out', async () => {
    localStorage.setItem('currentUser', JSON.stringify(testUser()));
    const { calls } = serveSettings(ownProfile(), {
      'DELETE /api/accounts/me': () => jsonResponse({ ok: true }),
    });
    let loggedOutEvents = 0;
    const onLoggedOut = () => (loggedOutEvents += 1);
    window.addEventListener('userLoggedOut', onLoggedOut);
    const { user, router, queryClient } = renderApp('/dashboard?tab=settings&section=management');

    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    const confirmation = within(dialog).getByLabelText('Type DELETE to confirm');
    const deleteButton = within(dialog).getByRole('button', { name: 'Delete my account' });
    // Focus starts where the member has to type.
    expect(confirmation).toHaveFocus();
    expect(deleteButton).toBeDisabled();

    await user.type(confirmation, 'delete');
    expect(deleteButton).toBeDisabled();
    await user.clear(confirmation);
    await user.type(confirmation, 'DELETE');
    expect(deleteButton).toBeEnabled();

    await user.type(within(dialog).getByLabelText('Your password'), 'Str0ng!pass');
    await user.click(deleteButton);

    expect(await screen.findByText(SETTINGS_MESSAGES.accountDeleted)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(bodyOf(calls.find((c) => c.method === 'DELETE'))).toEqual({
      confirmation: 'DELETE',
      password: 'Str0ng!pass',
    });
    expect(queryClient.getQueryData(['me'])).toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(loggedOutEvents).toBe(1);
    window.removeEventListener('userLoggedOut', onLoggedOut);
  });
});
