import { REVIEW_MESSAGES } from '@marketplace/contract/reviews';
import { useState } from 'react';
import { useContractMessage } from '@/i18n/contract-messages';
import { useMyReviews } from './api/reviews-api';
import { ReviewForm } from './components/review-form';

/**
 * In a conversation whose listing was sold to its buyer, invites both sides to review each other while the
 * 14-day window is open (issue #13 item 4). Renders nothing otherwise. `role` is the viewer's side.
 */
export function ReviewPrompt({ listingId, role }: { listingId: string; role: 'buyer' | 'seller' }) {
  const mine = useMyReviews();
  const message = useContractMessage();
  const [done, setDone] = useState(false);
  const deal = mine.data?.awaiting.find((entry) => entry.listingId === listingId && entry.role === role);
  if (done) {
    return (
      <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
        {message(REVIEW_MESSAGES.promptDone)}
      </p>
    );
  }
  if (!deal) return null;
  return (
    <section aria-labelledby={`prompt-${listingId}`} className="grid gap-2 rounded-md border bg-muted/40 p-3">
      <h3 id={`prompt-${listingId}`} className="font-medium">
        {message(REVIEW_MESSAGES.promptTitle)}
      </h3>
      <p className="text-sm text-muted-foreground">
        {message(REVIEW_MESSAGES.promptText)} {role === 'buyer' ? message(REVIEW_MESSAGES.reviewSeller) : message(REVIEW_MESSAGES.reviewBuyer)}:{' '}
        <span dir="auto">{deal.other.name}</span>
      </p>
      <ReviewForm listingId={listingId} onDone={() => setDone(true)} />
    </section>
  );
}
