import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/hooks/use-current-user';
import { cn } from '@/lib/utils';
import { useUnreadMessages } from '../api/conversations';

/**
 * The member's unread message count for the menus (issue #13 item 2), updated live; nothing when there is
 * nothing unread or for visitors.
 */
export function UnreadMessagesBadge({ className }: { className?: string }) {
  const { user } = useCurrentUser();
  const { t } = useTranslation('conversations');
  const unread = useUnreadMessages(Boolean(user));
  if (unread <= 0) return null;
  return (
    <span
      className={cn(
        'ms-auto inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold leading-5 text-destructive-foreground',
        className,
      )}
      data-testid="unread-messages-badge"
    >
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="sr-only">{t('unreadLabel', { count: unread })}</span>
    </span>
  );
}
