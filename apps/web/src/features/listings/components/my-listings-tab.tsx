import {
  LISTING_STATUSES,
  RENEWAL_MESSAGES,
  type ListingStatus,
  type OwnListingRow,
} from '@marketplace/contract/listings-messages';
import { formatNumber, formatPrice } from '@marketplace/contract/site';
import { parseISO } from 'date-fns';
import { Eye, PackageOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListingImagePlaceholder } from '@/components/listings/listing-image-placeholder';
import { ListingStatusBadge } from '@/components/listings/listing-status-badge';
import { ReservedBadge } from '@/components/listings/reserved-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useContractMessage } from '@/i18n/contract-messages';
import { useFormatters, type Formatters } from '@/i18n/format';
import { cn } from '@/lib/utils';
import { useMyListings } from '../api/get-my-listings';
import { RenewListingButton } from './renew-listing-button';

type StatusFilter = ListingStatus | 'All';
const FILTERS: readonly StatusFilter[] = ['All', ...LISTING_STATUSES];

function createdOn(iso: string, formatDate: Formatters['date']): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDate(date, 'MMM d, yyyy');
}

function StatusFilterBar({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
}) {
  const { t } = useTranslation(['listings', 'common']);
  return (
    // Wraps rather than scrolls: at 360 px the five pills take two lines, all of them visible.
    <div role="group" aria-label={t('myListings.filterByStatus')} className="flex flex-wrap gap-2">
      {FILTERS.map((filter) => (
        <Button
          key={filter}
          type="button"
          size="sm"
          variant={filter === value ? 'default' : 'outline'}
          aria-pressed={filter === value}
          className="shrink-0 rounded-full"
          onClick={() => onChange(filter)}
        >
          {filter === 'All' ? t('myListings.all') : t(`common:listingStatus.${filter}`)}
        </Button>
      ))}
    </div>
  );
}

/**
 * One row of the seller's listings. The link sits on the name and stretches over the whole row (like the
 * browse card), so screen readers name it by the listing; status, price and rejection reason are read apart.
 */
function OwnListingItem({ listing }: { listing: OwnListingRow }) {
  const { t } = useTranslation('listings');
  const message = useContractMessage();
  const { date } = useFormatters();
  return (
    <li className="relative flex gap-3 rounded-lg border bg-card p-3 transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-accent/50">
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-md bg-muted sm:h-24 sm:w-24">
        {listing.imageUrl ? (
          <img
            src={listing.imageUrl}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : (
          <ListingImagePlaceholder className="h-full w-full" />
        )}
      </div>
      <div className="grid min-w-0 flex-1 content-start gap-1">
        <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
          <h3 dir="auto" className="min-w-0 break-words font-semibold leading-snug">
            <Link
              to={`/dashboard/my-listings/${encodeURIComponent(listing.id)}`}
              className="after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:outline-none"
            >
              {listing.name}
            </Link>
          </h3>
          <span className="flex shrink-0 flex-col items-end gap-1">
            <ListingStatusBadge status={listing.status} />
            {listing.reserved ? <ReservedBadge /> : null}
          </span>
        </div>
        <p className="text-sm font-bold text-primary">{formatPrice(listing.price)}</p>
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          <span>{listing.item_display_id}</span>
          <span>
            <Trans
              t={t}
              i18nKey="myListings.created"
              values={{ date: createdOn(listing.createdAt, date) }}
              components={{ time: <time dateTime={listing.createdAt} /> }}
            />
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye className="h-3.5 w-3.5" aria-hidden="true" />
            {t('myListings.views', { count: listing.views, views: formatNumber(listing.views) })}
          </span>
        </p>
        {listing.status === 'Approved' && listing.expiresAt ? (
          <p className="text-xs text-muted-foreground">
            <time dateTime={listing.expiresAt}>
              {t('myListings.expiresOn', { date: createdOn(listing.expiresAt, date) })}
            </time>
          </p>
        ) : null}
        {listing.status === 'Expired' ? (
          <div className="mt-1 flex flex-col items-start gap-2 rounded-md bg-muted px-2 py-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-xs text-muted-foreground">
              {listing.expiresAt ? (
                <>
                  <time dateTime={listing.expiresAt}>
                    {t('myListings.expiredOn', { date: createdOn(listing.expiresAt, date) })}
                  </time>
                  .{' '}
                </>
              ) : null}
              {message(RENEWAL_MESSAGES.expiredHint)}
            </p>
            <RenewListingButton listingId={listing.id} name={listing.name} className="shrink-0" />
          </div>
        ) : null}
        {listing.status === 'Rejected' && listing.rejectionReason ? (
          <p className="mt-1 whitespace-pre-line break-words rounded-md bg-red-50 px-2 py-1 text-xs text-red-900">
            <span className="font-semibold">{t('shared.rejectionReasonLabel')}</span>{' '}
            <span dir="auto">{listing.rejectionReason}</span>
          </p>
        ) : null}
      </div>
    </li>
  );
}

function ListSkeleton() {
  const { t } = useTranslation('listings');
  return (
    <ul role="status" aria-label={t('myListings.loading')} className="grid gap-3">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="flex gap-3 rounded-lg border p-3">
          <Skeleton className="h-20 w-20 shrink-0 sm:h-24 sm:w-24" />
          <div className="grid flex-1 content-start gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The seller's listings (dashboard tab `my-listings`), filterable by status; each opens its own page. */
export function MyListingsTab() {
  const { t } = useTranslation('listings');
  const message = useContractMessage();
  const [filter, setFilter] = useState<StatusFilter>('All');
  const navigate = useNavigate();
  const { data, error, isPending, isFetching, refetch } = useMyListings(
    filter === 'All' ? undefined : filter,
  );
  const goSubmit = () => void navigate('/dashboard?tab=submit-listing');

  let body;
  if (isPending) {
    body = <ListSkeleton />;
  } else if (error) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border px-4 py-10 text-center">
        <p className="font-medium">{t('myListings.loadFailed')}</p>
        <p className="text-sm text-muted-foreground">{message(error.message)}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          {t('shared.tryAgain')}
        </Button>
      </div>
    );
  } else if (data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center">
        <PackageOpen className="h-12 w-12 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">
          {filter === 'All' ? t('myListings.emptyAll') : t(`myListings.emptyStatus.${filter}`)}
        </p>
        <Button onClick={goSubmit}>
          <Plus aria-hidden="true" />
          {t('myListings.submitListing')}
        </Button>
      </div>
    );
  } else {
    body = (
      <ul className={cn('grid gap-3', isFetching && 'opacity-70')} aria-busy={isFetching}>
        {data.map((listing) => (
          <OwnListingItem key={listing.id} listing={listing} />
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle>{t('myListings.title')}</CardTitle>
        <Button size="sm" variant="outline" onClick={goSubmit} className="self-start sm:self-auto">
          <Plus aria-hidden="true" />
          {t('myListings.newListing')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <StatusFilterBar value={filter} onChange={setFilter} />
        {body}
      </CardContent>
    </Card>
  );
}
