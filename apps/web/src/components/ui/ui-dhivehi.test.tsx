/**
 * Issue #15: the shared UI in Dhivehi. Toasts made with the app's English messages (the contract's, or the
 * API client's own) show in the page's language, swipe and sit towards the reading side; a field's English
 * message shows in Dhivehi through `FieldError`; dialogs' close buttons and "(optional)" are translated.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { FieldError, FormField } from '@/components/forms/form-field';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { OFFLINE_WRITE_TOAST } from '@/hooks/use-offline-write-notice';
import { APP_MESSAGES } from '@/lib/app-messages';
import { createQueryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast-store';
import { englishLeftIn } from '@/test/english-left';
import { showInDhivehi } from '@/test/language';

describe('the toaster in Dhivehi', () => {
  it('shows a toast made with English messages in Dhivehi, closed with a Dhivehi button', async () => {
    await showInDhivehi();
    render(<Providers queryClient={createQueryClient()}>{null}</Providers>);
    act(() => {
      toast({ ...OFFLINE_WRITE_TOAST, variant: 'destructive' });
    });
    const title = await screen.findByText('ނުފޮނުވުނު: ތިޔަ ހުރީ އޮފްލައިންގައި');
    const shown = title.closest('li')!;
    expect(shown).toHaveTextContent(/އޮންލައިނަށް އަނބުރާ ދިއުމުން/);
    expect(screen.getByRole('button', { name: 'ބަންދުކުރޭ' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /ނޮޓިފިކޭޝަންތައް/ })).toBeInTheDocument();
    expect(englishLeftIn(shown)).toEqual([]);
    // The viewport sits in the reading side's corner on wider screens (logical, not `right-0`).
    expect(screen.getByRole('region').querySelector('ol')).toHaveClass('sm:end-0');
  });
});

describe('form fields in Dhivehi', () => {
  it('shows an English message in Dhivehi and marks an optional field in Dhivehi', async () => {
    await showInDhivehi();
    render(
      <FormField id="name" label="ނަން" optional error={APP_MESSAGES.network}>
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByText('(ލާޒިމެއް ނޫން)')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'ތިޔަ ހުރީ އޮފްލައިންގައި ކަމަށް ފެނެއެވެ. ކަނެކްޝަން ޗެކްކޮށް އަލުން މަސައްކަތްކޮށްލައްވާ.',
    );
  });

  it('shows a text it does not know as given', async () => {
    await showInDhivehi();
    render(<FieldError id="x">{'ނަން ލިޔުއްވާ'}</FieldError>);
    expect(screen.getByText('ނަން ލިޔުއްވާ')).toBeInTheDocument();
  });
});

describe('dialogs and sheets in Dhivehi', () => {
  it('name their close buttons in Dhivehi; the sheet opens from the reading side', async () => {
    await showInDhivehi();
    render(
      <>
        <Dialog open>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>ޑައިލޮގް</DialogTitle>
          </DialogContent>
        </Dialog>
        <Sheet open>
          <SheetContent aria-describedby={undefined}>
            <SheetTitle>މެނޫ</SheetTitle>
          </SheetContent>
        </Sheet>
      </>,
    );
    const dialogs = screen.getAllByRole('dialog', { hidden: true });
    expect(screen.getAllByText('ބަންދުކުރޭ')).toHaveLength(2);
    const sheet = dialogs.find((dialog) => dialog.textContent?.includes('މެނޫ'))!;
    expect(sheet).toHaveClass('start-0', 'border-e');
    expect(sheet).not.toHaveClass('left-0');
    for (const dialog of dialogs) expect(englishLeftIn(dialog)).toEqual([]);
  });
});

describe('left-to-right values in a Dhivehi page (issue #37 item 4i)', () => {
  it('keeps e-mail, phone and web-address inputs left to right, and leaves text inputs to the page', async () => {
    await showInDhivehi();
    render(
      <>
        <Input aria-label="email" type="email" defaultValue="aishath.shifa@example.mv" />
        <Input aria-label="mobile" type="tel" defaultValue="7771234" />
        <Input aria-label="website" type="url" defaultValue="https://raajje.market" />
        <Input aria-label="name" defaultValue="ޢާއިޝަތު" />
        <Input aria-label="own direction" type="email" dir="auto" />
      </>,
    );
    for (const name of ['email', 'mobile', 'website'])
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'name' })).not.toHaveAttribute('dir');
    expect(screen.getByRole('textbox', { name: 'own direction' })).toHaveAttribute('dir', 'auto');
  });
});
