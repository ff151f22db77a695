import { AdminUsersPage } from '@/features/admin/components/admin-users-page';
import { useSiteConfig } from '@/hooks/use-site-config';

/** /admin/users: User Management (spec 02 §2 Users). */
export function Component() {
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{`User Management | ${siteName}`}</title>
      <AdminUsersPage />
    </>
  );
}
