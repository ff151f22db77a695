import { formatPrice } from '@marketplace/contract/site';
import type { OfferAction } from '@marketplace/contract/conversations';
import { cn } from '@/lib/utils';

export interface OfferStepProps {
  /** What this step did (messages.offer_action). */
  action: OfferAction;
  /** The offer's amount at this step, whole MVR. */
  amount: number;
  /** The viewer took this step. */
  mine: boolean;
  /** The other member's display name. */
  otherName: string;
  className?: string;
}

/**
 * One offer step in the thread (issue #13 item 3), from its action and amount. A minimal rendering made by the
 * conversations feature so the thread can show offer messages; the offers feature owns and replaces it.
 */
export function OfferStep({ action, amount, mine, otherName, className }: OfferStepProps) {
  return (
    <p className={cn('mx-auto rounded-full border bg-muted/60 px-3 py-1 text-center text-sm', className)}>
      {mine ? 'You' : otherName}: {action} {formatPrice(amount)}
    </p>
  );
}
