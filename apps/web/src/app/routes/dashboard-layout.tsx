import { Outlet, useLocation } from 'react-router';
import { activeDashboardView } from '@/features/dashboard/components/dashboard-nav';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { EmailVerificationBanner } from '@/features/settings/components/email-verification-notice';

/**
 * /dashboard and /dashboard/*: the member dashboard's frame (spec 02 §2). The shell guards the session.
 * Members whose e-mail is not confirmed see the resend banner on every page of the frame except the
 * settings tab, which has its own fuller notice.
 */
export function Component() {
  const location = useLocation();
  const { tab } = activeDashboardView(location.pathname, location.search, location.state);
  return (
    <DashboardLayout
      banner={tab === 'account-settings' ? null : <EmailVerificationBanner />}
      notificationBell={<NotificationBell />}
    >
      <Outlet />
    </DashboardLayout>
  );
}
