import { REVIEW_MESSAGES } from '@marketplace/contract/reviews';
import { Link } from 'react-router';
import { useContractMessage } from '@/i18n/contract-messages';
import { useSellerRating } from '../api/reviews-api';
import { RatingSummaryView } from './stars';

/**
 * For the item page's seller card: the seller's rating (stars + count of visible reviews) and a link to
 * `/seller/{id}`. `GET /api/sellers/{id}/rating` (one query), server-rendered with the item page.
 */
export function SellerRatingLink({ sellerId }: { sellerId: string }) {
  const rating = useSellerRating(sellerId);
  const message = useContractMessage();
  return (
    <div className="grid gap-1">
      {rating.data ? <RatingSummaryView rating={rating.data} /> : null}
      <Link
        to={`/seller/${sellerId}`}
        className="text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {message(REVIEW_MESSAGES.viewProfile)}
      </Link>
    </div>
  );
}
