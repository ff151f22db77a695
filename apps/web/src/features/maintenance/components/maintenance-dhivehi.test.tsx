/** Issue #15: the admin's system page and the maintenance banner in Dhivehi, with no English left. */
import {
  MAINTENANCE_MESSAGES,
  type OutboxMessage,
  type SystemSummary,
} from '@marketplace/contract/site-settings';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn } from '@/test/english-left';
import { showInDhivehi } from '@/test/language';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { AdminSystemPage } from './admin-system-page';

const summary: SystemSummary = {
  users: 3,
  listings: 1250,
  subscribers: 1,
  mailOutbox: { pending: 1, sent: 1 },
  maintenance: { maintenance: false, forcedByEnvironment: false },
};

const message: OutboxMessage = {
  id: 'm1',
  to: 'member@example.mv',
  subject: 'ޕާސްވޯޑް ބަދަލުކުރޭ',
  kind: 'password-reset',
  text: null,
  sent_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-20T09:58:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminSystemPage in Dhivehi', () => {
  it('shows the counts, the switch and the outbox in Dhivehi; numbers stay Western digits', async () => {
    stubFetch({
      'GET /api/admin/system': () => jsonResponse(summary),
      'GET /api/admin/system/outbox': () => jsonResponse({ items: [message] }),
    });
    await showInDhivehi();
    const { container } = renderPage(<AdminSystemPage />, { path: '/admin/management/system' });

    expect(await screen.findByRole('heading', { level: 1, name: 'ސިސްޓަމް' })).toBeInTheDocument();
    const counts = screen.getByRole('region', { name: 'އަދަދުތައް' });
    expect(await within(counts).findByText('1,250')).toBeInTheDocument();
    expect(within(counts).getByText('އިޢުލާންތައް')).toBeInTheDocument();
    expect(await screen.findByText('މެއިންޓެނަންސް މޯޑް ބަންދުކުރެވިފައި')).toBeInTheDocument();
    const row = (await screen.findByText('ޕާސްވޯޑް ބަދަލުކުރޭ')).closest('li')!;
    expect(within(row).getByText('ފޮނުވުނު')).toBeInTheDocument();
    expect(row).toHaveTextContent('ނޮވެމްބަރު');
    // The recipient's address and the e-mail's kind are data, the same in both languages; the notice's
    // heading quoted in the switch's description is the contract's (its Dhivehi is the contract namespace's).
    expect(
      englishLeftIn(container, ['member@example.mv', 'password-reset', MAINTENANCE_MESSAGES.heading]),
    ).toEqual([]);
  });
});
