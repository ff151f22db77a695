import { REVIEW_MESSAGES, type RatingSummary } from '@marketplace/contract/reviews';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '@/i18n/contract-messages';
import { cn } from '@/lib/utils';

/** Five stars filled to `value` (1–5, halves rounded), read as "4.5 out of 5 stars". */
export function Stars({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value);
  const { t } = useTranslation('reviews');
  return (
    <span role="img" aria-label={t('stars.ratingLabel', { average: value.toFixed(1) })} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('h-4 w-4', n <= filled ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/50')}
        />
      ))}
    </span>
  );
}

/** Stars, the average and the count; "No reviews yet" when nobody has a visible review. */
export function RatingSummaryView({ rating, className }: { rating: RatingSummary; className?: string }) {
  const { t } = useTranslation('reviews');
  const message = useContractMessage();
  if (rating.average === null || rating.count === 0) {
    return <span className={cn('text-sm text-muted-foreground', className)}>{message(REVIEW_MESSAGES.noRating)}</span>;
  }
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-2 text-sm', className)}>
      <Stars value={rating.average} />
      <span className="font-medium">{rating.average.toFixed(1)}</span>
      <span className="text-muted-foreground">({t('stars.reviewCount', { count: rating.count })})</span>
    </span>
  );
}

/** A 1–5 star picker: a radio group, so arrow keys move and the choice is announced. */
export function StarInput({
  value,
  onChange,
  error,
  errorId,
}: {
  value: number;
  onChange: (value: number) => void;
  error?: string;
  errorId?: string;
}) {
  const name = useId();
  const { t } = useTranslation('reviews');
  const message = useContractMessage();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium">{message(REVIEW_MESSAGES.ratingLabel)}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md p-1.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn('h-7 w-7', n <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/60')}
            />
            <span className="sr-only">{t('stars.star', { count: n })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
