import { PageMeta } from '@/components/layout/page-meta';
import { AboutPage } from '@/features/site-pages/components/about-page';
import { useSiteConfig } from '@/hooks/use-site-config';

/** /about (spec 01 §2). */
export function Component() {
  const { product } = useSiteConfig();
  return (
    <>
      <PageMeta
        title={product('About {product}')}
        description={product(
          'Our story, our mission and how buying and selling {product} goods across the Maldives works here.',
        )}
      />
      <AboutPage />
    </>
  );
}
