import {
  REVIEW_MESSAGES,
  REVIEW_REPLY_MAX_LENGTH,
  reviewReplyInputSchema,
  type PublicReview,
} from '@marketplace/contract/reviews';
import { format, parseISO } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useReplyToReview } from '../api/reviews-api';
import { Stars } from './stars';

const day = (iso: string) => format(parseISO(iso), 'd MMM yyyy');

/**
 * One review: stars, who wrote it and in which role, the text, and the subject's reply. `canReply` shows the
 * reply form (the subject, before they have replied).
 */
export function ReviewItem({ review, canReply = false }: { review: PublicReview; canReply?: boolean }) {
  const [replying, setReplying] = useState(false);
  return (
    <article className="grid gap-2 rounded-md border p-3" aria-labelledby={`review-${review.id}-author`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars value={review.rating} />
        <time dateTime={review.createdAt} className="text-xs text-muted-foreground">
          {day(review.createdAt)}
        </time>
      </div>
      <p id={`review-${review.id}-author`} className="text-sm font-medium">
        {review.author.name}{' '}
        <span className="font-normal text-muted-foreground">
          · {review.authorRole === 'buyer' ? REVIEW_MESSAGES.boughtBy : REVIEW_MESSAGES.soldBy} · {review.listingName}
        </span>
      </p>
      <p className="whitespace-pre-line break-words text-sm">{review.body}</p>
      {review.reply ? (
        <div className="ml-3 border-l-2 pl-3 text-sm">
          <p className="font-medium">{REVIEW_MESSAGES.replyFrom}</p>
          <p className="whitespace-pre-line break-words">{review.reply}</p>
        </div>
      ) : canReply ? (
        replying ? (
          <ReplyForm reviewId={review.id} onDone={() => setReplying(false)} />
        ) : (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setReplying(true)}>
            {REVIEW_MESSAGES.reply}
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
          toast({ title: REVIEW_MESSAGES.replySubmittedTitle, variant: 'success' });
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.issues.length > 0) setError(err.issues[0]!.message);
          else toast({ title: REVIEW_MESSAGES.submitFailedTitle, description: err.message, variant: 'destructive' });
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <FormField id={`reply-${reviewId}`} label={REVIEW_MESSAGES.replyLabel} error={error}>
        {(control) => (
          <Textarea
            {...control}
            autoFocus
            value={body}
            maxLength={REVIEW_REPLY_MAX_LENGTH + 50}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" size="sm" disabled={reply.isPending} className="justify-self-start">
        {REVIEW_MESSAGES.submitReply}
      </Button>
    </form>
  );
}
