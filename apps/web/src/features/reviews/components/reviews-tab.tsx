import { REVIEW_MESSAGES, type AwaitingReview } from '@marketplace/contract/reviews';
import { parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useContractMessage } from '@/i18n/contract-messages';
import { useFormatters } from '@/i18n/format';
import { useMyReviews } from '../api/reviews-api';
import { ReviewForm } from './review-form';
import { DAY, ReviewItem } from './review-item';

/** Dashboard tab `reviews` (issue #13 item 4): deals waiting for my review, and reviews about me. */
export function ReviewsTab() {
  const mine = useMyReviews();
  const { t } = useTranslation('reviews');
  const message = useContractMessage();
  if (mine.isPending) return <Skeleton className="h-40 w-full" />;
  if (mine.isError) return <p role="alert">{message(REVIEW_MESSAGES.loadFailed)}</p>;
  const { awaiting, aboutMe, hiddenCount, written } = mine.data;
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>{message(REVIEW_MESSAGES.awaitingHeading)}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {awaiting.length === 0 ? <p className="text-sm text-muted-foreground">{message(REVIEW_MESSAGES.awaitingEmpty)}</p> : null}
          {awaiting.map((deal) => (
            <AwaitingDeal key={deal.listingId} deal={deal} />
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{message(REVIEW_MESSAGES.aboutMeHeading)}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {aboutMe.length === 0 && hiddenCount === 0 ? (
            <p className="text-sm text-muted-foreground">{message(REVIEW_MESSAGES.aboutMeEmpty)}</p>
          ) : null}
          {hiddenCount > 0 ? (
            <p className="text-sm text-muted-foreground">
              {t('tab.hiddenSummary', { count: hiddenCount, hiddenUntil: message(REVIEW_MESSAGES.hiddenUntil) })}
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
            <CardTitle>{message(REVIEW_MESSAGES.writtenHeading)}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            {written.map((review) => (
              <div key={review.id} className="grid gap-1">
                <ReviewItem review={review} />
                {review.visible ? null : <p className="text-sm text-muted-foreground">{message(REVIEW_MESSAGES.hiddenUntil)}</p>}
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
  const message = useContractMessage();
  const formatters = useFormatters();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-md border p-3">
      <div className="flex items-center gap-3">
        {deal.imageUrl ? (
          <img src={deal.imageUrl} alt="" className="h-12 w-12 shrink-0 rounded object-cover" />
        ) : null}
        <div className="min-w-0">
          <h3 id={headingId} className="break-words font-medium">
            {deal.role === 'buyer' ? message(REVIEW_MESSAGES.reviewSeller) : message(REVIEW_MESSAGES.reviewBuyer)}:{' '}
            <Link to={`/seller/${deal.other.id}`} dir="auto" className="text-primary underline-offset-4 hover:underline">
              {deal.other.name}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">
            <span dir="auto">{deal.listingName}</span> · {message(REVIEW_MESSAGES.dueBy)}{' '}
            {formatters.date(parseISO(deal.dueBy), DAY)}
          </p>
        </div>
      </div>
      <ReviewForm listingId={deal.listingId} />
    </section>
  );
}
