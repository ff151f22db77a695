import { MODERATION_MESSAGES, type AdminListingRow } from '@marketplace/contract/listings';
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
import { Button } from '@/components/ui/button';

export interface RemoveListingDialogProps {
  listing: AdminListingRow | null;
  pending: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}

/** Spec 02 §5: removing a listing needs confirmation ("This will remove the listing from the platform…"). */
export function RemoveListingDialog({ listing, pending, onConfirm, onOpenChange }: RemoveListingDialogProps) {
  return (
    <AlertDialog open={listing !== null} onOpenChange={(open) => !pending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">Remove “{listing?.name}”?</AlertDialogTitle>
          <AlertDialogDescription>{MODERATION_MESSAGES.removeConfirm}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          {/* A plain button, so the dialog stays open (and disabled) until the removal finishes. */}
          <Button type="button" variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Remove
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
