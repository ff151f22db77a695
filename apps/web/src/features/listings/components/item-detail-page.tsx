import { BROWSE_MESSAGES, type ListingDetail } from '@marketplace/contract/listings-messages';
import { AlertTriangle, ArrowLeft, CircleCheck, Clock } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { translateContractMessage, useContractMessage } from '@/i18n/contract-messages';
import { LISTING_EVENTS } from '@/lib/listing-events';
import { listingQueryKey } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { isNotFoundError, useItemPageListing } from '../api/get-listing';
import { ItemDetailSkeleton } from './item-detail-skeleton';
import { ItemDetailsCard } from './item-details-card';
import { ItemNotFound } from './item-not-found';
import { ListingGallery } from './listing-gallery';
import { SellerCard } from './seller-card';
import { StatusBanner } from './status-banner';

export interface ItemDetailPageProps {
  itemId: string;
  /** Extra controls beside the title, composed by the route (the save button from features/saved). */
  renderActions?: (listing: ListingDetail) => ReactNode;
  /** Ways to contact the seller, under the item card (issue #13: "Message seller" from features/conversations). */
  renderContact?: (listing: ListingDetail) => ReactNode;
  /** Issue #13: shown in the seller card (the rating and the seller page link, from features/reviews). */
  renderSellerExtra?: (listing: ListingDetail) => ReactNode;
}

function BackToResults() {
  const { t } = useTranslation('listings');
  const navigate = useNavigate();
  const location = useLocation();
  // "default" is the key of the first entry in this tab: there is nothing of ours to go back to.
  const hasHistory = location.key !== 'default';
  return (
    <Button
      type="button"
      variant="ghost"
      className="-ms-2 mb-4 px-2"
      onClick={() => (hasHistory ? void navigate(-1) : void navigate('/marketplace'))}
    >
      <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
      {t('item.backToResults')}
    </Button>
  );
}

/**
 * The owner's preview of a listing that is not public (spec 02 §4: Pending shows a banner, Rejected its
 * reason, Sold that it is no longer public).
 */
function OwnerStatusBanner({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listings');
  const message = useContractMessage();
  if (!listing.isOwner || listing.status === 'Approved') return null;
  if (listing.status === 'Pending') {
    return (
      <StatusBanner tone="waiting" icon={Clock} className="mb-4">
        <p className="font-medium">{message(BROWSE_MESSAGES.pendingPreviewBanner)}</p>
      </StatusBanner>
    );
  }
  if (listing.status === 'Rejected') {
    return (
      <StatusBanner tone="refused" icon={AlertTriangle} className="mb-4">
        <p className="font-medium">{t('item.rejectedBanner')}</p>
        {listing.rejectionReason ? (
          <p className="mt-1 whitespace-pre-line break-words">
            {t('item.reasonLabel')} <span dir="auto">{listing.rejectionReason}</span>
          </p>
        ) : null}
      </StatusBanner>
    );
  }
  if (listing.status === 'Sold') {
    return (
      <StatusBanner tone="done" icon={CircleCheck} className="mb-4">
        <p className="font-medium">{t('item.soldBanner')}</p>
      </StatusBanner>
    );
  }
  return null;
}

/**
 * Issue #37 item 4n: a Sold listing seen by its buyer or by a member who saved it (the API shows it to no one
 * else): it is marked sold, and the buyer is pointed to their reviews (the conversation link is the contact
 * card's "Open conversation").
 */
function SoldToOthersBanner({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listings');
  if (listing.isOwner || listing.status !== 'Sold') return null;
  return (
    <StatusBanner tone="done" icon={CircleCheck} className="mb-4">
      <p className="font-medium">{t(listing.boughtByYou ? 'item.boughtBanner' : 'item.soldToOtherBanner')}</p>
      {listing.boughtByYou ? (
        <p className="mt-1">
          <Link className="font-medium underline underline-offset-4" to="/dashboard?tab=reviews">
            {t('item.reviewTheSeller')}
          </Link>
        </p>
      ) : null}
    </StatusBanner>
  );
}

/**
 * The public item page (spec 02 §2 Public item detail): gallery, item card and seller card. Counts a view
 * before it reads the listing (spec 02 §4, `useItemPageListing`), shows a skeleton while loading and "Oops! Item Not Found" on a 404.
 */
export function ItemDetailPage({
  itemId,
  renderActions,
  renderContact,
  renderSellerExtra,
}: ItemDetailPageProps) {
  const { t, i18n } = useTranslation('listings');
  const message = useContractMessage();
  const { data: listing, error, isPending, refetch } = useItemPageListing(itemId);
  const notFound = isNotFoundError(error);

  useEffect(() => {
    if (error && !isNotFoundError(error)) {
      toast({
        title: translateContractMessage(i18n, BROWSE_MESSAGES.errorLoadingItem),
        description: translateContractMessage(i18n, error.message),
        variant: 'destructive',
      });
    }
    // Once per error, in the language shown when it happened (not again when the reader switches).
  }, [error, i18n]);

  // A save or unsave (here or in another part of the app) makes the cached `isSaved` stale.
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: listingQueryKey(itemId) });
    window.addEventListener(LISTING_EVENTS.savedListingsUpdated, refresh);
    return () => window.removeEventListener(LISTING_EVENTS.savedListingsUpdated, refresh);
  }, [itemId, queryClient]);

  // Every state names the page (axe: a document needs a <title>; the one before it leaves with its page).
  if (notFound) {
    return (
      <>
        <title>{message(BROWSE_MESSAGES.itemNotFoundTitle)}</title>
        <ItemNotFound
          title={message(BROWSE_MESSAGES.itemNotFoundTitle)}
          text={message(BROWSE_MESSAGES.itemNotFound)}
          linkLabel={message(BROWSE_MESSAGES.exploreOtherListings)}
          linkTo="/marketplace"
        />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-4 sm:py-6">
      <BackToResults />
      {isPending ? (
        <>
          <title>{t('item.loadingTitle')}</title>
          <ItemDetailSkeleton />
        </>
      ) : !listing ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-4 rounded-lg border px-4 py-16 text-center"
        >
          <title>{message(BROWSE_MESSAGES.errorLoadingItem)}</title>
          <p className="text-lg font-medium">{message(BROWSE_MESSAGES.errorLoadingItem)}</p>
          <Button variant="outline" onClick={() => void refetch()}>
            {t('shared.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <title>{listing.name}</title>
          <OwnerStatusBanner listing={listing} />
          <SoldToOthersBanner listing={listing} />
          <div className="grid gap-6 lg:grid-cols-5">
            <ListingGallery
              className="content-start lg:col-span-3"
              images={listing.images}
              name={listing.name}
            />
            <div className="grid content-start gap-4 lg:col-span-2">
              <ItemDetailsCard listing={listing} actions={renderActions?.(listing)} />
              {renderContact?.(listing)}
              <SellerCard seller={listing.seller} extra={renderSellerExtra?.(listing)} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
