import {
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_MESSAGES,
  reviewInputSchema,
} from '@marketplace/contract/reviews';
import { useState, type FormEvent } from 'react';
import { FieldError, FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useContractMessage } from '@/i18n/contract-messages';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useCreateReview } from '../api/reviews-api';
import { StarInput } from './stars';

/**
 * The review form of one deal: 1–5 stars and 20–1,000 characters, checked by the contract's schema before
 * sending and again by the server (whose field messages are shown the same way).
 */
export function ReviewForm({ listingId, onDone }: { listingId: string; onDone?: () => void }) {
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateReview();
  const message = useContractMessage();
  const id = `review-${listingId}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewInputSchema.safeParse({ rating, body });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    create.mutate(
      { listingId, input: parsed.data },
      {
        onSuccess: () => {
          toast({ title: message(REVIEW_MESSAGES.reviewSubmittedTitle), description: message(REVIEW_MESSAGES.reviewSubmitted), variant: 'success' });
          onDone?.();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.issues.length > 0) {
            setErrors(Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])));
            return;
          }
          toast({ title: message(REVIEW_MESSAGES.submitFailedTitle), description: message(error.message), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label={message(REVIEW_MESSAGES.writeReview)}>
      <div>
        <StarInput value={rating} onChange={setRating} error={message(errors.rating)} errorId={`${id}-rating-error`} />
        <FieldError id={`${id}-rating`}>{message(errors.rating)}</FieldError>
      </div>
      <FormField id={`${id}-body`} label={message(REVIEW_MESSAGES.bodyLabel)} error={message(errors.body)}>
        {(control) => (
          <Textarea
            {...control}
            dir="auto"
            value={body}
            maxLength={REVIEW_BODY_MAX_LENGTH + 50}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={create.isPending} className="justify-self-start">
        {message(REVIEW_MESSAGES.submit)}
      </Button>
    </form>
  );
}
