import { TESTIMONIAL_MESSAGES } from '@marketplace/contract/testimonials';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useContractMessage } from '@/i18n/contract-messages';
import { toast } from '@/lib/toast-store';
import { useTestimonials } from '../api/get-testimonials';
import { useLiveTestimonials } from '../hooks/use-live-testimonials';
import { TestimonialForm } from './testimonial-form';
import { TestimonialsList } from './testimonials-list';

/**
 * /testimonials (spec 01 §2, §4, §5, §8): the approved testimonials, newest first, refetched whenever the
 * server announces a change; members get the submission form, visitors Sign In / Sign Up prompts.
 */
export function TestimonialsPage() {
  const { user } = useCurrentUser();
  const { siteName } = useSiteConfig();
  const testimonials = useTestimonials();
  const { t } = useTranslation('reviews');
  const message = useContractMessage();
  const errorTitle = t('testimonials.error');
  const loadFailed = message(TESTIMONIAL_MESSAGES.loadFailed);
  useLiveTestimonials();

  const failedAt = testimonials.isError ? testimonials.errorUpdatedAt : 0;
  useEffect(() => {
    if (!failedAt) return;
    toast({ title: errorTitle, description: loadFailed, variant: 'destructive' });
  }, [failedAt, errorTitle, loadFailed]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight">{t('testimonials.pageTitle')}</h1>
        <p className="mt-2 text-muted-foreground">{t('testimonials.pageIntro', { siteName })}</p>
      </header>

      <section aria-labelledby="testimonials-list-title" className="mt-8">
        <h2 id="testimonials-list-title" className="sr-only">
          {t('testimonials.listTitle')}
        </h2>
        <TestimonialsList
          items={testimonials.data}
          isPending={testimonials.isPending}
          isError={testimonials.isError}
          onRetry={() => void testimonials.refetch()}
          skeletons={6}
        />
      </section>

      <section
        aria-labelledby="share-title"
        className="mt-12 max-w-2xl rounded-lg border bg-card p-5 shadow-sm sm:p-6"
      >
        <h2 id="share-title" className="text-xl font-semibold">
          {t('testimonials.shareTitle')}
        </h2>
        {user ? (
          <>
            <p className="mb-5 mt-1 text-sm text-muted-foreground">
              {t('testimonials.reviewedFirst')}
            </p>
            <TestimonialForm />
          </>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted-foreground">
              {t('testimonials.signInPrompt')}
            </p>
            <div className="mt-4 flex flex-col gap-2 sm:flex-row">
              <Button asChild>
                <Link to="/signin" state={{ from: '/testimonials' }}>
                  {t('testimonials.signIn')}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/signup">{t('testimonials.signUp')}</Link>
              </Button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
