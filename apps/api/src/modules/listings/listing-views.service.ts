/**
 * The listing view counter (spec 02 §4: viewing an item counts a view; issue #11: at most once per visitor,
 * listing and day, so a loop of POSTs cannot inflate it). A visitor is the signed-in member, or for everyone
 * else a keyed hash of the client IP (see middleware/client-ip.ts) and the day: no address is stored, and
 * one day's keys cannot be matched with another's. `listing_views` keeps one row per counted view under a
 * unique key; rows older than yesterday are pruned.
 */
import { createHmac } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listings, listingViews } from '../../db/schema/listings';
import type { Actor } from '../../lib/hono-env';
import { recordActivity } from '../activity/activity.service';
import { liveListing } from './listing-lifecycle';

/** The Maldives keep UTC+5 all year (no daylight saving): a view day starts at 00:00 in Malé. */
const MALDIVES_UTC_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often one process deletes old `listing_views` rows (ms). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** The Maldives calendar day of `at`, as `YYYY-MM-DD`. */
export function viewDay(at: Date): string {
  return new Date(at.getTime() + MALDIVES_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Deletes the rows of days before yesterday: only today's rows decide anything, yesterday's are kept for the
 * hour around midnight. @returns how many rows went.
 */
export async function pruneListingViews(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(listingViews)
    .where(lt(listingViews.day, viewDay(new Date(now.getTime() - DAY_MS))))
    .returning({ listingId: listingViews.listingId });
  return removed.length;
}

export interface ViewCounter {
  /**
   * Counts one detail view of a live listing unless this visitor's view of it was counted today. The owner's
   * own views never count; unknown or non-public ids change nothing. A counted member view is audited
   * (VIEW_LISTING); a visitor's only counts.
   * @param now the time of the view (tests pass another day)
   * @returns whether the view was counted
   */
  record(args: { listingId: string; actor: Actor | null; ipAddress: string; now?: Date }): Promise<boolean>;
}

/**
 * The counter of one process. @param secret keys the visitors' IP hashes (derived from AUTH_SECRET, so a
 * leaked table cannot be reversed by hashing every address).
 */
export function createViewCounter(deps: { db: Database; secret: string }): ViewCounter {
  const hashKey = createHmac('sha256', deps.secret).update('listing-views').digest();
  let prunedAt = 0;
  const visitorKey = (actor: Actor | null, ipAddress: string, day: string) =>
    actor
      ? `member:${actor.id}`
      : `ip:${createHmac('sha256', hashKey).update(`${day}|${ipAddress}`).digest('base64url')}`;

  return {
    async record({ listingId, actor, ipAddress, now = new Date() }) {
      const day = viewDay(now);
      const conditions = [eq(listings.id, listingId), liveListing];
      if (actor) conditions.push(ne(listings.userId, actor.id));
      const counted = await deps.db.transaction(async (tx) => {
        // One row per visitor, listing and day: a second view in the day conflicts and counts nothing.
        const inserted = await tx
          .insert(listingViews)
          .select(
            tx
              .select({
                listingId: listings.id,
                visitorKey: sql<string>`${visitorKey(actor, ipAddress, day)}`.as('visitor_key'),
                day: sql<string>`${day}::date`.as('day'),
              })
              .from(listings)
              .where(and(...conditions)),
          )
          .onConflictDoNothing()
          .returning({ listingId: listingViews.listingId });
        if (inserted.length === 0) return false;
        const [listing] = await tx
          .update(listings)
          .set({ views: sql`${listings.views} + 1` })
          .where(eq(listings.id, listingId))
          .returning({ itemDisplayId: listings.itemDisplayId });
        if (listing && actor) {
          await recordActivity(tx, {
            actionType: 'VIEW_LISTING',
            description: `Viewed listing ${listing.itemDisplayId}`,
            actor: { id: actor.id, email: actor.email },
            ipAddress,
            details: { listingId },
            facts: { event: 'listingViewed', listingDisplayId: listing.itemDisplayId },
          });
        }
        return true;
      });
      if (now.getTime() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = now.getTime();
        await pruneListingViews(deps.db, now);
      }
      return counted;
    },
  };
}
