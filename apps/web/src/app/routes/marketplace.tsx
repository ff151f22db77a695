import { MarketplaceBrowse } from '@/features/marketplace/components/marketplace-browse';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { useSiteConfig } from '@/hooks/use-site-config';

/** /marketplace (spec 02 §2). */
export function Component() {
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{`Marketplace | ${siteName}`}</title>
      <MarketplaceBrowse headerAction={<SaveSearchButton />} />
    </>
  );
}
