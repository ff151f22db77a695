import { LIFECYCLE_MESSAGES, RENEWAL_MESSAGES } from '@marketplace/contract/listings-messages';
import { Loader2, RotateCcw } from 'lucide-react';
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
  const renew = useRenewListing();
  const onRenew = async () => {
    try {
      await renew.mutateAsync(listingId);
    } catch (error) {
      toast({
        title: RENEWAL_MESSAGES.renewFailed,
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
      return;
    }
    toast({ title: LIFECYCLE_MESSAGES.renewed, description: LIFECYCLE_MESSAGES.renewedText, variant: 'success' });
  };
  return (
    <Button
      type="button"
      size="sm"
      className={cn('relative z-10', className)}
      disabled={renew.isPending}
      aria-label={`${RENEWAL_MESSAGES.renew} ${name}`}
      onClick={() => void onRenew()}
    >
      {renew.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
      {renew.isPending ? RENEWAL_MESSAGES.renewing : RENEWAL_MESSAGES.renew}
    </Button>
  );
}
