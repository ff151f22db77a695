import type { Notification, NotificationsPage } from '@marketplace/contract/notifications';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { bellNotificationsQueryKey, notificationPagesQueryKey } from '../api/get-notifications';

function withNew(page: NotificationsPage, notification: Notification, atTop: boolean): NotificationsPage {
  return {
    items: atTop ? [notification, ...page.items] : page.items,
    total: page.total + 1,
    unread: page.unread + (notification.is_read ? 0 : 1),
  };
}

/**
 * A live notification (spec 01 §4): put on top of the cached lists (bell and /notifications) with the
 * counts raised. A notification already there (e.g. replayed after a reconnection) is left alone.
 */
export function addNotificationToCache(queryClient: QueryClient, userId: string, notification: Notification) {
  queryClient.setQueryData<NotificationsPage>(bellNotificationsQueryKey(userId), (page) =>
    !page || page.items.some((item) => item.id === notification.id)
      ? page
      : withNew(page, notification, true),
  );
  queryClient.setQueryData<InfiniteData<NotificationsPage, number>>(
    notificationPagesQueryKey(userId),
    (data) => {
      if (!data || data.pages.some((page) => page.items.some((item) => item.id === notification.id)))
        return data;
      return { ...data, pages: data.pages.map((page, index) => withNew(page, notification, index === 0)) };
    },
  );
}

function markPage(page: NotificationsPage, ids: ReadonlySet<string> | 'all'): NotificationsPage {
  let newlyRead = 0;
  const items = page.items.map((item) => {
    if (item.is_read || (ids !== 'all' && !ids.has(item.id))) return item;
    newlyRead += 1;
    return { ...item, is_read: true };
  });
  return { ...page, items, unread: ids === 'all' ? 0 : Math.max(0, page.unread - newlyRead) };
}

/** Marks notifications read in the cached lists (after the server agreed), lowering the unread counts. */
export function markReadInCache(queryClient: QueryClient, userId: string, ids: readonly string[] | 'all') {
  const which = ids === 'all' ? 'all' : new Set(ids);
  queryClient.setQueryData<NotificationsPage>(bellNotificationsQueryKey(userId), (page) =>
    page ? markPage(page, which) : page,
  );
  queryClient.setQueryData<InfiniteData<NotificationsPage, number>>(
    notificationPagesQueryKey(userId),
    (data) => {
      if (!data) return data;
      if (which === 'all') return { ...data, pages: data.pages.map((page) => markPage(page, 'all')) };
      // The unread count is the same on every page: lower it by what changed across all of them.
      const changed = new Set(
        data.pages.flatMap((page) =>
          page.items.filter((i) => !i.is_read && which.has(i.id)).map((i) => i.id),
        ),
      ).size;
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...markPage(page, which),
          unread: Math.max(0, page.unread - changed),
        })),
      };
    },
  );
}
