import {
  REVIEW_MESSAGES,
  REVIEW_REPLY_MAX_LENGTH,
  reviewReplyInputSchema,
  type PublicReview,
} from '@marketplace/contract/reviews';
import { parseISO } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useContractMessage } from '@/i18n/contract-messages';
import { useFormatters } from '@/i18n/format';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useReplyToReview } from '../api/reviews-api';
import { Stars } from './stars';

/** How a review's day is written (date-fns pattern; Dhivehi writes the same day its own way). */
export const DAY = 'd MMM yyyy';

/**
 * One review: stars, who wrote it and in which role, the text, and the subject's reply. `canReply` shows the
 * reply form (the subject, before they have replied).
 */
export function ReviewItem({ review, canReply = false }: { review: PublicReview; canReply?: boolean }) {
  const [replying, setReplying] = useState(false);
  const message = useContractMessage();
  const formatters = useFormatters();
  return (
    <article className="grid gap-2 rounded-md border p-3" aria-labelledby={`review-${review.id}-author`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars value={review.rating} />
        <time dateTime={review.createdAt} className="text-xs text-muted-foreground">
          {formatters.date(parseISO(review.createdAt), DAY)}
        </time>
      </div>
      <p id={`review-${review.id}-author`} className="text-sm font-medium">
        <span dir="auto">{review.author.name}</span>{' '}
        <span className="font-normal text-muted-foreground">
          · {review.authorRole === 'buyer' ? message(REVIEW_MESSAGES.boughtBy) : message(REVIEW_MESSAGES.soldBy)} · <span dir="auto">{review.listingName}</span>
        </span>
      </p>
      <p dir="auto" className="whitespace-pre-line break-words text-sm">
        {review.body}
      </p>
      {review.reply ? (
        <div className="ms-3 border-s-2 ps-3 text-sm">
          <p className="font-medium">{message(REVIEW_MESSAGES.replyFrom)}</p>
          <p dir="auto" className="whitespace-pre-line break-words">
            {review.reply}
          </p>
        </div>
      ) : canReply ? (
        replying ? (
          <ReplyForm reviewId={review.id} onDone={() => setReplying(false)} />
        ) : (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setReplying(true)}>
            {message(REVIEW_MESSAGES.reply)}
          </Button>
        )
      ) : null}
    </article>
  );
}

function ReplyForm({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const reply = useReplyToReview();
  const message = useContractMessage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewReplyInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    reply.mutate(
      { reviewId, body: parsed.data.body },
      {
        onSuccess: () => {
          toast({ title: message(REVIEW_MESSAGES.replySubmittedTitle), variant: 'success' });
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.issues.length > 0) setError(err.issues[0]!.message);
          else toast({ title: message(REVIEW_MESSAGES.submitFailedTitle), description: message(err.message), variant: 'destructive' });
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <FormField id={`reply-${reviewId}`} label={message(REVIEW_MESSAGES.replyLabel)} error={message(error)}>
        {(control) => (
          <Textarea
            {...control}
            autoFocus
            dir="auto"
            value={body}
            maxLength={REVIEW_REPLY_MAX_LENGTH + 50}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" size="sm" disabled={reply.isPending} className="justify-self-start">
        {message(REVIEW_MESSAGES.submitReply)}
      </Button>
    </form>
  );
}
