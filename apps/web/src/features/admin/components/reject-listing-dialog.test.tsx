import { MODERATION_MESSAGES, REJECTION_REASON_MAX_LENGTH } from '@marketplace/contract/listings-messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render-page';
import { RejectListingDialog } from './reject-listing-dialog';

function setup(pending = false) {
  const onConfirm = vi.fn();
  const rendered = renderPage(
    <RejectListingDialog
      target={{ key: 'l1', title: 'Reject Listing', description: 'Vintage chair (PD-000001)' }}
      pending={pending}
      onConfirm={onConfirm}
      onOpenChange={() => {}}
    />,
  );
  return { ...rendered, onConfirm };
}

describe('RejectListingDialog', () => {
  it("validates with the contract's rules: non-blank, at most the maximum, the message shown, sent trimmed", async () => {
    const { user, onConfirm } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Reject Listing' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Rejection' });
    const reason = within(dialog).getByLabelText('Reason for rejection');
    expect(confirm).toBeDisabled();
    // Nothing is said before the admin types.
    expect(within(dialog).queryByText(MODERATION_MESSAGES.rejectionReasonRequired)).toBeNull();

    await user.type(reason, '   ');
    expect(confirm).toBeDisabled();
    expect(await within(dialog).findByText(MODERATION_MESSAGES.rejectionReasonRequired)).toBeInTheDocument();

    // One character over: the field says so and Confirm stays disabled (the field does not cut the text).
    await user.clear(reason);
    await user.click(reason);
    await user.paste('x'.repeat(REJECTION_REASON_MAX_LENGTH + 1));
    expect(reason).toHaveValue('x'.repeat(REJECTION_REASON_MAX_LENGTH + 1));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.rejectionReasonTooLong)).toBeInTheDocument();
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(MODERATION_MESSAGES.rejectionReasonTooLong));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    // The counter writes the numbers as the message does ("at most 1000 characters"): the two agree.
    expect(MODERATION_MESSAGES.rejectionReasonTooLong).toContain(String(REJECTION_REASON_MAX_LENGTH));
    expect(within(dialog).getByText('1001 / 1000')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(reason, '{Backspace}');
    expect(within(dialog).queryByText(MODERATION_MESSAGES.rejectionReasonTooLong)).toBeNull();
    expect(confirm).toBeEnabled();

    await user.clear(reason);
    await user.type(reason, '  Blurry photos  ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('Blurry photos');
  });

  it('keeps Confirm Rejection and Cancel disabled while the rejection is being sent', async () => {
    const { user, onConfirm } = setup(true);
    const dialog = await screen.findByRole('dialog', { name: 'Reject Listing' });
    await user.type(within(dialog).getByLabelText('Reason for rejection'), 'Not allowed');
    expect(within(dialog).getByRole('button', { name: 'Confirm Rejection' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
