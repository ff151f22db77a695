import { SAFETY_MESSAGES } from '@marketplace/contract/safety-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/locales/en/safety';
import { fixedTexts, shown } from '@/test/english-shown';
import { showInDhivehi } from '@/test/language';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { ReportButton } from './report-button';
import { ReportMessageButton } from './report-message-button';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderButton() {
  return renderPage(<ReportButton targetType="listing" targetId="l1" subject="Vintage chair" />);
}

async function openDialog(user: ReturnType<typeof renderButton>['user']) {
  await user.click(screen.getByRole('button', { name: 'Report' }));
  return screen.findByRole('dialog', { name: SAFETY_MESSAGES.reportTitle.listing });
}

describe('Report dialog', () => {
  it('offers the six reasons as a radio group and sends the report with the note', async () => {
    const { calls } = stubFetch({
      'POST /api/reports': () =>
        jsonResponse({ id: 'r1', targetType: 'listing', targetId: 'l1', reason: 'scam', createdAt: '2026-11-24T10:00:00Z' }, 201),
    });
    const { user } = renderButton();
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Vintage chair')).toBeInTheDocument();
    const group = within(dialog).getByRole('group', { name: SAFETY_MESSAGES.reasonLegend });
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Spam',
      'Scam or fraud',
      'Prohibited item',
      'Wrong category',
      'Offensive',
      'Other',
    ]);
    await user.click(within(group).getByRole('radio', { name: 'Scam or fraud' }));
    await user.type(within(dialog).getByRole('textbox', { name: SAFETY_MESSAGES.noteLabel }), 'Asks for a deposit');
    await user.click(within(dialog).getByRole('button', { name: SAFETY_MESSAGES.submitReport }));

    expect(await within(dialog).findByText(SAFETY_MESSAGES.reportSent)).toBeInTheDocument();
    const close = within(dialog).getByRole('button', { name: SAFETY_MESSAGES.close });
    await waitFor(() => expect(close).toHaveFocus());
    const sent = calls.find((c) => c.url.pathname === '/api/reports');
    expect(JSON.parse(String(sent!.init!.body))).toEqual({ targetType: 'listing', targetId: 'l1', reason: 'scam', note: 'Asks for a deposit' });

    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Report' })).toHaveFocus();
  });

  it('asks for a reason, and for a note when the reason is Other, without calling the server', async () => {
    const { calls } = stubFetch({});
    const { user } = renderButton();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: SAFETY_MESSAGES.submitReport }));
    expect(await within(dialog).findByText(SAFETY_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toHaveFocus();

    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: SAFETY_MESSAGES.submitReport }));
    expect(await within(dialog).findByText(SAFETY_MESSAGES.noteRequired)).toBeInTheDocument();
    const note = within(dialog).getByRole('textbox', { name: /Note/ });
    expect(note).toHaveFocus();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.url.pathname === '/api/reports')).toEqual([]);
  });

  it('shows "already reported" (409) as an alert and keeps the form', async () => {
    stubFetch({
      'POST /api/reports': () => jsonResponse({ code: 'CONFLICT', message: SAFETY_MESSAGES.alreadyReported }, 409),
    });
    const { user } = renderButton();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: SAFETY_MESSAGES.submitReport }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(SAFETY_MESSAGES.alreadyReported);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toBeChecked();
  });

  it("puts the server's field messages under their fields", async () => {
    stubFetch({
      'POST /api/reports': () =>
        jsonResponse({ code: 'VALIDATION_FAILED', message: 'x', issues: [{ path: 'note', message: SAFETY_MESSAGES.noteTooLong }] }, 400),
    });
    const { user } = renderButton();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Offensive' }));
    await user.click(within(dialog).getByRole('button', { name: SAFETY_MESSAGES.submitReport }));
    expect(await within(dialog).findByText(SAFETY_MESSAGES.noteTooLong)).toBeInTheDocument();
  });
});

describe('ReportMessageButton', () => {
  it('reports the message it sits on', async () => {
    const { calls } = stubFetch({
      'POST /api/reports': () =>
        jsonResponse({ id: 'r2', targetType: 'message', targetId: 'm7', reason: 'offensive', createdAt: '2026-11-24T10:00:00Z' }, 201),
    });
    const { user } = renderPage(<ReportMessageButton messageId="m7" preview="You are an idiot" />);
    await user.click(screen.getByRole('button', { name: SAFETY_MESSAGES.reportTitle.message }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('You are an idiot')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Offensive' }));
    await user.click(within(dialog).getByRole('button', { name: SAFETY_MESSAGES.submitReport }));
    expect(await within(dialog).findByText(SAFETY_MESSAGES.reportSent)).toBeInTheDocument();
    const sent = calls.find((c) => c.url.pathname === '/api/reports');
    expect(JSON.parse(String(sent!.init!.body))).toMatchObject({ targetType: 'message', targetId: 'm7', reason: 'offensive' });
  });
});

describe('Report dialog in Dhivehi', () => {
  it('asks in Thaana, keeps what is reported as written, and shows no English', async () => {
    await showInDhivehi();
    stubFetch({});
    const { user } = renderPage(<ReportButton targetType="listing" targetId="l1" subject="ހުޅުމާލޭ ބައިސްކަލު" />);
    await user.click(screen.getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'މި އިޢުލާން ރިޕޯޓްކުރޭ' });
    expect(within(dialog).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'ސްޕޭމް',
      'ސްކޭމް ނުވަތަ އޮޅުވާލުން',
      'މަނާ އެއްޗެއް',
      'ގޯސް ކެޓަގަރީ',
      'ހިތްދަތިކުރުވަނިވި',
      'އެހެނިހެން',
    ]);
    expect(within(dialog).getByText('ހުޅުމާލޭ ބައިސްކަލު')).toHaveAttribute('dir', 'auto');
    expect(within(dialog).getByRole('textbox')).toHaveAttribute('dir', 'auto');
    expect(shown([...fixedTexts(en), ...fixedTexts(SAFETY_MESSAGES)])).toEqual([]);
  });
});
