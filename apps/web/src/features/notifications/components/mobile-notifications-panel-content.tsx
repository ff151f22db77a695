import { NOTIFICATION_MESSAGES, NOTIFICATIONS_PANEL_SIZE } from '@marketplace/contract/notifications';
import { useEffect, useEffectEvent } from 'react';
import { Link } from 'react-router';
import { useBellNotifications } from '../api/get-notifications';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationList } from './notification-list';

/**
 * The mobile header's notifications mode (spec 01 §2): the latest five and a 'View all notifications' link
 * to /notifications. Mounted when the mode opens, so opening it with unread items refetches, as the bell does.
 */
export function MobileNotificationsPanelContent() {
  const notifications = useBellNotifications();
  const { openNotification } = useNotificationActions();
  const unread = notifications.data?.unread ?? 0;

  const refetchIfUnread = useEffectEvent(() => {
    if (unread > 0) void notifications.refetch();
  });
  useEffect(() => refetchIfUnread(), []);

  return (
    <section aria-label="Notifications" className="bg-background">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
        <h2 className="text-sm font-semibold">Notifications</h2>
        <MarkAllReadButton unread={unread} />
      </div>
      <NotificationList
        items={notifications.data?.items.slice(0, NOTIFICATIONS_PANEL_SIZE)}
        isPending={notifications.isPending}
        isError={notifications.isError}
        onRetry={() => void notifications.refetch()}
        onOpen={openNotification}
      />
      <div className="border-t p-3 text-center">
        <Link
          to="/notifications"
          className="inline-block rounded-md px-3 py-2 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {NOTIFICATION_MESSAGES.viewAll}
        </Link>
      </div>
    </section>
  );
}
