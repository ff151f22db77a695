import { PageMeta } from '@/components/layout/page-meta';
import { TrustedSellersSettings } from '@/features/admin/components/trusted-sellers-settings';
import { AdminSystemPage } from '@/features/maintenance/components/admin-system-page';

/** /admin/management/system: counts, maintenance mode, trusted sellers (issue #14) and the mail outbox. */
export function Component() {
  return (
    <>
      <PageMeta
        title="System"
        description="Site counts, maintenance mode, trusted sellers and the mail outbox."
      />
      <AdminSystemPage settings={<TrustedSellersSettings />} />
    </>
  );
}
