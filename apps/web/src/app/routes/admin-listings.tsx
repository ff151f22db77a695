import { AdminListingsPage } from '@/features/admin/components/admin-listings-page';
import { useSiteConfig } from '@/hooks/use-site-config';

/** /admin/listings: Listing Management (spec 02 §2). */
export function Component() {
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{`Listing Management | ${siteName}`}</title>
      <AdminListingsPage />
    </>
  );
}
