import { SETTINGS_MESSAGES, type OwnProfile } from '@marketplace/contract/accounts-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, TEST_SITE, testUser } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/render-page';

const PROFILE: OwnProfile = {
  firstName: 'Aishath',
  lastName: 'Ibrahim',
  email: 'aishath@example.mv',
  emailVerified: true,
  mobile: '7771234',
  nationalIdNumber: 'A123456',
  dateOfBirth: '1995-06-15',
  location: null,
  instagramHandle: null,
  avatarUrl: null,
  isVerifiedSeller: false,
  idVerification: { status: 'not_submitted', adminNotes: null, hasFrontPhoto: false, hasBackPhoto: false },
  joinDate: '2024-03-01T08:00:00.000Z',
};

function serveMember({ emailVerified = true, joinDate = '2024-03-01T08:00:00.000Z' } = {}) {
  return stubFetch({
    'GET /api/me': () => jsonResponse({ user: testUser({ emailVerified, joinDate }) }),
    'GET /api/site': () => jsonResponse(TEST_SITE),
    'GET /api/locations': () => jsonResponse([]),
    'GET /api/accounts/profile': () => jsonResponse({ ...PROFILE, emailVerified }),
    'GET /api/accounts/sessions': () => jsonResponse({ items: [] }),
    'GET /api/saved': () => jsonResponse({ items: [] }),
    'GET /api/my/overview': () =>
      jsonResponse({
        counts: { Pending: 1, Approved: 2, Rejected: 0, Sold: 0 },
        totalViews: 40,
        timesSaved: 3,
        recentEvents: [],
      }),
    'POST /api/accounts/verify-email/resend': () => jsonResponse({ ok: true }),
  });
}

describe('/dashboard', () => {
  it('welcomes a member who joined today, and welcomes back one who joined before (issue #37 item 4p)', async () => {
    serveMember({ joinDate: new Date(Date.now() - 60_000).toISOString() });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Aishath!' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('opens the settings tab at the asked-for section, scrolled into view and highlighted', async () => {
    serveMember();
    const scrolled: string[] = [];
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    renderApp('/dashboard?tab=settings&section=management');

    expect(await screen.findByRole('heading', { name: 'Security & Management' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Email')).toHaveValue('aishath@example.mv');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('7771234');
    // Management is highlighted together with security.
    expect(document.getElementById('settings-security')).toHaveClass('ring-2');
    expect(document.getElementById('settings-profile')).not.toHaveClass('ring-2');
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Security & Management' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await waitFor(() => expect(scrolled).toContain('settings-management'));
    spy.mockRestore();
  });

  it('switches tabs from the side menu, replacing the history entry', async () => {
    serveMember();
    const { user, router } = renderApp('/dashboard');

    await screen.findByRole('heading', { name: 'Welcome back, Aishath!' });
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('link', { name: 'Saved Items' }));
    expect(await screen.findByText('You have no saved items.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=saved-listings');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('collapses the side menu to icons', async () => {
    serveMember();
    const { user } = renderApp('/dashboard');

    await screen.findByRole('heading', { name: 'Welcome back, Aishath!' });
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    // Labels move to tooltips; the links keep their names.
    expect(within(nav).getByRole('link', { name: 'Saved Items' })).not.toHaveTextContent('Saved Items');
  });

  it('asks a member with an unconfirmed e-mail to confirm it, with a resend action', async () => {
    const { calls } = serveMember({ emailVerified: false });
    const { user } = renderApp('/dashboard');

    const banner = await screen.findByRole('region', { name: 'E-mail confirmation' });
    expect(banner).toHaveTextContent(SETTINGS_MESSAGES.emailNotVerified);
    await user.click(within(banner).getByRole('button', { name: SETTINGS_MESSAGES.resendVerificationEmail }));
    expect(await screen.findByText(SETTINGS_MESSAGES.verificationEmailSentText)).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/api/accounts/verify-email/resend')).toBe(true);
  });

  it('shows no e-mail banner once the address is confirmed', async () => {
    serveMember();
    renderApp('/dashboard');

    await screen.findByRole('heading', { name: 'Welcome back, Aishath!' });
    expect(screen.queryByRole('region', { name: 'E-mail confirmation' })).not.toBeInTheDocument();
  });

  it('takes the tab from navigation state when the query has none', async () => {
    serveMember();
    const { router } = renderApp('/no-such-page');
    await screen.findByRole('heading', { name: "We couldn't find that page" });

    await router.navigate('/dashboard', { state: { tab: 'saved-listings' } });
    expect(await screen.findByText('You have no saved items.')).toBeInTheDocument();
  });
});
