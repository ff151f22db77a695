import { PageMeta } from '@/components/layout/page-meta';
import { EarlyAccessPage } from '@/features/early-access/components/early-access-page';
import { useSiteConfig } from '@/hooks/use-site-config';

/** /early-access (spec 01 §2): the waitlist page, without header or footer. */
export function Component() {
  const { product } = useSiteConfig();
  return (
    <>
      <PageMeta
        title="Early Access"
        description={product(
          'Join the early access list for the Maldives’ {product} goods marketplace: early listing, priority support, a launch day feature and instant access.',
        )}
      />
      <EarlyAccessPage />
    </>
  );
}
