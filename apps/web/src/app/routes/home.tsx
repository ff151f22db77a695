import { HomeCategories } from '@/features/home/components/home-categories';
import { HomeFooter } from '@/features/home/components/home-footer';
import { HomeHero } from '@/features/home/components/home-hero';
import { HomeTopBar } from '@/features/home/components/home-top-bar';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { LatestListings } from '@/features/home/components/latest-listings';
import { TestimonialsTeaser } from '@/features/testimonials/components/testimonials-teaser';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useTranslation } from 'react-i18next';
import { getLatestListingsQueryOptions } from '@/features/home/api/get-latest-listings';
import { getTestimonialsQueryOptions } from '@/features/testimonials/api/get-testimonials';
import { getCategoriesQueryOptions } from '@/lib/reference-data';
import type { RouteHandle } from '../route-data';

/** The page's data (see `RouteHandle`): the categories, the newest listings and the testimonials teaser. */
export const handle: RouteHandle = {
  prefetch: ({ queryClient }) =>
    Promise.all([
      queryClient.prefetchQuery(getCategoriesQueryOptions()),
      queryClient.prefetchQuery(getLatestListingsQueryOptions()),
      queryClient.prefetchQuery(getTestimonialsQueryOptions()),
    ]),
};

/** `/`: the landing page, with its own top bar since the global header is hidden here (spec 01 §2). */
export function Component() {
  const { t } = useTranslation();
  const { siteName, productNoun: product } = useSiteConfig();
  return (
    <div className="relative flex min-h-dvh flex-col">
      <title>{`${siteName} | ${t('pages.home.title', { product })}`}</title>
      <meta name="description" content={t('pages.home.description', { product })} />
      <HomeTopBar />
      <main className="flex-1">
        <HomeHero />
        <HomeCategories />
        <LatestListings />
        <TestimonialsTeaser />
        <HowItWorks />
      </main>
      <HomeFooter />
    </div>
  );
}
