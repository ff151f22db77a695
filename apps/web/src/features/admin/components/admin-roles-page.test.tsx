import type { CurrentUser } from '@marketplace/contract/accounts-messages';
import { ADMIN_MESSAGES, type AdminUserRow } from '@marketplace/contract/admin';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { AdminRolesPage } from './admin-roles-page';

function member(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: 'u1',
    firstName: 'Aishath',
    lastName: 'Ibrahim',
    email: 'aishath@example.mv',
    mobile: null,
    nationalIdNumber: null,
    location: null,
    instagramHandle: null,
    avatarUrl: null,
    joinDate: '2025-03-04T10:00:00.000Z',
    status: 'active',
    role: 'user',
    isVerifiedSeller: false,
    idVerificationStatus: 'not_submitted',
    idVerificationAdminNotes: null,
    hasIdPhotos: false,
    ...overrides,
  };
}

const me: CurrentUser = {
  id: 'admin-1',
  email: 'admin@example.mv',
  firstName: 'Site',
  lastName: 'Admin',
  avatarUrl: null,
  instagramHandle: null,
  mobile: null,
  joinDate: '2024-01-01T00:00:00.000Z',
  role: 'admin',
  emailVerified: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminRolesPage', () => {
  it('lists the admins from every page of users and shows the last-admin refusal as a toast', async () => {
    const self = member({
      id: 'admin-1',
      firstName: 'Site',
      lastName: 'Admin',
      email: 'admin@example.mv',
      role: 'admin',
    });
    const { calls } = stubFetch({
      'GET /api/me': () => jsonResponse({ user: me }),
      'GET /api/admin/users': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const items =
          page === 1 ? [member(), ...Array.from({ length: 19 }, (_, i) => member({ id: `m${i}` }))] : [self];
        return jsonResponse({ items, total: 21, page, pageSize: 20 });
      },
      'POST /api/admin/users/admin-1/role': () =>
        jsonResponse({ code: 'CONFLICT', message: ADMIN_MESSAGES.lastAdmin }, 409),
    });
    const { user } = renderPage(<AdminRolesPage />);

    const admins = await screen.findByRole('list', { name: 'Administrators' });
    expect(within(admins).getAllByRole('listitem')).toHaveLength(1);
    expect(within(admins).getByText('admin@example.mv')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/admin/users')).toHaveLength(2);

    await user.click(within(admins).getByRole('button', { name: 'Revoke admin role from Site Admin' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('You will lose access to the admin area straight away.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke admin role' }));

    expect(await screen.findByText(ADMIN_MESSAGES.lastAdmin)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ role: 'user' });
  });

  it('finds a member and grants the admin role after confirmation', async () => {
    const { calls } = stubFetch({
      'GET /api/me': () => jsonResponse({ user: me }),
      'GET /api/admin/users': ({ url }) =>
        jsonResponse({
          items: url.searchParams.get('query') ? [member()] : [],
          total: url.searchParams.get('query') ? 1 : 0,
          page: 1,
          pageSize: 20,
        }),
      'POST /api/admin/users/u1/role': () => jsonResponse(member({ role: 'admin' })),
    });
    const { user } = renderPage(<AdminRolesPage />);

    await user.type(screen.getByLabelText('Search members'), 'aishath');
    const results = await screen.findByRole('list', { name: 'Search results' }, { timeout: 2000 });
    await user.click(within(results).getByRole('button', { name: 'Grant admin role to Aishath Ibrahim' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Grant admin role' }),
    );

    expect(await screen.findByText('Aishath Ibrahim is now an admin.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.url.pathname).toBe('/api/admin/users/u1/role');
  });
});
