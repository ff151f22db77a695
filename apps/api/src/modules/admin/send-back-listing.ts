/**
 * The admin sends an Approved listing back to review (issue #14 item 4): typically one the trusted-seller
 * rule approved automatically that the admin wants to check after all.
 */
import type { AdminListingRow } from '@marketplace/contract/listings-messages';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/hono-env';
import type { Storage } from '../../lib/storage';
import { transitionListing } from '../listings/listing-lifecycle';
import { adminRowById } from './admin-listings.service';

/**
 * Moves an Approved listing back to Pending through the lifecycle's `sendBackToReview` move (admin only): it
 * leaves the marketplace, loses its auto-approved mark and expiry, the activity log says "sent back to
 * review" and the seller is notified ("Listing Back in Review"), all in one transaction.
 * @returns the listing as a row of the admin's table.
 * @throws AppError 404 `Invalid listing ID.` for an unknown or deleted listing; 409 when it is not Approved.
 */
export async function sendListingBackToReview(
  deps: { db: Database; storage: Storage },
  args: { actor: Actor; listingId: string; ipAddress: string; now: Date },
): Promise<AdminListingRow> {
  await deps.db.transaction((tx) =>
    transitionListing(tx, {
      listingId: args.listingId,
      move: 'sendBackToReview',
      actor: { role: 'admin', id: args.actor.id, email: args.actor.email },
      ipAddress: args.ipAddress,
      now: args.now,
    }),
  );
  return adminRowById(deps, args.listingId);
}
