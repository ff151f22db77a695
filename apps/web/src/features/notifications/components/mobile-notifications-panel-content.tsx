import { NOTIFICATION_MESSAGES, NOTIFICATIONS_PANEL_SIZE } from '@marketplace/contract/notifications';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContractMessage } from '@/i18n/contract-messages';
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
  const { t } = useTranslation('notifications');
  const m = useContractMessage();
  const { openNotification } = useNotificationActions();
  const unread = notifications.data?.unread ?? 0;

  const refetchIfUnread = useEffectEvent(() => {
    if (unread > 0) void notifications.refetch();
  });
  useEffect(() => refetchIfUnread(), []);

  return (
    // The list scrolls inside 340 px (spec 02 §9: 300-350 px), so the panel never fills a phone's screen
    // and "View all notifications" stays in sight below it (issue #16 item 15).
    <section aria-label={t('title')} className="flex max-h-[calc(100dvh-68px)] flex-col bg-background">
      <div className="flex shrink-0 items-center justify-between gap-2 border-b px-4 py-2">
        <h2 className="text-sm font-semibold">{t('title')}</h2>
        <MarkAllReadButton unread={unread} />
      </div>
      <div className="max-h-[340px] min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <NotificationList
          items={notifications.data?.items.slice(0, NOTIFICATIONS_PANEL_SIZE)}
          isPending={notifications.isPending}
          isError={notifications.isError}
          onRetry={() => void notifications.refetch()}
          onOpen={openNotification}
        />
      </div>
      <div className="shrink-0 border-t p-2 text-center">
        <Link
          to="/notifications"
          className="inline-block rounded-md px-3 py-2 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {m(NOTIFICATION_MESSAGES.viewAll)}
        </Link>
      </div>
    </section>
  );
}
