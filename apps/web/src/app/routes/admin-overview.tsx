import { AdminOverviewPage } from '@/features/admin/components/admin-overview-page';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useTranslation } from 'react-i18next';

/** /admin and /admin/overview: Admin Dashboard (spec 02 §2 Overview). */
export function Component() {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{t('pageTitle', { title: t('pages.admin.overview'), siteName })}</title>
      <AdminOverviewPage />
    </>
  );
}
