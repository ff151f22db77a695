import { AdminReportsPage } from '@/features/admin/components/admin-reports-page';
import { useSiteConfig } from '@/hooks/use-site-config';

/** /admin/reports: Platform Reports (spec 02 §2 Reports). Its own chunk, with the chart code. */
export function Component() {
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{`Platform Reports | ${siteName}`}</title>
      <AdminReportsPage />
    </>
  );
}
