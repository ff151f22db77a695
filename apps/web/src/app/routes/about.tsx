import { PageMeta } from '@/components/layout/page-meta';
import { AboutPage } from '@/features/site-pages/components/about-page';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useTranslation } from 'react-i18next';

/** /about (spec 01 §2). */
export function Component() {
  const { t } = useTranslation();
  const { productNoun: product } = useSiteConfig();
  return (
    <>
      <PageMeta
        title={t('pages.about.title', { product })}
        description={t('pages.about.description', { product })}
      />
      <AboutPage />
    </>
  );
}
