import type { CurrentUser } from '@marketplace/contract/accounts-messages';
import { ACCOUNT_TOASTS } from '@marketplace/contract/accounts-messages';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { renderApp, TEST_SITE } from '@/test/render-app';
import { AdminLayout } from './admin-layout';

function member(role: CurrentUser['role']): CurrentUser {
  return {
    id: 'u1',
    email: 'mariyam@example.mv',
    firstName: 'Mariyam',
    lastName: 'Ali',
    avatarUrl: null,
    instagramHandle: null,
    mobile: null,
    joinDate: '2024-01-01T00:00:00.000Z',
    role,
    emailVerified: true,
  };
}

const otherRoutes = [
  { path: '/', element: <p>Home page</p> },
  { path: '/signin', element: <p>Sign in page</p> },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminLayout', () => {
  it('sends a member who is not the admin home with the Access Denied toast', async () => {
    stubFetch({ 'GET /api/me': () => jsonResponse({ user: member('user') }) });
    renderPage(<AdminLayout>secret</AdminLayout>, { path: '/admin', routes: otherRoutes });

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_TOASTS.accessDeniedAdmin)).toBeInTheDocument();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('sends a visitor to sign in', async () => {
    stubFetch({ 'GET /api/me': () => jsonResponse({ user: null }) });
    const { router } = renderPage(<AdminLayout>secret</AdminLayout>, { path: '/admin', routes: otherRoutes });

    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  // Issue #37 item 4v: admin pages had two "Skip to content" links, the site shell's and the admin area's.
  it('has one "Skip to content" link in the admin area, past its own header', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: member('admin') }),
      'GET /api/site': () => jsonResponse(TEST_SITE),
    });
    renderApp('/admin/activity-log');
    await screen.findByRole('link', { name: 'Listings' });
    const skipLinks = screen.getAllByRole('link', { name: 'Skip to content' });
    expect(skipLinks).toHaveLength(1);
    expect(skipLinks[0]).toHaveAttribute('href', '#admin-content');
  });

  it('shows the admin frame to the admin', async () => {
    stubFetch({ 'GET /api/me': () => jsonResponse({ user: member('admin') }) });
    renderPage(<AdminLayout>Admin page body</AdminLayout>, { path: '/admin', routes: otherRoutes });

    expect(await screen.findByText('Admin page body')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Listings' })).toHaveAttribute('href', '/admin/listings');
    expect(screen.getByRole('link', { name: 'Go to User Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText('Mariyam Ali')).toBeInTheDocument();
  });

  it('links every built admin page, marks the overview current on /admin, and opens a drawer menu', async () => {
    stubFetch({ 'GET /api/me': () => jsonResponse({ user: member('admin') }) });
    const { user } = renderPage(<AdminLayout>Admin page body</AdminLayout>, {
      path: '/admin',
      routes: [...otherRoutes, { path: '/admin/users', element: <AdminLayout>Users body</AdminLayout> }],
    });

    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Overview', '/admin/overview'],
      ['Listings', '/admin/listings'],
      ['Users', '/admin/users'],
      ['Moderation', '/admin/moderation'],
      ['Reports', '/admin/reports'],
      ['Activity Log', '/admin/activity-log'],
      ['Marketing Tools', '/admin/marketing-tools'],
      ['Testimonials', '/admin/management/content'],
      ['Search Synonyms', '/admin/management/search'],
      ['Category Fields', '/admin/management/categories'],
      ['Roles', '/admin/management/roles'],
      ['System', '/admin/management/system'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Open admin menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Admin menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Users' }));

    expect(await screen.findByText('Users body')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
