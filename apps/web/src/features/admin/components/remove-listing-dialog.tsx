import { MODERATION_MESSAGES } from '@marketplace/contract/listings-messages';
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

export interface RemoveListingDialogProps {
  /** The question, e.g. Remove “Old bicycle”? or Remove 3 listings?; null closes the dialog. */
  title: string | null;
  pending: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}

/** Spec 02 §5: removing a listing needs confirmation ("This will remove the listing from the platform…"). */
export function RemoveListingDialog({ title, pending, onConfirm, onOpenChange }: RemoveListingDialogProps) {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  return (
    <AlertDialog open={title !== null} onOpenChange={(open) => !pending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words" dir="auto">
            {title}
          </AlertDialogTitle>
          <AlertDialogDescription>{message(MODERATION_MESSAGES.removeConfirm)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('shared.cancel')}</AlertDialogCancel>
          {/* A plain button, so the dialog stays open (and disabled) until the removal finishes. */}
          <Button type="button" variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {t('shared.remove')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
