import type { AdminListingRow } from '@marketplace/contract/listings-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidateAfterModeration } from '../api/get-admin-listings';
import { removeListing } from '../api/remove-listing';
import { updateListingStatus } from '../api/update-listing-status';

export type BulkAction = 'approve' | 'reject' | 'remove';

/** Which selected listings an action applies to: decisions to Pending ones, removal to the others. */
export function eligibleFor(action: BulkAction, listing: Pick<AdminListingRow, 'status'>): boolean {
  return action === 'remove' ? listing.status !== 'Pending' : listing.status === 'Pending';
}

export interface BulkOutcome {
  action: BulkAction;
  attempted: number;
  /** Ids that succeeded. */
  succeeded: string[];
  /** Ids that failed, with the first failure kept for the toast. */
  failed: string[];
  firstError: unknown;
}

export interface BulkProgress {
  action: BulkAction;
  done: number;
  total: number;
}

/**
 * Runs one moderation action over several listings by calling the single endpoints one after another (the
 * API has no bulk endpoint; one at a time keeps each decision, its notification and its log row separate
 * and the server unhurried). The lists refresh once at the end.
 */
export function useBulkModeration() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<BulkProgress | null>(null);

  async function run(action: BulkAction, listings: AdminListingRow[], reason?: string): Promise<BulkOutcome> {
    const outcome: BulkOutcome = {
      action,
      attempted: listings.length,
      succeeded: [],
      failed: [],
      firstError: null,
    };
    setProgress({ action, done: 0, total: listings.length });
    try {
      for (const [index, listing] of listings.entries()) {
        try {
          if (action === 'remove') await removeListing(listing.id);
          else
            await updateListingStatus(
              action === 'approve'
                ? { id: listing.id, status: 'Approved' }
                : { id: listing.id, status: 'Rejected', rejectionReason: reason },
            );
          outcome.succeeded.push(listing.id);
        } catch (error) {
          outcome.failed.push(listing.id);
          outcome.firstError ??= error;
        }
        setProgress({ action, done: index + 1, total: listings.length });
      }
    } finally {
      setProgress(null);
      await invalidateAfterModeration(queryClient);
    }
    return outcome;
  }

  return { run, progress, running: progress !== null };
}
