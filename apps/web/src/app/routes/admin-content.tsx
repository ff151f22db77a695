import { PageMeta } from '@/components/layout/page-meta';
import { AdminTestimonialsPage } from '@/features/testimonials/components/admin-testimonials-page';

/** /admin/management/content: the testimonials moderation queue. */
export function Component() {
  return (
    <>
      <PageMeta title="Content Management" description="Approve or delete testimonials." />
      <AdminTestimonialsPage />
    </>
  );
}
