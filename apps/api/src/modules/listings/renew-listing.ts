/**
 * Renewal (issue #14 item 3): "expired listings … show as Expired in My Listings with a one-click Renew that
 * brings them back without a new review if nothing changed (edited ones go to Pending)."
 */
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/hono-env';
import { transitionListing } from './listing-lifecycle';

/**
 * Renews the member's Expired listing: the lifecycle's `renew` move by the owner — Expired → Approved with no
 * review, `approved_at` now and a new term (`expires_at` = now + LISTING_TTL_DAYS, `expiry_warned_at`
 * cleared), an UPDATE_LISTING activity row; the database triggers put it back in browse.
 * @param args.now the clock (the app's injected clock in tests)
 * @throws AppError 404 `Item not found or not available.` when the listing is missing, deleted or another
 *   member's (the admin included: renewal is the owner's alone); 409 `A listing that is <status> cannot be
 *   renewed.` when it is not Expired.
 */
export async function renewOwnListing(
  db: Database,
  args: { actor: Actor; listingId: string; ipAddress: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await transitionListing(tx, {
      listingId: args.listingId,
      move: 'renew',
      actor: { role: 'owner', id: args.actor.id, email: args.actor.email },
      ipAddress: args.ipAddress,
      now: args.now,
    });
  });
}
