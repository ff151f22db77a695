import { REVIEW_MESSAGES, type AwaitingReview } from '@marketplace/contract/reviews';
import { format, parseISO } from 'date-fns';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyReviews } from '../api/reviews-api';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

/** Dashboard tab `reviews` (issue #13 item 4): deals waiting for my review, and reviews about me. */
export function ReviewsTab() {
  const mine = useMyReviews();
  if (mine.isPending) return <Skeleton className="h-40 w-full" />;
  if (mine.isError) return <p role="alert">{REVIEW_MESSAGES.loadFailed}</p>;
  const { awaiting, aboutMe, hiddenCount, written } = mine.data;
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>{REVIEW_MESSAGES.awaitingHeading}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {awaiting.length === 0 ? <p className="text-sm text-muted-foreground">{REVIEW_MESSAGES.awaitingEmpty}</p> : null}
          {awaiting.map((deal) => (
            <AwaitingDeal key={deal.listingId} deal={deal} />
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{REVIEW_MESSAGES.aboutMeHeading}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {aboutMe.length === 0 && hiddenCount === 0 ? (
            <p className="text-sm text-muted-foreground">{REVIEW_MESSAGES.aboutMeEmpty}</p>
          ) : null}
          {hiddenCount > 0 ? (
            <p className="text-sm text-muted-foreground">
              {hiddenCount === 1 ? '1 review' : `${hiddenCount} reviews`}: {REVIEW_MESSAGES.hiddenUntil}
            </p>
          ) : null}
          {aboutMe.map((review) => (
            <ReviewItem key={review.id} review={review} canReply={!review.reply} />
          ))}
        </CardContent>
      </Card>
      {written.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>{REVIEW_MESSAGES.writtenHeading}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            {written.map((review) => (
              <div key={review.id} className="grid gap-1">
                <ReviewItem review={review} />
                {review.visible ? null : <p className="text-sm text-muted-foreground">{REVIEW_MESSAGES.hiddenUntil}</p>}
              </div>
            ))}
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

function AwaitingDeal({ deal }: { deal: AwaitingReview }) {
  const headingId = `awaiting-${deal.listingId}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-md border p-3">
      <div className="flex items-center gap-3">
        {deal.imageUrl ? (
          <img src={deal.imageUrl} alt="" className="h-12 w-12 shrink-0 rounded object-cover" />
        ) : null}
        <div className="min-w-0">
          <h3 id={headingId} className="break-words font-medium">
            {deal.role === 'buyer' ? REVIEW_MESSAGES.reviewSeller : REVIEW_MESSAGES.reviewBuyer}:{' '}
            <Link to={`/seller/${deal.other.id}`} className="text-primary underline-offset-4 hover:underline">
              {deal.other.name}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">
            {deal.listingName} · {REVIEW_MESSAGES.dueBy} {format(parseISO(deal.dueBy), 'd MMM yyyy')}
          </p>
        </div>
      </div>
      <ReviewForm listingId={deal.listingId} />
    </section>
  );
}
