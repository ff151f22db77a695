import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/**
 * Shown where a listing has no photo (spec 02 §3: "a placeholder if none"). An inline SVG, so it costs no
 * request and scales to any box; the parent sets the aspect ratio. `label` is its accessible name, "No photo"
 * (`listings:shared.noPhoto`) when not given.
 */
export function ListingImagePlaceholder({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation('listings');
  return (
    <div
      role="img"
      aria-label={label ?? t('shared.noPhoto')}
      className={cn('flex items-center justify-center bg-muted text-muted-foreground', className)}
    >
      <svg
        viewBox="0 0 64 48"
        className="h-1/2 max-h-24 w-1/2 max-w-32"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <rect x="4" y="4" width="56" height="40" rx="4" />
        <circle cx="22" cy="18" r="5" />
        <path d="M4 38 20 26l10 8 10-12 20 16" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
