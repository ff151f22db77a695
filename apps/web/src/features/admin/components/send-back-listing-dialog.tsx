import { TRUSTED_SELLER_MESSAGES } from '@marketplace/contract/trusted-sellers';
import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import { Loader2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useContractMessage } from '@/i18n/contract-messages';
import { toast } from '@/lib/toast-store';
import { useSendBackListing } from '../api/send-back-listing';
import { errorText } from '../utils/error-text';

export interface SendBackListingDialogProps {
  /** The listing to send back; null closes the dialog. */
  listing: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
  /** After the listing was sent back. */
  onDone?: () => void;
}

/**
 * Issue #14 item 4: confirms sending an Approved listing back to review (`POST
 * /api/admin/listings/{id}/send-back`), then toasts the outcome. The dialog stays open while it runs.
 */
export function SendBackListingDialog({ listing, onOpenChange, onDone }: SendBackListingDialogProps) {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const sendBack = useSendBackListing();
  function confirm() {
    if (!listing) return;
    sendBack.mutate(listing.id, {
      onSuccess: () => {
        toast({
          title: message(TRUSTED_SELLER_MESSAGES.sentBack),
          description: message(TRUSTED_SELLER_MESSAGES.sentBackText),
          variant: 'success',
        });
        onOpenChange(false);
        onDone?.();
      },
      onError: (error) => {
        toast({
          title: t('shared.error'),
          description: message(errorText(error, GENERIC_ERROR_MESSAGE)),
          variant: 'destructive',
        });
        onOpenChange(false);
      },
    });
  }
  return (
    <AlertDialog open={listing !== null} onOpenChange={(open) => !sendBack.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words" dir="auto">
            {listing ? t('sendBack.title', { name: listing.name }) : null}
          </AlertDialogTitle>
          <AlertDialogDescription>{message(TRUSTED_SELLER_MESSAGES.sendBackText)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={sendBack.isPending}>{t('shared.cancel')}</AlertDialogCancel>
          <Button type="button" disabled={sendBack.isPending} onClick={confirm}>
            {sendBack.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {message(TRUSTED_SELLER_MESSAGES.sendBack)}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
