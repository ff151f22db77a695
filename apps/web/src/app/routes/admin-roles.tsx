import { AdminRolesPage } from '@/features/admin/components/admin-roles-page';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useTranslation } from 'react-i18next';

/** /admin/management/roles: who holds the admin role. */
export function Component() {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{t('pageTitle', { title: t('pages.admin.roles'), siteName })}</title>
      <AdminRolesPage />
    </>
  );
}
