import { SAVED_MESSAGES, type SavedListingRow } from '@marketplace/contract/saved';
import { formatPrice } from '@marketplace/contract/site';
import { parseISO } from 'date-fns';
import { Heart, HeartOff, Loader2, MapPin } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListingImagePlaceholder } from '@/components/listings/listing-image-placeholder';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useContractMessage } from '@/i18n/contract-messages';
import { useFormatters, type Formatters } from '@/i18n/format';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { ReservedBadge } from '@/components/listings/reserved-badge';
import { useSavedListings } from '../api/get-saved-listings';
import { useUnsaveListing } from '../api/unsave-listing';

function savedAgo(iso: string, distanceToNow: Formatters['distanceToNow']): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : distanceToNow(date, { addSuffix: true });
}

/** What names a saved item in its heading, buttons and toasts: the name, or the display id once unavailable. */
function labelOf(listing: SavedListingRow): string {
  return listing.available ? listing.name : listing.item_display_id;
}

function SavedListingCard({
  listing,
  removing,
  onUnsave,
}: {
  listing: SavedListingRow;
  removing: boolean;
  onUnsave: () => void;
}) {
  const unavailable = !listing.available;
  const { t } = useTranslation('saved');
  const message = useContractMessage();
  const { distanceToNow } = useFormatters();
  return (
    <li>
      <article
        className={cn(
          'relative flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm',
          unavailable
            ? 'bg-muted/40'
            : 'transition-shadow focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 hover:shadow-md',
        )}
      >
        <div
          className={cn(
            'relative aspect-[4/3] overflow-hidden bg-muted',
            unavailable && 'opacity-60 grayscale',
          )}
        >
          {listing.available && listing.imageUrl ? (
            <img
              src={listing.imageUrl}
              alt=""
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover"
            />
          ) : (
            <ListingImagePlaceholder className="h-full w-full" />
          )}
          {listing.available && listing.reserved ? (
            <ReservedBadge className="absolute start-2 top-2 shadow-sm" />
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-1.5 p-3">
          {listing.available ? (
            <>
              <h3 dir="auto" className="line-clamp-2 break-words text-sm font-semibold leading-snug sm:text-base">
                <Link
                  to={`/item/${encodeURIComponent(listing.listingId)}`}
                  className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                >
                  {listing.name}
                </Link>
              </h3>
              <p className="font-bold text-primary">{formatPrice(listing.price)}</p>
              <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
                <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate">{listing.location}</span>
              </p>
            </>
          ) : listing.sold ? (
            // Sold: its page stays open, marked Sold, to the members who saved it (issue #37 item 4n).
            <h3 className="text-sm font-semibold leading-snug text-muted-foreground sm:text-base">
              <Link
                to={`/item/${encodeURIComponent(listing.listingId)}`}
                className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
              >
                {message(SAVED_MESSAGES.sold)}
              </Link>
            </h3>
          ) : (
            // Removed, expired or back in review: the server sends nothing of its content (issue #11).
            <h3 className="text-sm font-semibold leading-snug text-muted-foreground sm:text-base">
              {message(SAVED_MESSAGES.unavailable)}
            </h3>
          )}
          <p className="text-xs text-muted-foreground">
            <Trans
              t={t}
              i18nKey="tab.savedAgo"
              values={{ id: listing.item_display_id, ago: savedAgo(listing.savedAt, distanceToNow) }}
              components={{ time: <time dateTime={listing.savedAt} /> }}
            />
          </p>
          <div className="mt-auto pt-2">
            {/* Above the stretched link, so it stays clickable. */}
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="relative z-10 w-full"
              disabled={removing}
              onClick={onUnsave}
              aria-label={t('tab.unsaveLabel', { name: labelOf(listing) })}
            >
              {removing ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <HeartOff aria-hidden="true" />
              )}
              {t('tab.unsave')}
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}

function GridSkeleton() {
  const { t } = useTranslation('saved');
  return (
    <ul
      role="status"
      aria-label={t('tab.loading')}
      className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-lg border">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="grid gap-2 p-3">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The dashboard's saved-listings tab (spec 02 §2): saved items as cards with an Unsave button. Listings that
 * are not public any more (sold, removed, back in review) stay, greyed, as "No longer available" with their
 * display id only: no name, price, photo or link (issue #11).
 */
export function SavedListingsTab() {
  const { data, error, isPending, refetch } = useSavedListings();
  const unsave = useUnsaveListing();
  const { t } = useTranslation('saved');
  const message = useContractMessage();

  const onUnsave = (listing: SavedListingRow) => {
    unsave.mutate(listing.listingId, {
      onSuccess: () => toast({ title: message(SAVED_MESSAGES.unsaved), description: labelOf(listing) }),
      onError: () =>
        toast({
          title: message(SAVED_MESSAGES.operationFailed),
          description: message(SAVED_MESSAGES.operationFailedText),
          variant: 'destructive',
        }),
    });
  };

  let body;
  if (isPending) {
    body = <GridSkeleton />;
  } else if (error) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border px-4 py-10 text-center">
        <p className="font-medium">{t('tab.failed')}</p>
        <p className="text-sm text-muted-foreground">{message(error.message)}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          {t('tab.tryAgain')}
        </Button>
      </div>
    );
  } else if (data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent text-primary">
          <Heart aria-hidden="true" className="h-7 w-7" />
        </span>
        <p className="font-medium">{t('tab.empty')}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{t('tab.emptyText')}</p>
        <Button asChild>
          <Link to="/marketplace">{t('tab.browse')}</Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <ul className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 lg:grid-cols-3">
        {data.map((listing) => (
          <SavedListingCard
            key={listing.listingId}
            listing={listing}
            removing={unsave.isPending && unsave.variables === listing.listingId}
            onUnsave={() => onUnsave(listing)}
          />
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('tab.title')}</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
