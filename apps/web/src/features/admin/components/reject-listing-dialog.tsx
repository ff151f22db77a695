import { Loader2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
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

/** What is being rejected: one listing or a bulk selection. */
export interface RejectTarget {
  /** Changes per rejection, so each one starts with an empty reason. */
  key: string;
  title: string;
  description: ReactNode;
}

export interface RejectListingDialogProps {
  /** null closes the dialog. */
  target: RejectTarget | null;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec 02 §5: rejecting needs a non-blank reason; Confirm Rejection stays disabled until one is typed. A bulk
 * rejection gives the one reason to every listing.
 */
export function RejectListingDialog({ target, pending, onConfirm, onOpenChange }: RejectListingDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !pending && onOpenChange(open)}>
      {target ? (
        <RejectForm
          key={target.key}
          target={target}
          pending={pending}
          onConfirm={onConfirm}
          onCancel={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function RejectForm({
  target,
  pending,
  onConfirm,
  onCancel,
}: {
  target: RejectTarget;
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
          <DialogTitle>{target.title}</DialogTitle>
          <DialogDescription className="break-words">{target.description}</DialogDescription>
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
