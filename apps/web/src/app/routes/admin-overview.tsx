import { AdminOverviewPage } from '@/features/admin/components/admin-overview-page';
import { useSiteConfig } from '@/hooks/use-site-config';

/** /admin and /admin/overview: Admin Dashboard (spec 02 §2 Overview). */
export function Component() {
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{`Admin Dashboard | ${siteName}`}</title>
      <AdminOverviewPage />
    </>
  );
}
