import { AppShell } from '@/components/layout/app-shell';
import { FooterSubscribeForm } from '@/features/mailing-list/components/footer-subscribe-form';

/**
 * The root route: the shell around every page. The notification bell slots (`notificationBell`,
 * `mobileNotifications`) are filled here once the notifications feature exists.
 */
export function Component() {
  return <AppShell footerSubscribeForm={<FooterSubscribeForm />} />;
}
