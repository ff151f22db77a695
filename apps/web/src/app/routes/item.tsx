import { useParams } from 'react-router';
import { ItemDetailPage } from '@/features/listings/components/item-detail-page';
import { SellerRatingLink } from '@/features/reviews/components/seller-rating-link';
import { MessageSeller } from '@/features/conversations/components/message-seller';
import { SaveListingButton } from '@/features/saved/components/save-listing-button';

/**
 * /item/:itemId (spec 02 §2). Keyed by id so moving between items starts fresh (gallery, Read More). The save
 * control comes from features/saved; the owner has nothing to save. "Message seller" comes from
 * features/conversations (issue #13).
 */
export function Component() {
  const { itemId = '' } = useParams();
  return (
    <ItemDetailPage
      key={itemId}
      itemId={itemId}
      renderContact={(listing) => <MessageSeller listing={listing} />}
      renderActions={(listing) =>
        listing.isOwner ? null : (
          <SaveListingButton listingId={listing.id} listingName={listing.name} isSaved={listing.isSaved} />
        )
      }
      renderSellerExtra={(listing) => <SellerRatingLink sellerId={listing.seller.id} />}
    />
  );
}
