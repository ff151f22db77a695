import type { CurrentUser } from '@marketplace/contract/accounts-messages';
import { ADMIN_MESSAGES } from '@marketplace/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { member } from '../test/admin-user-fixture';
import { AdminUsersPage } from './admin-users-page';

const admin: CurrentUser = {
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

function usersPage(items: unknown[]) {
  return { items, total: items.length, page: 1, pageSize: 20 };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminUsersPage', () => {
  it('lists members with the spec columns and a badge per status, unknown ones as "Unknown"', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: admin }),
      'GET /api/admin/users': () =>
        jsonResponse(
          usersPage([
            member(),
            member({
              id: 'u2',
              firstName: 'Hassan',
              lastName: 'Ali',
              email: 'hassan@example.mv',
              status: 'banned',
            }),
            member({
              id: 'u3',
              firstName: 'Mohamed',
              lastName: 'Naeem',
              email: 'mn@example.mv',
              status: 'suspended',
            }),
            // A status the app does not know, as an older server might send.
            {
              ...member({ id: 'u4', firstName: 'Old', lastName: 'Row', email: 'old@example.mv' }),
              status: 'archived',
            },
          ]),
        ),
    });
    renderPage(<AdminUsersPage />);

    expect(await screen.findByText('aishath@example.mv')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    for (const column of [
      'Avatar',
      'Name',
      'Email',
      'Mobile',
      'National ID',
      'Location',
      'Joined',
      'Status',
      'Actions',
    ]) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(screen.getAllByText('Mar 4, 2025')).toHaveLength(4);

    const rowOf = (email: string) => screen.getByText(email).closest('tr')!;
    expect(within(rowOf('aishath@example.mv')).getByText('Active')).toHaveClass('bg-success');
    expect(within(rowOf('hassan@example.mv')).getByText('Banned')).toHaveClass('bg-destructive');
    expect(within(rowOf('mn@example.mv')).getByText('Suspended')).toHaveClass('bg-warning');
    expect(within(rowOf('old@example.mv')).getByText('Unknown')).toBeInTheDocument();

    // Active members can be banned, the others activated.
    expect(screen.getByRole('button', { name: 'Ban Aishath Ibrahim' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate Hassan Ali' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate Mohamed Naeem' })).toBeInTheDocument();
  });

  it('confirms a deletion with the spec text before deleting', async () => {
    const { calls } = stubFetch({
      'GET /api/me': () => jsonResponse({ user: admin }),
      'GET /api/admin/users': () => jsonResponse(usersPage([member()])),
      'DELETE /api/admin/users/u1': () => jsonResponse({ ok: true }),
    });
    const { user } = renderPage(<AdminUsersPage />);

    await user.click(await screen.findByRole('button', { name: 'Delete Aishath Ibrahim' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(ADMIN_MESSAGES.userDeleteConfirm)).toBeInTheDocument();
    expect(
      within(dialog).getByText('The deletion is permanent and will remove all their data.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(ADMIN_MESSAGES.userDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      '/api/admin/users/u1',
    ]);
  });

  it('bans a member and toasts "Failed to update status" with the server message on failure', async () => {
    let fail = false;
    const { calls } = stubFetch({
      'GET /api/me': () => jsonResponse({ user: admin }),
      'GET /api/admin/users': () => jsonResponse(usersPage([member()])),
      'POST /api/admin/users/u1/status': () =>
        fail
          ? jsonResponse({ code: 'CONFLICT', message: 'Try again later.' }, 409)
          : jsonResponse(member({ status: 'banned' })),
    });
    const { user } = renderPage(<AdminUsersPage />);

    await user.click(await screen.findByRole('button', { name: 'Ban Aishath Ibrahim' }));
    expect(await screen.findByText(ADMIN_MESSAGES.userStatusUpdated)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ newStatus: 'banned' });

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Ban Aishath Ibrahim' }));
    expect(await screen.findByText(ADMIN_MESSAGES.userStatusFailed)).toBeInTheDocument();
    expect(screen.getByText('Try again later.')).toBeInTheDocument();
  });

  it('does not let the admin ban or delete their own account', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: admin }),
      'GET /api/admin/users': () =>
        jsonResponse(
          usersPage([
            member({ id: 'admin-1', firstName: 'Site', lastName: 'Admin', email: 'admin@example.mv' }),
          ]),
        ),
    });
    renderPage(<AdminUsersPage />);

    expect(await screen.findByRole('button', { name: 'Ban Site Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Site Admin' })).toBeDisabled();
  });

  it('loads the ID photos only after "Show ID photos"', async () => {
    const { calls } = stubFetch({
      'GET /api/me': () => jsonResponse({ user: admin }),
      'GET /api/admin/users': () => jsonResponse(usersPage([member()])),
      'GET /api/admin/users/u1': () => jsonResponse(member()),
    });
    const { user } = renderPage(<AdminUsersPage />);

    await user.click(await screen.findByRole('button', { name: 'View Aishath Ibrahim' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(format(new Date('2025-03-04T10:00:00.000Z'), 'MMMM d, yyyy, h:mm a')),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Pending Review')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: /national ID card/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Show ID photos' }));
    expect(
      within(dialog).getByRole('img', { name: 'Front of Aishath Ibrahim’s national ID card' }),
    ).toHaveAttribute('src', '/api/admin/users/u1/id-photos/front');
    expect(
      within(dialog).getByRole('img', { name: 'Back of Aishath Ibrahim’s national ID card' }),
    ).toHaveAttribute('src', '/api/admin/users/u1/id-photos/back');
    expect(calls.some((c) => c.url.pathname.includes('id-photos'))).toBe(false);
  });

  it('edits a member: e-mail read-only, "User Updated" on success', async () => {
    const { calls } = stubFetch({
      'GET /api/me': () => jsonResponse({ user: admin }),
      'GET /api/admin/users': () => jsonResponse(usersPage([member()])),
      'PATCH /api/admin/users/u1': () =>
        jsonResponse(member({ isVerifiedSeller: true, idVerificationStatus: 'verified' })),
    });
    const { user } = renderPage(<AdminUsersPage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Aishath Ibrahim' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('ID verification status')).toHaveDisplayValue('Pending Review');
    await user.click(within(dialog).getByRole('switch', { name: 'Verified seller' }));
    await user.selectOptions(within(dialog).getByLabelText('ID verification status'), 'verified');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(ADMIN_MESSAGES.userUpdated)).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(JSON.parse(String(patch?.init?.body))).toMatchObject({
      firstName: 'Aishath',
      isVerifiedSeller: true,
      idVerificationStatus: 'verified',
    });
    expect(JSON.parse(String(patch?.init?.body))).not.toHaveProperty('email');
  });

  it('shows "Update Failed" when saving fails', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: admin }),
      'GET /api/admin/users': () => jsonResponse(usersPage([member()])),
      'PATCH /api/admin/users/u1': () => jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500),
    });
    const { user } = renderPage(<AdminUsersPage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Aishath Ibrahim' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(ADMIN_MESSAGES.userUpdateFailed)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.userUpdateFailedText)).toBeInTheDocument();
  });

  it('adds a member and says where the set-password link went; the server’s field issues land on the form', async () => {
    let taken = true;
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: admin }),
      'GET /api/admin/users': () => jsonResponse(usersPage([])),
      'POST /api/admin/users': () =>
        taken
          ? jsonResponse(
              {
                code: 'CONFLICT',
                message: 'User already registered',
                issues: [{ path: 'email', message: 'This email is already registered.' }],
              },
              409,
            )
          : jsonResponse(member({ id: 'u9', email: 'new@example.mv' }), 201),
    });
    const { user } = renderPage(<AdminUsersPage />);

    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await within(dialog).findByText('First name is required.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('First name'), 'Mariyam');
    await user.type(within(dialog).getByLabelText('Last name'), 'Shifa');
    await user.type(within(dialog).getByLabelText('Email'), 'New@Example.mv');
    await user.type(within(dialog).getByLabelText('Mobile number'), '7654321');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await within(dialog).findByText('This email is already registered.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    taken = false;
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('User Added')).toBeInTheDocument();
    expect(screen.getByText('A set-password link was e-mailed to new@example.mv.')).toBeInTheDocument();
  });

  it('toasts "Failed to fetch users" with the message', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: admin }),
      'GET /api/admin/users': () => jsonResponse({ code: 'FORBIDDEN', message: 'Admins only.' }, 403),
    });
    renderPage(<AdminUsersPage />);

    expect(await screen.findByText('Admins only.')).toBeInTheDocument();
    expect(screen.getAllByText(ADMIN_MESSAGES.usersFetchFailed).length).toBeGreaterThan(0);
  });
});
