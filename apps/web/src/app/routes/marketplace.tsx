import { MarketplaceBrowse } from '@/features/marketplace/components/marketplace-browse';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useTranslation } from 'react-i18next';

/** /marketplace (spec 02 §2). */
export function Component() {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{t('pageTitle', { title: t('pages.marketplace.title'), siteName })}</title>
      <MarketplaceBrowse headerAction={<SaveSearchButton />} />
    </>
  );
}
