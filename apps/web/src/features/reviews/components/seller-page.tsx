import type { ListingCard } from '@marketplace/contract/listings-messages';
import { REVIEW_MESSAGES } from '@marketplace/contract/reviews';
import { parseISO } from 'date-fns';
import { BadgeCheck, UserX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useContractMessage } from '@/i18n/contract-messages';
import { useFormatters } from '@/i18n/format';
import { ApiError } from '@/lib/api-client';
import { useSeller, useSellerReviews } from '../api/reviews-api';
import { ReviewItem } from './review-item';
import { RatingSummaryView } from './stars';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => Array.from(part)[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}

export interface SellerPageProps {
  sellerId: string;
  /** Page of the live listings (`?page=`). */
  page: number;
  /** A listing card (the browse card, composed by the route). */
  renderListing: (listing: ListingCard, index: number) => ReactNode;
  /** The pager of the listings (composed by the route). */
  renderPager: (page: number, totalPages: number) => ReactNode;
}

/**
 * `/seller/{id}` (issue #13 item 4): name, avatar, member since, verified badge, rating of visible reviews,
 * live listings (browse cards, 12 a page) and visible reviews (12 a page). Never e-mail, national ID, date of
 * birth or mobile (the API does not send them). Part of the reviews feature, like its endpoints (server
 * `modules/reviews`): besides the cards the route hands in, it is the seller's rating and reviews.
 */
export function SellerPage({ sellerId, page, renderListing, renderPager }: SellerPageProps) {
  const seller = useSeller(sellerId, page);
  const { t } = useTranslation('sellers');
  const message = useContractMessage();
  const formatters = useFormatters();
  const [reviewsPage, setReviewsPage] = useState(1);
  const moreReviews = useSellerReviews(sellerId, reviewsPage, reviewsPage > 1);

  if (seller.isPending) {
    return (
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-6" aria-busy="true">
        <title>{t('page.loadingTitle')}</title>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (seller.isError) {
    const notFound =
      seller.error instanceof ApiError && (seller.error.status === 404 || seller.error.status === 400);
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        {/* Every state of the page names it (WCAG 2.4.2), not only the loaded one. */}
        <title>{notFound ? message(REVIEW_MESSAGES.sellerNotFound) : message(REVIEW_MESSAGES.loadFailed)}</title>
        <UserX className="h-14 w-14 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{notFound ? message(REVIEW_MESSAGES.sellerNotFound) : message(REVIEW_MESSAGES.loadFailed)}</h1>
      </div>
    );
  }
  const profile = seller.data;
  const reviews = reviewsPage > 1 && moreReviews.data ? moreReviews.data : profile.reviews;
  const reviewPages = Math.max(1, Math.ceil(reviews.total / reviews.pageSize));
  const listingPages = Math.max(1, Math.ceil(profile.listings.total / profile.listings.pageSize));

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6">
      <title>{profile.name}</title>
      <header className="flex flex-wrap items-center gap-4">
        <Avatar className="h-16 w-16">
          {profile.avatarUrl ? <AvatarImage src={profile.avatarUrl} alt="" /> : null}
          <AvatarFallback aria-hidden="true" className="text-lg">
            {initials(profile.name)}
          </AvatarFallback>
        </Avatar>
        <div className="grid min-w-0 gap-1">
          <h1 className="flex flex-wrap items-center gap-2 break-words text-2xl font-bold">
            <span dir="auto">{profile.name}</span>
            {profile.isVerifiedSeller ? (
              <Badge variant="success" className="gap-1 text-xs">
                <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
                {message(REVIEW_MESSAGES.verifiedSeller)}
              </Badge>
            ) : null}
          </h1>
          <p className="text-sm text-muted-foreground">
            {t('page.memberSince', { date: formatters.date(parseISO(profile.memberSince), 'MMMM yyyy') })}
          </p>
          <RatingSummaryView rating={profile.rating} />
        </div>
      </header>

      <section aria-labelledby="seller-listings" className="grid gap-4">
        <h2 id="seller-listings" className="text-xl font-semibold">
          {message(REVIEW_MESSAGES.liveListings)} <span className="text-muted-foreground">({profile.listings.total})</span>
        </h2>
        {profile.listings.items.length === 0 ? (
          <p className="text-muted-foreground">{message(REVIEW_MESSAGES.noListings)}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
            {profile.listings.items.map((listing, index) => (
              <li key={listing.id} className="min-w-0">
                {renderListing(listing, index)}
              </li>
            ))}
          </ul>
        )}
        {renderPager(page, listingPages)}
      </section>

      <section aria-labelledby="seller-reviews" className="grid gap-4">
        <h2 id="seller-reviews" className="text-xl font-semibold">
          {message(REVIEW_MESSAGES.reviewsHeading)} <span className="text-muted-foreground">({reviews.total})</span>
        </h2>
        {reviews.items.length === 0 ? <p className="text-muted-foreground">{message(REVIEW_MESSAGES.noReviews)}</p> : null}
        <div className="grid gap-3">
          {reviews.items.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </div>
        {reviewPages > 1 ? (
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" disabled={reviewsPage <= 1} onClick={() => setReviewsPage((p) => p - 1)}>
              {message(REVIEW_MESSAGES.previous)}
            </Button>
            <span className="text-sm text-muted-foreground">
              {reviewsPage} / {reviewPages}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={reviewsPage >= reviewPages}
              onClick={() => setReviewsPage((p) => p + 1)}
            >
              {message(REVIEW_MESSAGES.next)}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
