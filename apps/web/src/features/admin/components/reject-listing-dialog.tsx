import type { AdminListingRow } from '@marketplace/contract/listings';
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/** Longest rejection reason the API accepts (contract `listingDecisionInputSchema`). */
const REASON_MAX_LENGTH = 1000;

export interface RejectListingDialogProps {
  /** The listing being rejected; null closes the dialog. */
  listing: AdminListingRow | null;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onOpenChange: (open: boolean) => void;
}

/** Spec 02 §5: rejecting needs a non-blank reason; Confirm Rejection stays disabled until one is typed. */
export function RejectListingDialog({ listing, pending, onConfirm, onOpenChange }: RejectListingDialogProps) {
  return (
    <Dialog open={listing !== null} onOpenChange={(open) => !pending && onOpenChange(open)}>
      {listing ? (
        // Keyed by listing so each rejection starts with an empty reason.
        <RejectForm
          key={listing.id}
          listing={listing}
          pending={pending}
          onConfirm={onConfirm}
          onCancel={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function RejectForm({
  listing,
  pending,
  onConfirm,
  onCancel,
}: {
  listing: AdminListingRow;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const id = useId();
  const trimmed = reason.trim();

  return (
    <DialogContent>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed && !pending) onConfirm(trimmed);
        }}
      >
        <DialogHeader>
          <DialogTitle>Reject Listing</DialogTitle>
          <DialogDescription className="break-words">
            Tell the seller why “{listing.name}” ({listing.item_display_id}) cannot be published. They will
            see this reason.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={id}>Reason for rejection</Label>
          <Textarea
            id={id}
            value={reason}
            maxLength={REASON_MAX_LENGTH}
            rows={4}
            placeholder="e.g. The photos do not show the item clearly."
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={!trimmed || pending}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Confirm Rejection
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
