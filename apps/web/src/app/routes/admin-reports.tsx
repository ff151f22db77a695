import { AdminReportsPage } from '@/features/admin/components/admin-reports-page';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useTranslation } from 'react-i18next';

/** /admin/reports: Platform Reports (spec 02 §2 Reports). Its own chunk, with the chart code. */
export function Component() {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{t('pageTitle', { title: t('pages.admin.reports'), siteName })}</title>
      <AdminReportsPage />
    </>
  );
}
