import { PageMeta } from '@/components/layout/page-meta';
import { TestimonialsPage } from '@/features/testimonials/components/testimonials-page';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useTranslation } from 'react-i18next';
import { getTestimonialsQueryOptions } from '@/features/testimonials/api/get-testimonials';
import type { RouteHandle } from '../route-data';

/** The page's data (see `RouteHandle`): the approved testimonials. */
export const handle: RouteHandle = {
  prefetch: ({ queryClient }) => queryClient.prefetchQuery(getTestimonialsQueryOptions()),
};

/** /testimonials (spec 01 §2): approved testimonials and, for members, the submission form. */
export function Component() {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig();
  return (
    <>
      <PageMeta
        title={t('pages.testimonials.title')}
        description={t('pages.testimonials.description', { siteName })}
      />
      <TestimonialsPage />
    </>
  );
}
