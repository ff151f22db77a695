import type { AdminUserRow } from '@marketplace/contract/admin';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { member } from '../test/admin-user-fixture';
import { EditUserDialog } from './edit-user-dialog';

function setup(row: AdminUserRow) {
  const fetch = stubFetch({
    'PATCH /api/admin/users/u1': (call) =>
      jsonResponse({ ...row, ...(JSON.parse(String(call.init?.body)) as Partial<AdminUserRow>) }),
  });
  const rendered = renderPage(<EditUserDialog user={row} onOpenChange={() => {}} />);
  return { ...rendered, ...fetch };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EditUserDialog', () => {
  it('turns "Verified seller" on and keeps it on while the ID verification is Verified', async () => {
    const { user, calls } = setup(member());
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const verifiedSeller = within(dialog).getByRole('switch', { name: 'Verified seller' });
    expect(verifiedSeller).not.toBeChecked();

    await user.selectOptions(within(dialog).getByLabelText('ID verification status'), 'verified');

    expect(verifiedSeller).toBeChecked();
    expect(verifiedSeller).toBeDisabled();
    expect(verifiedSeller).toHaveAccessibleDescription(/verified ID always shows the badge/i);

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const patch = await vi.waitFor(() => {
      const found = calls.find((c) => c.method === 'PATCH');
      expect(found).toBeDefined();
      return found!;
    });
    expect(JSON.parse(String(patch.init?.body))).toMatchObject({
      isVerifiedSeller: true,
      idVerificationStatus: 'verified',
    });
  });

  it('lets the admin turn the badge off again once the status is no longer Verified', async () => {
    const { user } = setup(member({ isVerifiedSeller: true, idVerificationStatus: 'verified' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const verifiedSeller = within(dialog).getByRole('switch', { name: 'Verified seller' });
    expect(verifiedSeller).toBeChecked();
    expect(verifiedSeller).toBeDisabled();

    await user.selectOptions(within(dialog).getByLabelText('ID verification status'), 'pending');
    expect(verifiedSeller).toBeEnabled();
    await user.click(verifiedSeller);

    expect(verifiedSeller).not.toBeChecked();
  });
});
