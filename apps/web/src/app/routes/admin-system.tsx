import { PageMeta } from '@/components/layout/page-meta';
import { AdminSystemPage } from '@/features/maintenance/components/admin-system-page';

/** /admin/management/system: counts, maintenance mode and the mail outbox. */
export function Component() {
  return (
    <>
      <PageMeta title="System" description="Site counts, maintenance mode and the mail outbox." />
      <AdminSystemPage />
    </>
  );
}
