import { PageMeta } from '@/components/layout/page-meta';
import { FaqPage } from '@/features/site-pages/components/faq-page';
import { useTranslation } from 'react-i18next';

/** /support and /faq: the same FAQ page (spec 01 §2). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('pages.support.title')} description={t('pages.support.description')} />
      <FaqPage />
    </>
  );
}
