import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTestimonials } from '../api/get-testimonials';
import { useLiveTestimonials } from '../hooks/use-live-testimonials';
import { TestimonialsList } from './testimonials-list';

/** How many testimonials the home page shows. */
export const TESTIMONIALS_TEASER_COUNT = 3;

/** The home page's testimonials section: the latest three approved ones and a link to /testimonials. */
export function TestimonialsTeaser() {
  const testimonials = useTestimonials();
  const { t } = useTranslation('reviews');
  useLiveTestimonials();
  return (
    <section aria-labelledby="testimonials-teaser-title" className="bg-muted/50">
      <div className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6">
        <div className="mb-6 flex items-end justify-between gap-4">
          <div>
            <h2 id="testimonials-teaser-title" className="text-2xl font-bold tracking-tight">
              {t('testimonials.teaserTitle')}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t('testimonials.teaserSubtitle')}</p>
          </div>
          <Link
            to="/testimonials"
            className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('testimonials.allTestimonials')}{' '}
            <ArrowRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
          </Link>
        </div>
        <TestimonialsList
          items={testimonials.data?.slice(0, TESTIMONIALS_TEASER_COUNT)}
          isPending={testimonials.isPending}
          isError={testimonials.isError}
          onRetry={() => void testimonials.refetch()}
          skeletons={TESTIMONIALS_TEASER_COUNT}
        />
      </div>
    </section>
  );
}
