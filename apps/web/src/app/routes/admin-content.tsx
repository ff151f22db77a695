import { PageMeta } from '@/components/layout/page-meta';
import { AdminTestimonialsPage } from '@/features/testimonials/components/admin-testimonials-page';
import { useTranslation } from 'react-i18next';

/** /admin/management/content: the testimonials moderation queue. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('pages.admin.content.title')} description={t('pages.admin.content.description')} />
      <AdminTestimonialsPage />
    </>
  );
}
