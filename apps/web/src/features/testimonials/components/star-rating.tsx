import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

const STARS = [1, 2, 3, 4, 5] as const;

/** A read-only row of five stars, `rating` of them filled, read out as "Rated n out of 5". */
export function StarRatingDisplay({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('reviews');
  return (
    <span role="img" aria-label={t('testimonials.rated', { rating })} className={cn('inline-flex gap-0.5', className)}>
      {STARS.map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            'h-4 w-4',
            n <= rating ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  );
}

interface StarRatingInputProps {
  /** 0 when nothing is picked yet. */
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** Id of the text that describes the group (hint or error). */
  describedBy?: string;
}

/**
 * The 1–5 star picker: a radio group of native radios (Tab into the group, arrow keys to change), each
 * drawn as a star with a visible focus ring; stars up to the hovered one light up while pointing.
 */
export function StarRatingInput({ value, onChange, onBlur, disabled, describedBy }: StarRatingInputProps) {
  const name = useId();
  const [hovered, setHovered] = useState(0);
  const { t } = useTranslation('reviews');
  const shown = hovered || value;
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={describedBy}
      disabled={disabled}
      onMouseLeave={() => setHovered(0)}
    >
      <legend className="mb-2 text-sm font-medium leading-none">{t('testimonials.yourRating')}</legend>
      <div className="flex gap-1">
        {STARS.map((n) => (
          <label
            key={n}
            onMouseEnter={() => setHovered(n)}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:disabled]:cursor-not-allowed"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              onBlur={onBlur}
              className="sr-only"
            />
            <span className="sr-only">{t('stars.star', { count: n })}</span>
            <Star
              aria-hidden="true"
              className={cn(
                'h-8 w-8 transition-colors',
                n <= shown ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/50',
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
