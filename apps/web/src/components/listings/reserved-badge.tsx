import { OFFER_MESSAGES } from '@marketplace/contract/offers-messages';
import { BookmarkCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useContractMessage } from '@/i18n/contract-messages';
import { cn } from '@/lib/utils';

/**
 * "Reserved" (issue #13 item 3): an offer on the listing was accepted. Shown on browse cards and the item page
 * to everyone; it never says for whom. Dark on light amber: 4.5:1 or better on a photo or a card. Shared, not
 * the offers feature's: browse, home, saved, my listings and the item page show it, and features never import
 * each other (STYLE.md "Layout").
 */
export function ReservedBadge({ className }: { className?: string }) {
  const m = useContractMessage();
  return (
    <Badge variant="outline" className={cn('gap-1 border-amber-300 bg-amber-50 text-amber-950', className)}>
      <BookmarkCheck className="h-3.5 w-3.5" aria-hidden="true" />
      {m(OFFER_MESSAGES.reserved)}
    </Badge>
  );
}
