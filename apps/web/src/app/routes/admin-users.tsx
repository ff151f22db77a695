import { AdminUsersPage } from '@/features/admin/components/admin-users-page';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useTranslation } from 'react-i18next';

/** /admin/users: User Management (spec 02 §2 Users). */
export function Component() {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{t('pageTitle', { title: t('pages.admin.users'), siteName })}</title>
      <AdminUsersPage />
    </>
  );
}
