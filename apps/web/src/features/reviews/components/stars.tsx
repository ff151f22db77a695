import { ratingLabel, REVIEW_MESSAGES, reviewCountLabel, type RatingSummary } from '@marketplace/contract/reviews';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/utils';

/** Five stars filled to `value` (1–5, halves rounded), read as "4.5 out of 5 stars". */
export function Stars({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={ratingLabel(value)} className={cn('inline-flex items-center gap-0.5', className)}>
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
  if (rating.average === null || rating.count === 0) {
    return <span className={cn('text-sm text-muted-foreground', className)}>{REVIEW_MESSAGES.noRating}</span>;
  }
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-2 text-sm', className)}>
      <Stars value={rating.average} />
      <span className="font-medium">{rating.average.toFixed(1)}</span>
      <span className="text-muted-foreground">({reviewCountLabel(rating.count)})</span>
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
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium">{REVIEW_MESSAGES.ratingLabel}</legend>
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
            <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
