/**
 * Saved listings (spec 02 §3 Saved listing, §4 Save / unsave): one row per member and listing. Saving needs
 * a live listing; a saved listing that is later sold or removed stays in the list, marked unavailable.
 */
import { and, desc, eq } from 'drizzle-orm';
import { BROWSE_MESSAGES } from '@marketplace/contract/listings-messages';
import type { SavedListingRow } from '@marketplace/contract/saved';
import type { Database } from '../../db/client';
import { listingImages, listings, savedListings } from '../../db/schema/listings';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/hono-env';
import type { Storage } from '../../lib/storage';
import { recordActivity } from '../activity/activity.service';
import { isLiveListing, liveListing } from '../listings/listing-lifecycle';

/**
 * Saves a live listing for the member (idempotent) with SAVED_ITEM_ADD.
 * @throws AppError 404 when the listing is not public.
 */
export async function saveListing(db: Database, args: { actor: Actor; listingId: string; ipAddress: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: listings.id, name: listings.name, itemDisplayId: listings.itemDisplayId })
      .from(listings)
      .where(and(eq(listings.id, args.listingId), liveListing))
      .limit(1);
    if (!listing) throw new AppError('NOT_FOUND', BROWSE_MESSAGES.itemNotFound);
    const inserted = await tx
      .insert(savedListings)
      .values({ userId: args.actor.id, listingId: listing.id })
      .onConflictDoNothing()
      .returning({ id: savedListings.id });
    if (inserted.length > 0) {
      await recordActivity(tx, {
        actionType: 'SAVED_ITEM_ADD',
        description: `Saved "${listing.name}"`,
        actor: { id: args.actor.id, email: args.actor.email },
        ipAddress: args.ipAddress,
        details: { listingId: listing.id, listingDisplayId: listing.itemDisplayId },
        facts: { event: 'listingSaved', listingName: listing.name },
      });
    }
  });
}

/** Removes a saved listing (idempotent) with SAVED_ITEM_REMOVE when a row went. */
export async function unsaveListing(db: Database, args: { actor: Actor; listingId: string; ipAddress: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(savedListings)
      .where(and(eq(savedListings.userId, args.actor.id), eq(savedListings.listingId, args.listingId)))
      .returning({ id: savedListings.id });
    if (removed.length > 0) {
      await recordActivity(tx, {
        actionType: 'SAVED_ITEM_REMOVE',
        description: 'Removed a saved listing',
        actor: { id: args.actor.id, email: args.actor.email },
        ipAddress: args.ipAddress,
        details: { listingId: args.listingId },
        facts: { event: 'savedListingRemoved' },
      });
    }
  });
}

/** Whether the member saved the listing. */
export async function isSaved(db: Database, args: { userId: string; listingId: string }): Promise<boolean> {
  const rows = await db
    .select({ id: savedListings.id })
    .from(savedListings)
    .where(and(eq(savedListings.userId, args.userId), eq(savedListings.listingId, args.listingId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The member's saved listings, newest save first (`GET /api/saved`). A live listing comes with its card; one
 * that is not live any more (sold, removed, edited and back in review) only with its id, display id and when
 * it was saved: its current content is the owner's, unreviewed or withdrawn (issue #11).
 */
export async function listSaved(deps: { db: Database; storage: Storage }, actor: Actor): Promise<SavedListingRow[]> {
  const rows = await deps.db
    .select({
      listingId: listings.id,
      savedAt: savedListings.createdAt,
      name: listings.name,
      itemDisplayId: listings.itemDisplayId,
      price: listings.price,
      location: listings.location,
      status: listings.status,
      isDeleted: listings.isDeleted,
      reservedForId: listings.reservedForId,
      coverKey: listingImages.thumbKey,
    })
    .from(savedListings)
    .innerJoin(listings, eq(listings.id, savedListings.listingId))
    .leftJoin(listingImages, and(eq(listingImages.listingId, listings.id), eq(listingImages.position, 0)))
    .where(eq(savedListings.userId, actor.id))
    .orderBy(desc(savedListings.createdAt));
  return rows.map((row): SavedListingRow => {
    const base = { listingId: row.listingId, savedAt: row.savedAt.toISOString(), item_display_id: row.itemDisplayId };
    if (!isLiveListing(row)) return { ...base, available: false, sold: row.status === 'Sold' && !row.isDeleted };
    return {
      ...base,
      available: true,
      name: row.name,
      price: row.price,
      imageUrl: row.coverKey ? deps.storage.publicUrl(row.coverKey) : null,
      location: row.location,
      status: 'Approved',
      reserved: row.reservedForId !== null,
    };
  });
}
