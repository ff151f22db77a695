import { useParams } from 'react-router';
import { ItemDetailPage } from '@/features/listings/components/item-detail-page';
import { SellerRatingLink } from '@/features/reviews/components/seller-rating-link';
import { MessageSeller } from '@/features/conversations/components/message-seller';
import { SaveListingButton } from '@/features/saved/components/save-listing-button';
import { ReportButton } from '@/features/safety/components/report-button';
import { useCurrentUser } from '@/hooks/use-current-user';
import {
  getItemPageQueryOptions,
  getListingQueryOptions,
  isNotFoundError,
} from '@/features/listings/api/get-listing';
import { getSellerRatingQueryOptions } from '@/features/reviews/api/reviews-api';
import { getListingConversationQueryOptions } from '@/features/conversations/api/conversations';
import { getMeQueryOptions } from '@/hooks/use-current-user';
import type { RouteHandle } from '../route-data';

/**
 * The page's data (see `RouteHandle`): the listing, then its seller's rating (the seller is in the listing)
 * and, for a member who is not its seller, their conversation about it ("Message seller").
 */
export const handle: RouteHandle = {
  prefetch: async ({ queryClient, params }) => {
    // The view is counted before the listing is read (spec 02 §4), as the page itself does.
    const listingOptions = getItemPageQueryOptions(params.itemId ?? '');
    // The session check is the root route's; asking it here joins the same request.
    await Promise.all([
      queryClient.prefetchQuery(listingOptions),
      queryClient.prefetchQuery(getMeQueryOptions()),
    ]);
    const listing = queryClient.getQueryData(listingOptions.queryKey);
    if (!listing) return;
    const member = queryClient.getQueryData(getMeQueryOptions().queryKey);
    await Promise.all([
      queryClient.prefetchQuery(getSellerRatingQueryOptions(listing.seller.id)),
      member && !listing.isOwner && queryClient.prefetchQuery(getListingConversationQueryOptions(listing.id)),
    ]);
  },
  notFound: ({ queryClient, params }) =>
    isNotFoundError(queryClient.getQueryState(getListingQueryOptions(params.itemId ?? '').queryKey)?.error),
};

/**
 * /item/:itemId (spec 02 §2). Keyed by id so moving between items starts fresh (gallery, Read More). The save
 * control comes from features/saved; the owner has nothing to save. "Message seller" comes from
 * features/conversations (issue #13).
 */
export function Component() {
  const { itemId = '' } = useParams();
  const { user } = useCurrentUser();
  return (
    <ItemDetailPage
      key={itemId}
      itemId={itemId}
      renderContact={(listing) => <MessageSeller listing={listing} />}
      renderActions={(listing) =>
        listing.isOwner ? null : (
          <div className="flex shrink-0 flex-col items-end gap-1">
            <SaveListingButton listingId={listing.id} listingName={listing.name} isSaved={listing.isSaved} />
            {/* Members report a listing (issue #13 item 5); visitors sign in first. */}
            {user ? <ReportButton targetType="listing" targetId={listing.id} subject={listing.name} /> : null}
          </div>
        )
      }
      renderSellerExtra={(listing) => <SellerRatingLink sellerId={listing.seller.id} />}
    />
  );
}
