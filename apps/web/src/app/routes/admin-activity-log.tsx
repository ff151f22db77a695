import { ActivityLogPage } from '@/features/admin/components/activity-log-page';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useTranslation } from 'react-i18next';

/** /admin/activity-log: User Activity Logs (spec 02 §2 Activity logs). */
export function Component() {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{t('pageTitle', { title: t('pages.admin.activityLog'), siteName })}</title>
      <ActivityLogPage />
    </>
  );
}
