import { TRUSTED_SELLER_MESSAGES } from '@marketplace/contract/trusted-sellers';
import { Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useContractMessage } from '@/i18n/contract-messages';

/**
 * Issue #14 item 4: marks a listing the trusted-seller rule approved (admin table and detail page). Shows
 * nothing for a listing the admin approved.
 */
export function AutoApprovedBadge({ autoApproved }: { autoApproved: boolean | undefined }) {
  const message = useContractMessage();
  if (!autoApproved) return null;
  return (
    <Badge
      variant="outline"
      className="gap-1 whitespace-nowrap"
      title={message(TRUSTED_SELLER_MESSAGES.autoApprovedHint)}
    >
      <Sparkles className="h-3 w-3" aria-hidden="true" />
      {message(TRUSTED_SELLER_MESSAGES.autoApprovedBadge)}
    </Badge>
  );
}
