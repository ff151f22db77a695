import type { Testimonial } from '@marketplace/contract/testimonials';
import { MessageSquareQuote } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { TestimonialCard } from './testimonial-card';

interface TestimonialsListProps {
  items: readonly Testimonial[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Placeholder cards while loading. */
  skeletons?: number;
}

/** Approved testimonials in a responsive grid, with loading, error and empty states. */
export function TestimonialsList({
  items,
  isPending,
  isError,
  onRetry,
  skeletons = 3,
}: TestimonialsListProps) {
  const { t } = useTranslation('reviews');
  if (isPending) {
    return (
      <div
        role="status"
        aria-label={t('testimonials.loading')}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {Array.from({ length: skeletons }, (_, i) => (
          <div key={i} className="grid gap-3 rounded-lg border p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-9 w-40" />
          </div>
        ))}
      </div>
    );
  }
  if (isError || !items) {
    return (
      <div role="alert" className="rounded-lg border border-dashed p-8 text-center">
        <p className="font-medium">{t('testimonials.failed')}</p>
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          {t('testimonials.tryAgain')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
        <MessageSquareQuote aria-hidden="true" className="h-10 w-10 text-muted-foreground" />
        <p className="font-medium">{t('testimonials.empty')}</p>
        <p className="text-sm text-muted-foreground">{t('testimonials.emptyText')}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((testimonial) => (
        <li key={testimonial.id}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
