import { offerStepText, type OfferAction } from '@marketplace/contract/offers';
import { Ban, Check, HandCoins, Repeat, Undo2 } from 'lucide-react';
import { cn } from '@/lib/utils';

const ICONS: Record<OfferAction, typeof Check> = {
  made: HandCoins,
  countered: Repeat,
  accepted: Check,
  declined: Ban,
  withdrawn: Undo2,
};

export interface OfferStepProps {
  /** What this step did (messages.offer_action). */
  action: OfferAction;
  /** The offer's amount at this step, whole MVR. */
  amount: number;
  /** The viewer took this step. */
  mine: boolean;
  /** The other member's display name ("Ahmed"). */
  otherName: string;
  className?: string;
}

/**
 * One offer step in the thread (issue #13 item 3), rendered from its kind, action and amount — never from a
 * stored sentence, so it is translated with the rest of the app (issue #15): "You offered MVR 1,200",
 * "Ahmed countered with MVR 1,350", "You accepted MVR 1,300". Centred, like a system line, not a bubble.
 */
export function OfferStep({ action, amount, mine, otherName, className }: OfferStepProps) {
  const Icon = ICONS[action];
  return (
    <p
      className={cn(
        'mx-auto flex max-w-full items-center gap-2 rounded-full border bg-muted/60 px-3 py-1 text-center text-sm',
        action === 'accepted' && 'border-emerald-300 bg-emerald-50 text-emerald-950',
        className,
      )}
    >
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">{offerStepText({ action, amount, mine, name: otherName })}</span>
    </p>
  );
}
