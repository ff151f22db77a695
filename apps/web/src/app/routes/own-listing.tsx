import { useParams } from 'react-router';
import { OwnListingPage } from '@/features/listings/components/own-listing-page';

/** /dashboard/my-listings/:listingId (spec 02 §2 Seller's own listing detail). */
export function Component() {
  const { listingId = '' } = useParams();
  return <OwnListingPage key={listingId} listingId={listingId} />;
}
