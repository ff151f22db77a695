import { ActivityLogPage } from '@/features/admin/components/activity-log-page';
import { useSiteConfig } from '@/hooks/use-site-config';

/** /admin/activity-log: User Activity Logs (spec 02 §2 Activity logs). */
export function Component() {
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{`User Activity Logs | ${siteName}`}</title>
      <ActivityLogPage />
    </>
  );
}
