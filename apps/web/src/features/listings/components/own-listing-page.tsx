import {
  OWN_LISTING_MESSAGES,
  RENEWAL_MESSAGES,
  type ListingDetail,
  type ListingStatus,
} from '@marketplace/contract/listings-messages';
import { formatPrice } from '@marketplace/contract/site';
import { AlertTriangle, ArrowLeft, ChevronRight, Clock, ExternalLink, Hourglass } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ConditionBadge } from '@/components/listings/condition-badge';
import { ListingStatusBadge } from '@/components/listings/listing-status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCurrentUser } from '@/hooks/use-current-user';
import { translateContractMessage, useContractMessage } from '@/i18n/contract-messages';
import { toast } from '@/lib/toast-store';
import { isNotFoundError, useListing } from '../api/get-listing';
import { ItemDetailSkeleton } from './item-detail-skeleton';
import { ItemNotFound } from './item-not-found';
import { ListingDescription } from './listing-description';
import { ListingAttributes } from './listing-attributes';
import { ListingFacts } from './listing-facts';
import { ListingGallery } from './listing-gallery';
import { MY_LISTINGS_PATH, OwnListingActions } from './own-listing-actions';
import { RenewListingButton } from './renew-listing-button';
import { StatusBanner } from './status-banner';

function Breadcrumb({ name }: { name: string }) {
  const { t } = useTranslation('listings');
  const link =
    'rounded-sm hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
  return (
    <nav aria-label={t('ownListing.breadcrumb')} className="mb-4 text-sm text-muted-foreground">
      <ol className="flex min-w-0 flex-wrap items-center gap-1">
        <li>
          <Link to="/dashboard" className={link}>
            {t('ownListing.dashboard')}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="h-4 w-4 rtl:-scale-x-100" />
        </li>
        <li>
          <Link to={MY_LISTINGS_PATH} className={link}>
            {t('ownListing.myListings')}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="h-4 w-4 rtl:-scale-x-100" />
        </li>
        <li aria-current="page" dir="auto" className="min-w-0 max-w-full truncate font-medium text-foreground">
          {name}
        </li>
      </ol>
    </nav>
  );
}

function StatusNote({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listings');
  const message = useContractMessage();
  if (listing.status === 'Rejected') {
    return (
      <StatusBanner tone="refused" icon={AlertTriangle}>
        <p className="font-semibold">{t('ownListing.rejectionReason')}</p>
        <p dir="auto" className="whitespace-pre-line break-words">
          {listing.rejectionReason || t('ownListing.noReasonGiven')}
        </p>
      </StatusBanner>
    );
  }
  if (listing.status === 'Pending') {
    return (
      <StatusBanner tone="waiting" icon={Clock}>
        <p>{t('ownListing.pendingNote')}</p>
      </StatusBanner>
    );
  }
  if (listing.status === 'Expired') {
    // Issue #14 item 3: one click brings it back without review; Edit (below) sends it to review instead.
    return (
      <div
        role="status"
        className="flex flex-col items-start gap-3 rounded-md border bg-muted p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="flex items-start gap-2">
          <Hourglass className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {message(RENEWAL_MESSAGES.expiredHint)}
        </p>
        <RenewListingButton listingId={listing.id} name={listing.name} className="shrink-0" />
      </div>
    );
  }
  return null;
}

/**
 * Only Approved listings are public (spec 02 §4); the public page shows the owner their others with a
 * "only you can see this" banner, so the preview stays on offer (spec 02 §2) and says what it is
 * (`listings:ownListing.previewNote.<status>`).
 */
type PreviewStatus = Exclude<ListingStatus, 'Approved'>;

function OwnListingDetails({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listings');
  const message = useContractMessage();
  const previewNoteId = useId();
  const previewNote =
    listing.status === 'Approved' ? null : t(`ownListing.previewNote.${listing.status satisfies PreviewStatus}`);
  return (
    <Card>
      <CardContent className="grid gap-4 p-5">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <ListingStatusBadge status={listing.status} />
            <ConditionBadge condition={listing.condition} />
          </div>
          <h1 dir="auto" className="break-words text-2xl font-bold leading-tight">{listing.name}</h1>
          <p className="text-2xl font-bold text-primary">{formatPrice(listing.price)}</p>
        </div>
        <StatusNote listing={listing} />
        <ListingFacts listing={listing} />
        <ListingAttributes attributes={listing.attributes} />
        <div className="grid gap-1 border-t pt-4">
          <h2 className="text-base font-semibold">{t('shared.description')}</h2>
          <ListingDescription text={listing.description} />
        </div>
        <div className="border-t pt-4">
          <OwnListingActions listing={listing} />
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button asChild variant="outline">
            <a
              href={`/item/${encodeURIComponent(listing.id)}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={previewNote ? previewNoteId : undefined}
            >
              <ExternalLink aria-hidden="true" />
              {message(OWN_LISTING_MESSAGES.previewAsPublic)}
              <span className="sr-only">{t('shared.opensInNewTab')}</span>
            </a>
          </Button>
          {previewNote ? (
            <p id={previewNoteId} className="text-xs text-muted-foreground sm:order-last sm:basis-full">
              {previewNote}
            </p>
          ) : null}
          <Button asChild variant="ghost">
            <Link to={MY_LISTINGS_PATH}>
              <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
              {message(OWN_LISTING_MESSAGES.backToMyListings)}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function OwnListingNotFound() {
  const message = useContractMessage();
  return (
    <ItemNotFound
      title={message(OWN_LISTING_MESSAGES.notFoundTitle)}
      text={message(OWN_LISTING_MESSAGES.notFound)}
      linkLabel={message(OWN_LISTING_MESSAGES.backToMyListings)}
      linkTo={MY_LISTINGS_PATH}
    />
  );
}

/** Fetches only once a member is signed in; the caller redirects visitors. */
function OwnListingContent({ listingId }: { listingId: string }) {
  const { t, i18n } = useTranslation('listings');
  const message = useContractMessage();
  const { data: listing, error, isPending, refetch } = useListing(listingId);

  useEffect(() => {
    if (error && !isNotFoundError(error)) {
      toast({
        title: translateContractMessage(i18n, OWN_LISTING_MESSAGES.errorLoading),
        description: translateContractMessage(i18n, error.message),
        variant: 'destructive',
      });
    }
  }, [error, i18n]);

  if (isPending) return <ItemDetailSkeleton />;
  // The endpoint also serves public listings: someone else's Approved listing is not "your listing".
  if (isNotFoundError(error) || (listing && !listing.isOwner)) return <OwnListingNotFound />;
  if (!listing) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-lg border px-4 py-16 text-center">
        <p className="text-lg font-medium">{message(OWN_LISTING_MESSAGES.errorLoading)}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          {t('shared.tryAgain')}
        </Button>
      </div>
    );
  }

  return (
    <>
      <title>{listing.name}</title>
      <Breadcrumb name={listing.name} />
      <div className="grid gap-6 lg:grid-cols-5">
        <ListingGallery
          className="content-start lg:col-span-3"
          images={listing.images}
          name={listing.name}
          placeholderCount={2}
        />
        <div className="lg:col-span-2">
          <OwnListingDetails listing={listing} />
        </div>
      </div>
    </>
  );
}

/**
 * The seller's own listing (spec 02 §2, /dashboard/my-listings/{listingId}): breadcrumb, gallery (60/40 on
 * large screens), status, rejection reason, Preview As Public and Back to My Listings. Only the owner sees it;
 * anyone else gets "Your Listing Not Found". Edit (not once Sold), Mark as Sold (Approved only) and Delete.
 */
export function OwnListingPage({ listingId }: { listingId: string }) {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const redirected = useRef(false);

  useEffect(() => {
    if (isLoading || user || redirected.current) return;
    redirected.current = true;
    toast({ title: translateContractMessage(i18n, OWN_LISTING_MESSAGES.loginRequired), variant: 'destructive' });
    void navigate('/signin', { replace: true, state: { from: pathname } });
  }, [i18n, isLoading, navigate, pathname, user]);

  return (
    <div className="mx-auto w-full max-w-7xl">
      {isLoading || !user ? <ItemDetailSkeleton /> : <OwnListingContent listingId={listingId} />}
    </div>
  );
}
