import type { Notification, NotificationsPage } from '@marketplace/contract/notifications';
import { NOTIFICATION_MESSAGES } from '@marketplace/contract/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { listingDetailsQueryKey, myListingsQueryKey, sellerOverviewQueryKey } from '@/lib/query-keys';
import { createQueryClient } from '@/lib/query-client';
import { renderApp, TEST_SITE, testUser } from '@/test/render-app';
import { FakeEventSource, installFakeEventSource } from '@/test/fake-event-source';
import { showInDhivehi } from '@/test/language';
import { jsonResponse, stubFetch } from '@/test/render-page';

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    type: 'general',
    title: 'Welcome aboard',
    description: 'Thanks for joining.',
    link_to: '/dashboard',
    is_read: true,
    created_at: new Date(Date.now() - 3_600_000).toISOString(),
    ...overrides,
  };
}

/** `page` may be a function: what the server holds at the time of each request. */
function serveMember(page: NotificationsPage | (() => NotificationsPage)) {
  return stubFetch({
    'GET /api/me': () => jsonResponse({ user: testUser() }),
    'GET /api/site': () => jsonResponse(TEST_SITE),
    'GET /api/notifications': () => jsonResponse(typeof page === 'function' ? page() : page),
    'POST /api/notifications/read': () => jsonResponse({ updated: 0 }),
  });
}

const bellButton = () => screen.getByRole('button', { name: /^Notifications/ });

describe('notification bell', () => {
  beforeEach(() => {
    installFakeEventSource();
  });

  // Issue #37 item 4m: My Listings said "Pending" for 30+ minutes after "Listing Approved" arrived live.
  it('refreshes what the pages hold of the member\'s listings when a notice about one of them arrives', async () => {
    serveMember({ items: [], total: 0, unread: 0 });
    const queryClient = createQueryClient();
    for (const queryKey of [
      [...myListingsQueryKey, 'all'],
      sellerOverviewQueryKey,
      [...listingDetailsQueryKey, 'abc'],
    ]) {
      queryClient.setQueryData(queryKey, { held: true });
    }
    renderApp('/about', { queryClient });
    await waitFor(() => expect(FakeEventSource.current()).toBeDefined());
    const stale = () =>
      [[...myListingsQueryKey, 'all'], sellerOverviewQueryKey, [...listingDetailsQueryKey, 'abc']].map(
        (queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated,
      );
    act(() => FakeEventSource.current()!.emit('notification', notification({ type: 'general', id: 'n-1' }), 'n-1'));
    expect(stale()).toEqual([false, false, false]);
    act(() =>
      FakeEventSource.current()!.emit(
        'notification',
        notification({ type: 'listing_approved', id: 'n-2', link_to: '/dashboard/my-listings/abc' }),
        'n-2',
      ),
    );
    await waitFor(() => expect(stale()).toEqual([true, true, true]));
  });

  it('puts a live notification on top with the unread dot and toasts its title and description', async () => {
    let onServer: NotificationsPage = { items: [notification()], total: 1, unread: 0 };
    const { calls } = serveMember(() => onServer);
    const { user } = renderApp('/about');

    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications'));
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.current()).toBeDefined());
    const source = FakeEventSource.current()!;
    expect(source.url).toBe('/api/events');

    const fresh = notification({
      id: '00000000-0000-4000-8000-000000000002',
      type: 'listing_approved',
      title: 'Listing Approved',
      description: 'Your listing "Blue bicycle" is now live.',
      link_to: '/item/abc',
      is_read: false,
      created_at: new Date().toISOString(),
    });
    onServer = { items: [fresh, ...onServer.items], total: 2, unread: 1 };
    act(() => {
      source.emit('ready');
      source.emit('notification', fresh, fresh.id);
    });

    expect(await screen.findByText('Listing Approved')).toBeInTheDocument();
    expect(screen.getByText('Your listing "Blue bicycle" is now live.')).toBeInTheDocument();
    expect(bellButton()).toHaveAccessibleName('Notifications, 1 unread');
    expect(screen.getAllByTestId('unread-dot').length).toBeGreaterThan(0);

    const listRequests = () => calls.filter((call) => call.url.pathname === '/api/notifications').length;
    const before = listRequests();
    await user.click(bellButton());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    // Opening the panel with unread items refetches the list (spec 01 §4).
    await waitFor(() => expect(listRequests()).toBe(before + 1));
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Listing Approved')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Welcome aboard')).toBeInTheDocument();
  });

  // Issue #37 item 4h: an English member on a Dhivehi page (a `?lang=dv` link) saw the title in Thaana (the
  // toaster looked "Listing Approved" up) over the English description, while the bell and list said English.
  it('toasts a live notice in the words the bell shows, whatever the page language', async () => {
    await showInDhivehi();
    serveMember({ items: [], total: 0, unread: 0 });
    renderApp('/about');
    await waitFor(() => expect(FakeEventSource.current()).toBeDefined());
    const fresh = notification({
      id: '00000000-0000-4000-8000-000000000003',
      type: 'listing_approved',
      title: 'Listing Approved',
      description: 'Your listing "Blue bicycle" is now live.',
      is_read: false,
    });
    act(() => FakeEventSource.current()!.emit('notification', fresh, fresh.id));
    const shown = (await screen.findByText('Listing Approved')).closest('li')!;
    expect(shown).toHaveTextContent('Your listing "Blue bicycle" is now live.');
  });

  it('counts a new message for the thread the member is reading but shows no toast for it (issue #13)', async () => {
    serveMember({ items: [], total: 0, unread: 0 });
    renderApp('/about?section=team');
    await waitFor(() => expect(FakeEventSource.current()).toBeDefined());
    await waitFor(() => expect(bellButton()).toBeInTheDocument());

    act(() => {
      FakeEventSource.current()!.emit(
        'notification',
        notification({
          type: 'new_message',
          title: 'New message',
          link_to: '/about?section=team',
          is_read: false,
        }),
      );
    });
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(screen.queryByText('New message')).not.toBeInTheDocument();
    // Nor for an offer step there: the thread shows the step.
    act(() => {
      FakeEventSource.current()!.emit(
        'notification',
        notification({
          id: '00000000-0000-4000-8000-000000000007',
          type: 'offer_received',
          title: 'New offer',
          link_to: '/about?section=team',
          is_read: false,
        }),
      );
    });
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(screen.queryByText('New offer')).not.toBeInTheDocument();

    // Any other notice about this very page still toasts: it is news the page may not show.
    act(() => {
      FakeEventSource.current()!.emit(
        'notification',
        notification({
          id: '00000000-0000-4000-8000-000000000008',
          type: 'general',
          title: 'ID Verified',
          link_to: '/about?section=team',
          is_read: false,
        }),
      );
    });
    expect(await screen.findByText('ID Verified')).toBeInTheDocument();

    act(() => {
      FakeEventSource.current()!.emit(
        'notification',
        notification({
          id: '00000000-0000-4000-8000-000000000009',
          type: 'new_message',
          title: 'Elsewhere',
          link_to: '/about?section=other',
          is_read: false,
        }),
      );
    });
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('loads the newest 100, and counts unread from the server however many there are (decision 014)', async () => {
    const items = Array.from({ length: 100 }, (_, i) =>
      notification({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, is_read: false }),
    );
    const { calls } = serveMember({ items, total: 250, unread: 180 });
    renderApp('/about');

    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications, 180 unread'));
    const bellCall = calls.find((c) => c.url.pathname === '/api/notifications');
    expect(bellCall?.url.searchParams.get('offset')).toBe('0');
    expect(bellCall?.url.searchParams.get('limit')).toBe('100');
  });

  it('uses the default title and description when the event carries none', async () => {
    serveMember({ items: [], total: 0, unread: 0 });
    renderApp('/about');
    await waitFor(() => expect(FakeEventSource.current()).toBeDefined());
    await waitFor(() => expect(bellButton()).toBeInTheDocument());

    act(() => {
      FakeEventSource.current()!.emit(
        'notification',
        notification({ title: '', description: null, is_read: false }),
      );
    });
    expect(await screen.findByText(NOTIFICATION_MESSAGES.defaultTitle)).toBeInTheDocument();
    expect(screen.getByText(NOTIFICATION_MESSAGES.defaultDescription)).toBeInTheDocument();
  });

  it('says so when "Mark all as read" finds nothing unread, without calling the server', async () => {
    const { calls } = serveMember({ items: [notification()], total: 1, unread: 0 });
    const { user } = renderApp('/about');

    await waitFor(() => expect(bellButton()).toBeInTheDocument());
    await user.click(bellButton());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findByText('Welcome aboard');
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText(NOTIFICATION_MESSAGES.nothingUnreadTitle)).toBeInTheDocument();
    expect(screen.getByText(NOTIFICATION_MESSAGES.nothingUnread)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('marks all read and confirms when some are unread', async () => {
    const { calls } = serveMember({ items: [notification({ is_read: false })], total: 1, unread: 1 });
    const { user } = renderApp('/about');

    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications, 1 unread'));
    await user.click(bellButton());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findByText('Welcome aboard');
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText(NOTIFICATION_MESSAGES.allMarked)).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/notifications/read');
    expect(JSON.parse(String(post.init?.body))).toEqual({});
  });

  it('shows the latest five in the mobile panel with a link to all notifications', async () => {
    const items = Array.from({ length: 7 }, (_, i) =>
      notification({ id: `00000000-0000-4000-8000-00000000001${i}`, title: `Update ${i + 1}` }),
    );
    serveMember({ items, total: 7, unread: 0 });
    const { user } = renderApp('/about');

    await user.click(await screen.findByRole('button', { name: 'Open notifications' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    await within(panel).findByText('Update 1');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
    expect(within(panel).queryByText('Update 6')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: NOTIFICATION_MESSAGES.viewAll })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });
});
