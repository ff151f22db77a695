import type { OutboxMessage, SystemSummary } from '@marketplace/contract/site-settings';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { AdminSystemPage } from './admin-system-page';

const summary: SystemSummary = {
  users: 3,
  listings: 5,
  subscribers: 1,
  mailOutbox: { pending: 1, sent: 1 },
  maintenance: { maintenance: false, forcedByEnvironment: false },
};

function message(overrides: Partial<OutboxMessage>): OutboxMessage {
  return {
    id: 'm1',
    to: 'member@example.mv',
    subject: 'Reset your password',
    kind: 'password-reset',
    text: 'Open http://localhost:3000/reset-password?token=[redacted]',
    sent_at: null,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminSystemPage mail outbox', () => {
  it('shows a waiting message’s redacted text, and says a delivered one keeps no text (issue #11)', async () => {
    stubFetch({
      'GET /api/admin/system': () => jsonResponse(summary),
      'GET /api/admin/system/outbox': () =>
        jsonResponse({
          items: [
            message({}),
            message({ id: 'm2', subject: 'Welcome aboard', sent_at: new Date().toISOString(), text: null }),
          ],
        }),
    });
    renderPage(<AdminSystemPage />, { path: '/admin/management/system' });

    const waiting = (await screen.findByText('Reset your password')).closest('li')!;
    expect(within(waiting).getByText(/reset-password\?token=\[redacted\]/)).toBeInTheDocument();
    const delivered = screen.getByText('Welcome aboard').closest('li')!;
    expect(within(delivered).getByText('Sent')).toBeInTheDocument();
    expect(
      within(delivered).getByText('Delivered; its text is not kept after delivery.'),
    ).toBeInTheDocument();
  });
});
