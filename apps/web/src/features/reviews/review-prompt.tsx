import { REVIEW_MESSAGES } from '@marketplace/contract/reviews';
import { useState } from 'react';
import { useMyReviews } from './api/reviews-api';
import { ReviewForm } from './components/review-form';

/**
 * In a conversation whose listing was sold to its buyer, invites both sides to review each other while the
 * 14-day window is open (issue #13 item 4). Renders nothing otherwise. `role` is the viewer's side.
 */
export function ReviewPrompt({ listingId, role }: { listingId: string; role: 'buyer' | 'seller' }) {
  const mine = useMyReviews();
  const [done, setDone] = useState(false);
  const deal = mine.data?.awaiting.find((entry) => entry.listingId === listingId && entry.role === role);
  if (done) {
    return (
      <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
        {REVIEW_MESSAGES.promptDone}
      </p>
    );
  }
  if (!deal) return null;
  return (
    <section aria-labelledby={`prompt-${listingId}`} className="grid gap-2 rounded-md border bg-muted/40 p-3">
      <h3 id={`prompt-${listingId}`} className="font-medium">
        {REVIEW_MESSAGES.promptTitle}
      </h3>
      <p className="text-sm text-muted-foreground">
        {REVIEW_MESSAGES.promptText} {role === 'buyer' ? REVIEW_MESSAGES.reviewSeller : REVIEW_MESSAGES.reviewBuyer}:{' '}
        {deal.other.name}
      </p>
      <ReviewForm listingId={listingId} onDone={() => setDone(true)} />
    </section>
  );
}
