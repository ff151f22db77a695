import { PageMeta } from '@/components/layout/page-meta';
import { TermsPage } from '@/features/site-pages/components/terms-page';
import { useTranslation } from 'react-i18next';

/** /terms (spec 01 §1, §2). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('pages.terms.title')} description={t('pages.terms.description')} />
      <TermsPage />
    </>
  );
}
