import { PageMeta } from '@/components/layout/page-meta';
import { PrivacyPage } from '@/features/site-pages/components/privacy-page';
import { useTranslation } from 'react-i18next';

/** /privacy (spec 01 §2). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('pages.privacy.title')} description={t('pages.privacy.description')} />
      <PrivacyPage />
    </>
  );
}
