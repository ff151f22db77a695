import { PageMeta } from '@/components/layout/page-meta';
import { EarlyAccessSuccessPage } from '@/features/early-access/components/early-access-success-page';
import { useTranslation } from 'react-i18next';

/** /early-access-success (spec 01 §2): the thank-you page. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta
        title={t('pages.earlyAccessSuccess.title')}
        description={t('pages.earlyAccessSuccess.description')}
      />
      <EarlyAccessSuccessPage />
    </>
  );
}
