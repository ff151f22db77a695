import type { Notification } from '@marketplace/contract/notifications';
import { parseISO } from 'date-fns';
import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/hooks/use-now';
import { useFormatters, type Formatters } from '@/i18n/format';
import { cn } from '@/lib/utils';
import { NotificationTypeIcon } from './notification-type-icon';

function relativeTime(iso: string, now: number, distanceToNow: Formatters['distanceToNow']): string {
  const date = parseISO(iso);
  if (Number.isNaN(date.getTime())) return '';
  // A clock a little behind the server's must not print "in a few seconds".
  return distanceToNow(Math.min(date.getTime(), now), { addSuffix: true });
}

interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}

/** One notification: type icon, title, description and how long ago; unread ones are tinted and dotted. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const now = useNow();
  const { t } = useTranslation('notifications');
  const { distanceToNow } = useFormatters();
  const unread = !notification.is_read;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className={cn(
          'flex w-full items-start gap-3 px-4 py-3 text-start transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
          unread && 'bg-accent/60',
        )}
      >
        <NotificationTypeIcon type={notification.type} className="mt-0.5" />
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm', unread ? 'font-semibold' : 'font-medium')}>
            <span dir="auto">{notification.title}</span>
            {unread ? <span className="sr-only">{t('list.unread')}</span> : null}
          </span>
          {notification.description ? (
            <span dir="auto" className="mt-0.5 block whitespace-pre-line break-words text-sm text-muted-foreground">
              {notification.description}
            </span>
          ) : null}
          <time dateTime={notification.created_at} className="mt-1 block text-xs text-muted-foreground">
            {relativeTime(notification.created_at, now, distanceToNow)}
          </time>
        </span>
        {unread ? (
          <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-primary" />
        ) : null}
      </button>
    </li>
  );
}

interface NotificationListProps {
  items: readonly Notification[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  onOpen: (notification: Notification) => void;
  /** Placeholder rows while loading. */
  skeletonRows?: number;
}

/** A list of notifications with its loading, error and empty states. */
export function NotificationList({
  items,
  isPending,
  isError,
  onRetry,
  onOpen,
  skeletonRows = 3,
}: NotificationListProps) {
  const { t } = useTranslation('notifications');
  if (isPending) {
    return (
      <div role="status" aria-label={t('list.loading')} className="grid gap-4 px-4 py-3">
        {Array.from({ length: skeletonRows }, (_, i) => (
          <div key={i} className="flex gap-3">
            <Skeleton className="h-5 w-5 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (isError || !items) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 px-4 py-6 text-center text-sm">
        <p>{t('list.loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('list.tryAgain')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 px-4 py-8 text-center text-sm text-muted-foreground">
        <BellOff aria-hidden="true" className="h-8 w-8" />
        <p>{t('list.empty')}</p>
      </div>
    );
  }
  return (
    <ul className="divide-y">
      {items.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
      ))}
    </ul>
  );
}
