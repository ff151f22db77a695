import { AppShell } from '@/components/layout/app-shell';
import { FooterSubscribeForm } from '@/features/mailing-list/components/footer-subscribe-form';
import { useSessionSync } from '@/hooks/use-session-sync';

/**
 * The root route: the shell around every page, and the one place that keeps the session in step with the
 * server (`useSessionSync`: 401s, tab re-checks, the window events of spec 01 §4). The notification bell
 * slots (`notificationBell`, `mobileNotifications`) are filled here once the notifications feature exists.
 */
export function Component() {
  useSessionSync();
  return <AppShell footerSubscribeForm={<FooterSubscribeForm />} />;
}
