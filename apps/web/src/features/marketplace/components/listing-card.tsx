import type { ListingCard as ListingCardData } from '@marketplace/contract/listings-messages';
import { formatPrice } from '@marketplace/contract/site';
import { formatDistanceStrict, parseISO } from 'date-fns';
import { Clock, MapPin, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConditionBadge } from '@/components/listings/condition-badge';
import { ListingImagePlaceholder } from '@/components/listings/listing-image-placeholder';
import { useFormatters, type Formatters } from '@/i18n/format';
import { useNow } from '@/hooks/use-now';
import { cn } from '@/lib/utils';
import { ReservedBadge } from '@/components/listings/reserved-badge';
import { useCategoryName } from '@/i18n/category-name';

/** Thumbnails are 400 px WebP; the card shows them at 4:3. */
const THUMB_WIDTH = 400;
const THUMB_HEIGHT = 300;

export interface ListingCardProps {
  listing: ListingCardData;
  /** Load the image eagerly (cards in the first row, which are visible without scrolling). */
  eager?: boolean;
  /** Fetch the image before other images: the page's first card, usually its largest paint (LCP). */
  priority?: boolean;
  className?: string;
}

/**
 * "16 hours ago", "1 month ago": the strict form, without "about"/"over", so it fits a 360 px card's column
 * whole (issue #16 item 14).
 */
export function postedAgo(
  iso: string,
  now: Date = new Date(),
  distanceStrict: Formatters['distanceStrict'] = formatDistanceStrict,
): string {
  const date = parseISO(iso);
  if (Number.isNaN(date.getTime())) return '';
  // A clock a little ahead of the server's still reads "0 seconds ago", never "in 3 seconds".
  return distanceStrict(date > now ? now : date, now, { addSuffix: true, roundingMethod: 'floor' });
}

/**
 * One browse result (spec 02 §2): photo, name, price, its category's numbers (issue #39), condition, location,
 * category, date; links to /item/{id}.
 * The link sits on the name and stretches over the whole card, so it is named by the listing for screen readers.
 */
export function ListingCard({ listing, eager = false, priority = false, className }: ListingCardProps) {
  const categoryName = useCategoryName();
  const { t } = useTranslation('marketplace');
  const { distanceStrict } = useFormatters();
  // The shared clock, not `new Date()`: the server's render time while the page hydrates (no mismatch).
  const now = useNow();
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 hover:shadow-md',
        className,
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        {listing.imageUrl ? (
          <img
            src={listing.imageUrl}
            alt=""
            width={THUMB_WIDTH}
            height={THUMB_HEIGHT}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <ListingImagePlaceholder className="h-full w-full" />
        )}
        {/* Stacked, not side by side: two badges do not fit across a 360 px column. */}
        <div className="absolute start-2 top-2 flex flex-col items-start gap-1">
          <ConditionBadge condition={listing.condition} className="shadow-sm" />
          {listing.reserved ? <ReservedBadge className="shadow-sm" /> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 dir="auto" className="line-clamp-2 break-words text-sm font-semibold leading-snug sm:text-base">
          <Link
            to={`/item/${encodeURIComponent(listing.id)}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {listing.name}
          </Link>
        </h3>
        <p className="text-base font-bold text-primary">{formatPrice(listing.price)}</p>
        {listing.highlights ? (
          // Issue #39: its category's numbers at a glance ("2019 · 110 cc"), left to right in both languages.
          <p className="break-words text-xs font-medium text-foreground">
            <bdi dir="ltr">{listing.highlights}</bdi>
          </p>
        ) : null}
        {/* At 360 px a column is ~110 px of text: details wrap between words rather than being cut. */}
        <dl className="mt-auto grid gap-1 text-xs leading-snug text-muted-foreground">
          <div className="flex min-w-0 items-start gap-1">
            <dt className="sr-only">{t('card.location')}</dt>
            <MapPin className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            <dd className="min-w-0 break-words">{listing.location}</dd>
          </div>
          <div className="flex min-w-0 items-start gap-1">
            <dt className="sr-only">{t('card.category')}</dt>
            <Tag className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            <dd className="min-w-0 break-words">{categoryName(listing.category)}</dd>
          </div>
          <div className="flex min-w-0 items-start gap-1">
            <dt className="sr-only">{t('card.posted')}</dt>
            <Clock className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            <dd className="min-w-0 break-words">
              <time dateTime={listing.datePosted}>{postedAgo(listing.datePosted, new Date(now), distanceStrict)}</time>
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
