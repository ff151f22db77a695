import { MarketplaceBrowse } from '@/features/marketplace/components/marketplace-browse';
import { useSiteConfig } from '@/hooks/use-site-config';

/** /marketplace (spec 02 §2). */
export function Component() {
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{`Marketplace | ${siteName}`}</title>
      <MarketplaceBrowse />
    </>
  );
}
