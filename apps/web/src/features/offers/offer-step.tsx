import type { OfferAction } from '@marketplace/contract/offers';
import { formatPrice } from '@marketplace/contract/site';
import type { TFunction } from 'i18next';
import { Ban, Check, HandCoins, Repeat, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

const ICONS: Record<OfferAction, typeof Check> = {
  made: HandCoins,
  countered: Repeat,
  accepted: Check,
  declined: Ban,
  withdrawn: Undo2,
};

/**
 * How an offer step reads (the contract's `offerStepText`, in the page's language): "You offered MVR 1,200",
 * "Ahmed countered with MVR 1,350". `name` is the other member's display name.
 */
export function offerStepLabel(
  t: TFunction<'offers'>,
  step: { action: OfferAction; amount: number; mine: boolean; name: string },
): string {
  const values = { name: step.name, amount: formatPrice(step.amount) };
  switch (step.action) {
    case 'made':
      return step.mine ? t('step.madeMine', values) : t('step.made', values);
    case 'countered':
      return step.mine ? t('step.counteredMine', values) : t('step.countered', values);
    case 'accepted':
      return step.mine ? t('step.acceptedMine', values) : t('step.accepted', values);
    case 'declined':
      return step.mine ? t('step.declinedMine', values) : t('step.declined', values);
    case 'withdrawn':
      return step.mine ? t('step.withdrawnMine', values) : t('step.withdrawn', values);
  }
}

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
  const { t } = useTranslation('offers');
  return (
    <p
      className={cn(
        'mx-auto flex max-w-full items-center gap-2 rounded-full border bg-muted/60 px-3 py-1 text-center text-sm',
        action === 'accepted' && 'border-emerald-300 bg-emerald-50 text-emerald-950',
        className,
      )}
    >
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">{offerStepLabel(t, { action, amount, mine, name: otherName })}</span>
    </p>
  );
}
