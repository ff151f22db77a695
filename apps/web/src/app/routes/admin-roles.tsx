import { AdminRolesPage } from '@/features/admin/components/admin-roles-page';
import { useSiteConfig } from '@/hooks/use-site-config';

/** /admin/management/roles: who holds the admin role. */
export function Component() {
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{`Roles | ${siteName}`}</title>
      <AdminRolesPage />
    </>
  );
}
