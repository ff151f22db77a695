import type { ListingCard } from '@marketplace/contract/listings-messages';
import { formatPrice } from '@marketplace/contract/site';
import { ImageOff, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ReservedBadge } from '@/components/listings/reserved-badge';

/** A compact card for the home page's "Latest listings" row; links to the item page. */
export function HomeListingCard({ listing }: { listing: ListingCard }) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] bg-muted">
        {listing.imageUrl ? (
          <img
            src={listing.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <div className="flex h-full w-full items-center justify-center text-muted-foreground">
            <ImageOff aria-hidden="true" className="h-8 w-8" />
          </div>
        )}
        <div className="absolute start-2 top-2 flex flex-col items-start gap-1">
          <Badge variant="secondary" className="bg-background/90">
            {t(`common:condition.${listing.condition}`)}
          </Badge>
          {listing.reserved ? <ReservedBadge /> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 dir="auto" className="line-clamp-2 text-sm font-semibold leading-snug">
          <Link
            to={`/item/${listing.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {listing.name}
          </Link>
        </h3>
        <p className="font-bold text-primary">{formatPrice(listing.price)}</p>
        <p className="mt-auto flex items-center gap-1 truncate text-xs text-muted-foreground">
          <MapPin aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          <span className="truncate">{listing.location}</span>
        </p>
      </div>
    </article>
  );
}
