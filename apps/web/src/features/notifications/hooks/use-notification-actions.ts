import type { Notification } from '@marketplace/contract/notifications';
import { NOTIFICATION_MESSAGES } from '@marketplace/contract/notifications';
import { useNavigate } from 'react-router';
import { useContractMessage } from '@/i18n/contract-messages';
import { toast } from '@/lib/toast-store';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

/** Only in-app paths are followed ("/…", not "//host"): `link_to` comes from the server but stays on site. */
function inAppPath(link: string | null): string | null {
  return link && /^\/(?![/\\])/.test(link) ? link : null;
}

/**
 * What a notification list does (spec 01 §4, §8): opening an item marks it read and goes to its `link_to`;
 * "Mark all as read" says so when nothing is unread, else marks them all.
 */
export function useNotificationActions() {
  const navigate = useNavigate();
  const markRead = useMarkNotificationsRead();
  const m = useContractMessage();

  function openNotification(notification: Notification) {
    if (!notification.is_read) markRead.mutate([notification.id]);
    const target = inAppPath(notification.link_to);
    if (target) void navigate(target);
  }

  function markAllRead(unread: number) {
    if (unread === 0) {
      toast({
        title: m(NOTIFICATION_MESSAGES.nothingUnreadTitle),
        description: m(NOTIFICATION_MESSAGES.nothingUnread),
      });
      return;
    }
    markRead.mutate(undefined);
  }

  return { openNotification, markAllRead, isMarking: markRead.isPending };
}
