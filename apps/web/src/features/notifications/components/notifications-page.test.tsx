import type { Notification } from '@marketplace/contract/notifications';
import { NOTIFICATION_MESSAGES } from '@marketplace/contract/notifications';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixedTexts, shown } from '@/test/english-shown';
import { renderApp, TEST_SITE, testUser } from '@/test/render-app';
import { installFakeEventSource } from '@/test/fake-event-source';
import { jsonResponse, renderPage, stubFetch } from '@/test/render-page';
import en from '@/i18n/locales/en/notifications';
import { dismissToast, onToastShown } from '@/lib/toast-store';
import { showInDhivehi } from '@/test/language';
import { NotificationBell } from './notification-bell';
import { NotificationsPage } from './notifications-page';

function notificationNo(n: number): Notification {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: n % 2 ? 'listing_approved' : 'general',
    title: `Notice ${n}`,
    description: null,
    link_to: null,
    is_read: n > 3,
    created_at: new Date(Date.now() - n * 60_000).toISOString(),
  };
}

const ALL = Array.from({ length: 20 }, (_, i) => notificationNo(i + 1));

describe('/notifications', () => {
  beforeEach(() => {
    installFakeEventSource();
  });

  it('loads pages of 15 and offers "Load more" until all are loaded', async () => {
    const { calls } = stubFetch({
      'GET /api/me': () => jsonResponse({ user: testUser() }),
      'GET /api/site': () => jsonResponse(TEST_SITE),
      'GET /api/notifications': ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        return jsonResponse({ items: ALL.slice(offset, offset + limit), total: ALL.length, unread: 3 });
      },
    });
    const { user } = renderApp('/notifications');

    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('Notice 15')).toBeInTheDocument();
    expect(screen.queryByText('Notice 16')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 15 of 20 · 3 unread')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Notice 20')).toBeInTheDocument();
    expect(screen.getByText('Showing 20 of 20 · 3 unread')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const pageRequests = calls
      .filter(
        (call) => call.url.pathname === '/api/notifications' && call.url.searchParams.get('limit') === '15',
      )
      .map((call) => call.url.searchParams.get('offset'));
    expect(pageRequests).toEqual(['0', '15']);
  });

  // Issue #37 item 4j: three identical "Could not fetch notifications." toasts replaced each other in 150 ms.
  it('shows one toast for one failure, however many parts of the page asked', async () => {
    dismissToast();
    const toastTexts: string[] = [];
    const stop = onToastShown((entry) => toastTexts.push(String(entry.description)));
    const { calls } = stubFetch({
      'GET /api/me': () => jsonResponse({ user: testUser() }),
      'GET /api/notifications': () => jsonResponse({ code: 'INTERNAL', message: 'Something went wrong.' }, 500),
    });
    try {
      renderPage(
        <>
          <NotificationBell />
          <NotificationsPage />
        </>,
        { path: '/notifications' },
      );
      await waitFor(() =>
        expect(calls.filter((call) => call.url.pathname === '/api/notifications').length).toBeGreaterThan(1),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      stop();
    }
    expect(toastTexts).toEqual([NOTIFICATION_MESSAGES.fetchFailed]);
  });

  it('sends a visitor to /signin with "Access Denied"', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: null }),
      'GET /api/site': () => jsonResponse(TEST_SITE),
    });
    const { router } = renderApp('/notifications');

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.accessDenied)).toBeInTheDocument();
    expect(screen.getByText(NOTIFICATION_MESSAGES.signInToView)).toBeInTheDocument();
  });
});

describe('/notifications in Dhivehi', () => {
  it('shows the page, the bell and how long ago in Thaana; the server’s titles as they came; no English', async () => {
    dismissToast(); // The toasts of earlier tests (in English) are not this page's.
    await showInDhivehi();
    stubFetch({
      'GET /api/me': () => jsonResponse({ user: testUser() }),
      'GET /api/notifications': ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        return jsonResponse({ items: ALL.slice(offset, offset + limit), total: ALL.length, unread: 3 });
      },
    });
    renderPage(
      <>
        <NotificationBell />
        <NotificationsPage />
      </>,
      { path: '/notifications' },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'ނޮޓިފިކޭޝަންތައް' })).toBeInTheDocument();
    expect(await screen.findByText('Notice 15')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('20 ގެ ތެރެއިން 15 ދައްކަނީ · 3 ނުކިޔާ')).toBeInTheDocument();
    expect(screen.getAllByText('1 މިނިޓު ކުރިން').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'އިތުރަށް ދައްކާ' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ނޮޓިފިކޭޝަންތައް، 3 ނުކިޔާ' })).toBeInTheDocument();

    expect(shown([...fixedTexts(en), ...fixedTexts(NOTIFICATION_MESSAGES)])).toEqual([]);
    expect(screen.queryByText(/ago|unread|Showing/)).toBeNull();
  });
});
