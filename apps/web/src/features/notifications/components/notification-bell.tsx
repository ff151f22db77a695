import { Bell } from 'lucide-react';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/hooks/use-current-user';
import { cn } from '@/lib/utils';
import { useBellNotifications } from '../api/get-notifications';

// Radix Popover with its positioning code and the list only matter once a member opens the bell: they load
// in their own chunk after a signed-in header renders (as the avatar menu does).
const NotificationBellPopover = lazy(() =>
  import('./notification-bell-popover').then((module) => ({ default: module.NotificationBellPopover })),
);

/** The bell's accessible name, with the unread count when there is one. */
export function notificationBellLabel(t: TFunction<'notifications'>, unread: number): string {
  return unread > 0 ? t('bellUnread', { count: unread }) : t('title');
}

/** The bell glyph with the unread dot (spec 01 §2). Decorative: the control around it carries the name. */
export function NotificationBellIcon({ className }: { className?: string }) {
  const { data } = useBellNotifications();
  const unread = data?.unread ?? 0;
  return (
    <span className={cn('relative inline-flex', className)}>
      <Bell aria-hidden="true" className="h-5 w-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-dot"
          className="absolute -end-0.5 -top-0.5 h-2.5 w-2.5 rounded-full bg-destructive ring-2 ring-background"
        />
      ) : null}
    </span>
  );
}

/**
 * The header bell for signed-in members (spec 01 §2, §4, §8): the unread dot, and the panel of their
 * notifications. Until the panel's code has arrived the bell is a plain button; pressing it then opens the
 * panel as soon as the code is there.
 */
export function NotificationBell() {
  const { user } = useCurrentUser();
  const { data } = useBellNotifications();
  const { t } = useTranslation('notifications');
  const [openRequested, setOpenRequested] = useState(false);
  if (!user) return null;
  const placeholder = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={notificationBellLabel(t, data?.unread ?? 0)}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => setOpenRequested(true)}
    >
      <NotificationBellIcon />
    </Button>
  );
  return (
    <Suspense fallback={placeholder}>
      <NotificationBellPopover defaultOpen={openRequested} />
    </Suspense>
  );
}
