import { MODERATION_MESSAGES } from '@marketplace/contract/listings-messages';
import { useRemoveListing } from '../api/remove-listing';
import { useUpdateListingStatus } from '../api/update-listing-status';
import { toast } from '@/lib/toast-store';
import { useContractMessage } from '@/i18n/contract-messages';
import { errorText } from '../utils/error-text';

interface ModeratedListing {
  id: string;
}

/**
 * Approve, reject and remove one listing with the spec's toasts (spec 02 §8): "Listing Approved",
 * "Listing Rejected" (destructive style), "Listing Removed"; failures show the server's message or the
 * spec's fallback. `onDone` runs after a success.
 */
export function useListingModeration() {
  const message = useContractMessage();
  const updateStatus = useUpdateListingStatus();
  const remove = useRemoveListing();

  const approve = (listing: ModeratedListing, onDone?: () => void) => {
    updateStatus.mutate(
      { id: listing.id, status: 'Approved' },
      {
        onSuccess: () => {
          toast({ title: message(MODERATION_MESSAGES.approved), variant: 'success' });
          onDone?.();
        },
        onError: (err) =>
          toast({
            title: message(MODERATION_MESSAGES.approveFailed),
            description: message(errorText(err, MODERATION_MESSAGES.updateFailedFallback)),
            variant: 'destructive',
          }),
      },
    );
  };

  const reject = (listing: ModeratedListing, reason: string, onDone?: () => void) => {
    updateStatus.mutate(
      { id: listing.id, status: 'Rejected', rejectionReason: reason },
      {
        onSuccess: () => {
          toast({ title: message(MODERATION_MESSAGES.rejected), variant: 'destructive' });
          onDone?.();
        },
        onError: (err) =>
          toast({
            title: message(MODERATION_MESSAGES.rejectFailed),
            description: message(errorText(err, MODERATION_MESSAGES.updateFailedFallback)),
            variant: 'destructive',
          }),
      },
    );
  };

  /** `onSettled` runs after success and failure alike (the confirmation closes either way). */
  const removeListing = (listing: ModeratedListing, onSettled?: (ok: boolean) => void) => {
    remove.mutate(listing.id, {
      onSuccess: () => {
        toast({
          title: message(MODERATION_MESSAGES.removed),
          description: message(MODERATION_MESSAGES.removedText),
          variant: 'success',
        });
        onSettled?.(true);
      },
      onError: (err) => {
        toast({
          title: message(MODERATION_MESSAGES.removeFailed),
          description: message(errorText(err, MODERATION_MESSAGES.removeFailedFallback)),
          variant: 'destructive',
        });
        onSettled?.(false);
      },
    });
  };

  /** The listing whose action is running, if any. */
  const busyId =
    (updateStatus.isPending ? updateStatus.variables?.id : undefined) ??
    (remove.isPending ? remove.variables : undefined) ??
    null;

  return {
    approve,
    reject,
    remove: removeListing,
    busyId,
    deciding: updateStatus.isPending,
    removing: remove.isPending,
  };
}
