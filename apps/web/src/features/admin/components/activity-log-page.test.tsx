import { ADMIN_MESSAGES, type ActivityLogRow } from '@marketplace/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import { ActivityLogPage } from './activity-log-page';

function entry(overrides: Partial<ActivityLogRow> = {}): ActivityLogRow {
  return {
    id: '1',
    created_at: '2025-03-04T10:00:00.000Z',
    user_email: 'aishath@example.mv',
    action_type: 'LOGIN_FAILURE',
    description: 'Wrong password',
    ip_address: '203.0.113.9',
    details: null,
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ActivityLogPage', () => {
  it('shows entries with coloured badges, blank e-mails as System/Anonymous, and the exact count', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/activity-logs': ({ url }) =>
        jsonResponse({
          items: [
            entry(),
            entry({ id: '2', user_email: null, action_type: 'NOTIFICATION_SENT', description: 'Digest' }),
          ],
          total: 31,
          page: Number(url.searchParams.get('page')),
          pageSize: 15,
        }),
    });
    const { user } = renderPage(<ActivityLogPage />);

    expect(await screen.findByRole('heading', { name: 'User Activity Logs' })).toBeInTheDocument();
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–15 of 31 entries')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('LOGIN_FAILURE')).toHaveClass('bg-red-100');
    expect(within(table).getByText('NOTIFICATION_SENT')).toHaveClass('bg-yellow-100');
    expect(screen.getByText(ADMIN_MESSAGES.systemAnonymous)).toBeInTheDocument();
    // "All" and the 28 action types (spec 02 §9's 27 and REPORTS_RESOLVED, decision 021).
    expect(within(screen.getByLabelText('Action type')).getAllByRole('option')).toHaveLength(29);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());

    await user.selectOptions(screen.getByLabelText('Action type'), 'LOGIN_FAILURE');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('actionType')).toBe('LOGIN_FAILURE'));
    // A new filter starts again at page 1.
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  // Issue #37 item 4v: the Day filter is the Maldives day but rows showed the browser's time (in a UTC browser
  // a row of 1:30 on Dec 2 in Malé read "Dec 1", and choosing Dec 1 found nothing).
  it('shows every time in Maldives time, as the Day filter counts days, and says so', async () => {
    stubFetch({
      'GET /api/admin/activity-logs': () =>
        jsonResponse({
          items: [entry(), entry({ id: '2', created_at: '2025-03-04T20:30:00.000Z', description: 'Late' })],
          total: 2,
          page: 1,
          pageSize: 15,
        }),
    });
    renderPage(<ActivityLogPage />);
    expect(await screen.findByText('Mar 4, 2025, 3:00:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Mar 5, 2025, 1:30:00 AM')).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveAccessibleDescription('Days and times are Maldives time (UTC+5).');
  });

  it('says when nothing matches', async () => {
    stubFetch({
      'GET /api/admin/activity-logs': () => jsonResponse({ items: [], total: 0, page: 1, pageSize: 15 }),
    });
    renderPage(<ActivityLogPage />);
    expect(await screen.findByText(ADMIN_MESSAGES.logsEmpty)).toBeInTheDocument();
  });

  it('toasts "Fetch Error" and shows the inline error when loading fails', async () => {
    stubFetch({
      'GET /api/admin/activity-logs': () => jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500),
    });
    renderPage(<ActivityLogPage />);
    expect(await screen.findByText(ADMIN_MESSAGES.logsFetchError)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.logsFetchErrorText)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.logsInlineError)).toBeInTheDocument();
  });
});
