import { PageMeta } from '@/components/layout/page-meta';
import { AdminSearchSynonymsPage } from '@/features/admin/search-synonyms/admin-search-synonyms-page';
import { useTranslation } from 'react-i18next';

/** /admin/management/search: the admin's search synonyms beside the built-in ones (issue #38 item 1). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta
        title={t('pages.admin.searchSynonyms.title')}
        description={t('pages.admin.searchSynonyms.description')}
      />
      <AdminSearchSynonymsPage />
    </>
  );
}
