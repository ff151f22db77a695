import { HomeCategories } from '@/features/home/components/home-categories';
import { HomeFooter } from '@/features/home/components/home-footer';
import { HomeHero } from '@/features/home/components/home-hero';
import { HomeTopBar } from '@/features/home/components/home-top-bar';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { LatestListings } from '@/features/home/components/latest-listings';
import { TestimonialsTeaser } from '@/features/testimonials/components/testimonials-teaser';
import { useSiteConfig } from '@/hooks/use-site-config';

/** `/`: the landing page, with its own top bar since the global header is hidden here (spec 01 §2). */
export function Component() {
  const { siteName, product } = useSiteConfig();
  return (
    <div className="relative flex min-h-dvh flex-col">
      <title>{`${siteName} | ${product('Buy and sell {product} goods in the Maldives')}`}</title>
      <meta
        name="description"
        content={product(
          'Buy and sell {product} goods across the Maldives, from Haa Alif to Seenu. Every listing is reviewed by hand.',
        )}
      />
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
