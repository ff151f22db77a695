import { PageMeta } from '@/components/layout/page-meta';
import { AdminCategoryFieldsPage } from '@/features/admin/category-fields/admin-category-fields-page';
import { useTranslation } from 'react-i18next';

/** /admin/management/categories: each category's fields, as the admin defines them (issue #39 item 1). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta
        title={t('pages.admin.categoryFields.title')}
        description={t('pages.admin.categoryFields.description')}
      />
      <AdminCategoryFieldsPage />
    </>
  );
}
