import type { Notification } from '@marketplace/contract/notifications';
import { formatDistanceToNow, parseISO } from 'date-fns';
import { BellOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/hooks/use-now';
import { cn } from '@/lib/utils';
import { NotificationTypeIcon } from './notification-type-icon';

function relativeTime(iso: string, now: number): string {
  const date = parseISO(iso);
  if (Number.isNaN(date.getTime())) return '';
  // A clock a little behind the server's must not print "in a few seconds".
  return formatDistanceToNow(Math.min(date.getTime(), now), { addSuffix: true });
}

interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}

/** One notification: type icon, title, description and how long ago; unread ones are tinted and dotted. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const now = useNow();
  const unread = !notification.is_read;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className={cn(
          'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
          unread && 'bg-accent/60',
        )}
      >
        <NotificationTypeIcon type={notification.type} className="mt-0.5" />
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm', unread ? 'font-semibold' : 'font-medium')}>
            {notification.title}
            {unread ? <span className="sr-only"> (unread)</span> : null}
          </span>
          {notification.description ? (
            <span className="mt-0.5 block whitespace-pre-line break-words text-sm text-muted-foreground">
              {notification.description}
            </span>
          ) : null}
          <time dateTime={notification.created_at} className="mt-1 block text-xs text-muted-foreground">
            {relativeTime(notification.created_at, now)}
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
  if (isPending) {
    return (
      <div role="status" aria-label="Loading notifications" className="grid gap-4 px-4 py-3">
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
        <p>Your notifications could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 px-4 py-8 text-center text-sm text-muted-foreground">
        <BellOff aria-hidden="true" className="h-8 w-8" />
        <p>You have no notifications yet.</p>
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
