import { PageMeta } from '@/components/layout/page-meta';
import { EarlyAccessPage } from '@/features/early-access/components/early-access-page';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useTranslation } from 'react-i18next';

/** /early-access (spec 01 §2): the waitlist page, without header or footer. */
export function Component() {
  const { t } = useTranslation();
  const { productNoun: product } = useSiteConfig();
  return (
    <>
      <PageMeta
        title={t('pages.earlyAccess.title')}
        description={t('pages.earlyAccess.description', { product })}
      />
      <EarlyAccessPage />
    </>
  );
}
