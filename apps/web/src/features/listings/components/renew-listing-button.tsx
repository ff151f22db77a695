import { LIFECYCLE_MESSAGES, RENEWAL_MESSAGES } from '@marketplace/contract/listings-messages';
import { Loader2, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '@/i18n/contract-messages';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useRenewListing } from '../api/renew-listing';

/**
 * One-click Renew for an Expired listing (issue #14 item 3): no confirmation — renewing changes nothing the
 * seller wrote and can be undone by deleting or marking sold. Toasts "Listing Renewed" on success, the
 * server's message on a failure.
 * @param name the listing's name, so the button reads "Renew <name>" to a screen reader in a list.
 */
export function RenewListingButton({ listingId, name, className }: { listingId: string; name: string; className?: string }) {
  const { t } = useTranslation('listings');
  const message = useContractMessage();
  const renew = useRenewListing();
  const onRenew = async () => {
    try {
      await renew.mutateAsync(listingId);
    } catch (error) {
      toast({
        title: message(RENEWAL_MESSAGES.renewFailed),
        description: error instanceof Error ? message(error.message) : undefined,
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: message(LIFECYCLE_MESSAGES.renewed),
      description: message(LIFECYCLE_MESSAGES.renewedText),
      variant: 'success',
    });
  };
  return (
    <Button
      type="button"
      size="sm"
      className={cn('relative z-10', className)}
      disabled={renew.isPending}
      aria-label={t('renew.ariaLabel', { name })}
      onClick={() => void onRenew()}
    >
      {renew.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
      {message(renew.isPending ? RENEWAL_MESSAGES.renewing : RENEWAL_MESSAGES.renew)}
    </Button>
  );
}
