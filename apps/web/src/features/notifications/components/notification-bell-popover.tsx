import { NOTIFICATION_MESSAGES } from '@marketplace/contract/notifications';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useContractMessage } from '@/i18n/contract-messages';
import { useBellNotifications } from '../api/get-notifications';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationBellIcon, notificationBellLabel } from './notification-bell';
import { NotificationList } from './notification-list';

/**
 * The bell's panel (loaded on demand by `NotificationBell`): opens below the bell, closes on an outside
 * click or Escape; opening it with unread items refetches the list. Picking an item closes the panel,
 * marks the item read and follows its link.
 */
export function NotificationBellPopover({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const { t } = useTranslation('notifications');
  const m = useContractMessage();
  const notifications = useBellNotifications();
  const { openNotification } = useNotificationActions();
  const unread = notifications.data?.unread ?? 0;

  const refetchIfUnread = useEffectEvent(() => {
    if (unread > 0) void notifications.refetch();
  });
  // Opened by a press that came before this code had loaded.
  useEffect(() => {
    if (defaultOpen) refetchIfUnread();
  }, [defaultOpen]);

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (next && unread > 0) void notifications.refetch();
  }

  return (
    <Popover open={open} onOpenChange={handleOpenChange}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={notificationBellLabel(t, unread)}>
          <NotificationBellIcon />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(24rem,calc(100vw-2rem))] p-0" aria-label={t('title')}>
        <div className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
          <h2 className="text-sm font-semibold">{t('title')}</h2>
          <MarkAllReadButton unread={unread} />
        </div>
        <div className="max-h-[340px] min-h-[120px] overflow-y-auto overscroll-contain">
          <NotificationList
            items={notifications.data?.items}
            isPending={notifications.isPending}
            isError={notifications.isError}
            onRetry={() => void notifications.refetch()}
            onOpen={(notification) => {
              setOpen(false);
              openNotification(notification);
            }}
          />
        </div>
        <div className="border-t p-2 text-center">
          <Link
            to="/notifications"
            onClick={() => setOpen(false)}
            className="inline-block rounded-md px-3 py-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {m(NOTIFICATION_MESSAGES.viewAll)}
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}
