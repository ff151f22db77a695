import { AppShell } from '@/components/layout/app-shell';
import { MenuBadgesProvider } from '@/components/layout/menu-badges';
import { UnreadMessagesBadge } from '@/features/conversations/components/unread-messages-badge';
import { OfflineNotice } from '@/components/layout/offline-notice';
import { FooterSubscribeForm } from '@/features/mailing-list/components/footer-subscribe-form';
import { MaintenanceGate } from '@/features/maintenance/components/maintenance-gate';
import { LiveNotifications } from '@/features/notifications/components/live-notifications';
import { MobileNotificationsPanel } from '@/features/notifications/components/mobile-notifications-panel';
import {
  NotificationBell,
  NotificationBellIcon,
} from '@/features/notifications/components/notification-bell';
import { useOfflineWriteNotice } from '@/hooks/use-offline-write-notice';
import { useSessionSync } from '@/hooks/use-session-sync';
import { getMeQueryOptions } from '@/hooks/use-current-user';
import { getBellNotificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import type { RouteHandle } from '../route-data';

/**
 * Every page's data (see `RouteHandle`): the session check, which the shell waits for (spec 01 §2), then a
 * member's bell. A failed bell here is only left failed in the cache: the bell's own hook shows the toast.
 */
export const handle: RouteHandle = {
  prefetch: async ({ queryClient }) => {
    await queryClient.prefetchQuery(getMeQueryOptions());
    const user = queryClient.getQueryData(getMeQueryOptions().queryKey);
    if (user) await queryClient.prefetchQuery(getBellNotificationsQueryOptions(user.id, () => undefined));
  },
};

/**
 * The root route: the shell around every page, and the one place that keeps the session in step with the
 * server (`useSessionSync`: 401s, tab re-checks, the window events of spec 01 §4). The maintenance gate
 * wraps everything (spec 01 §1); `LiveNotifications` holds the tab's one live connection (`/api/events`)
 * and the header's bell slots come from the notifications feature. While offline, every page shows the
 * offline notice and a write refused offline says it was not sent (issue #12).
 */
export function Component() {
  useSessionSync();
  useOfflineWriteNotice();
  return (
    <>
      <MaintenanceGate>
        <LiveNotifications />
        <MenuBadgesProvider messages={<UnreadMessagesBadge />}>
          <AppShell
            footerSubscribeForm={<FooterSubscribeForm />}
            notificationBell={<NotificationBell />}
            mobileNotifications={{ icon: <NotificationBellIcon />, panel: <MobileNotificationsPanel /> }}
          />
        </MenuBadgesProvider>
      </MaintenanceGate>
      <OfflineNotice />
    </>
  );
}
