import { AdminListingsPage } from '@/features/admin/components/admin-listings-page';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useTranslation } from 'react-i18next';

/** /admin/listings: Listing Management (spec 02 §2). */
export function Component() {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{t('pageTitle', { title: t('pages.admin.listings'), siteName })}</title>
      <AdminListingsPage />
    </>
  );
}
