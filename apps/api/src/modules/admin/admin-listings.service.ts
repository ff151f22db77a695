/**
 * Moderation of listings by the admin (spec 02 §2 Listings, §4 Listing status, §5, §7 Admin listings).
 * A decision, its activity-log row and the seller's notification commit in one transaction.
 */
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminListingsMatch, AdminListingsSort } from '@marketplace/contract/listings';
import {
  ADMIN_LISTINGS_PAGE_SIZE,
  MODERATION_MESSAGES,
  type AdminListingRow,
  type AdminListingsPage,
  type ListingStatus,
} from '@marketplace/contract/listings-messages';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { listingImages, listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/hono-env';
import type { Storage } from '../../lib/storage';
import { recordActivity } from '../activity/activity.service';
import { transitionListing } from '../listings/listing-lifecycle';
import { sellerDisplayName } from '../listings/listings.service';
import { notify } from '../notifications/notifications.service';

const adminRowColumns = {
  listing: listings,
  sellerEmail: user.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  avatarUrl: profiles.avatarUrl,
  coverKey: listingImages.thumbKey,
};

type AdminRowSource = {
  listing: typeof listings.$inferSelect;
  sellerEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  coverKey: string | null;
};

function toAdminRow(storage: Storage, row: AdminRowSource): AdminListingRow {
  return {
    id: row.listing.id,
    item_display_id: row.listing.itemDisplayId,
    name: row.listing.name,
    price: row.listing.price,
    imageUrl: row.coverKey ? storage.publicUrl(row.coverKey) : null,
    category: row.listing.category,
    status: row.listing.status,
    rejectionReason: row.listing.rejectionReason,
    seller: {
      id: row.listing.userId,
      name: sellerDisplayName(row.firstName, row.lastName),
      avatarUrl: row.avatarUrl,
      email: row.sellerEmail ?? '',
    },
    autoApproved: row.listing.autoApproved,
    createdAt: row.listing.createdAt.toISOString(),
    updatedAt: row.listing.updatedAt.toISOString(),
  };
}

function adminRowsQuery(db: Database) {
  return db
    .select(adminRowColumns)
    .from(listings)
    .leftJoin(user, eq(user.id, listings.userId))
    .leftJoin(profiles, eq(profiles.id, listings.userId))
    .leftJoin(listingImages, and(eq(listingImages.listingId, listings.id), eq(listingImages.position, 0)));
}

/**
 * Non-deleted listings newest first (or oldest first with `sort: 'oldest'`, the moderation queue), optionally by status and by a case-insensitive partial match on name,
 * description or item_display_id (spec 02 §5), or on name or item_display_id only with `match:
 * 'name-or-id'` (the marketing tools' search, spec 02 §7), paged by ADMIN_LISTINGS_PAGE_SIZE.
 */
export async function listListingsForAdmin(
  deps: { db: Database; storage: Storage },
  args: {
    status?: ListingStatus;
    query?: string;
    match?: AdminListingsMatch;
    sort?: AdminListingsSort;
    page: number;
  },
): Promise<AdminListingsPage> {
  const conditions: SQL[] = [eq(listings.isDeleted, false)];
  if (args.status) conditions.push(eq(listings.status, args.status));
  const term = args.query?.trim();
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const fields = [ilike(listings.name, pattern), ilike(listings.itemDisplayId, pattern)];
    if (args.match !== 'name-or-id') fields.push(ilike(listings.description, pattern));
    conditions.push(or(...fields)!);
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    adminRowsQuery(deps.db)
      .where(where)
      .orderBy(
        ...(args.sort === 'oldest'
          ? [asc(listings.createdAt), asc(listings.id)]
          : [desc(listings.createdAt), desc(listings.id)]),
      )
      .limit(ADMIN_LISTINGS_PAGE_SIZE)
      .offset((args.page - 1) * ADMIN_LISTINGS_PAGE_SIZE),
    deps.db.select({ n: count() }).from(listings).where(where),
  ]);
  return {
    items: rows.map((row) => toAdminRow(deps.storage, row)),
    total: totals[0]?.n ?? 0,
    page: args.page,
    pageSize: ADMIN_LISTINGS_PAGE_SIZE,
  };
}

/** One listing as a row of the admin's table. @throws AppError 404 for an unknown id. */
export async function adminRowById(
  deps: { db: Database; storage: Storage },
  listingId: string,
): Promise<AdminListingRow> {
  const [row] = await adminRowsQuery(deps.db).where(eq(listings.id, listingId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', MODERATION_MESSAGES.invalidListingId);
  return toAdminRow(deps.storage, row);
}

/**
 * Approves or rejects a Pending listing through the lifecycle's one transition (`approve` / `reject`), so an
 * approval sets `approved_at` (the saved-search job's watermark, issue #14 item 2) and the listing, its
 * activity row and the seller's notification commit together. A missing reason on rejection stores "No reason
 * provided.".
 * @throws AppError 404 unknown/deleted id; 409 when the listing is not Pending.
 */
export async function decideListing(
  deps: { db: Database; storage: Storage },
  args: {
    actor: Actor;
    listingId: string;
    status: 'Approved' | 'Rejected';
    rejectionReason?: string;
    ipAddress: string;
    now?: Date;
  },
): Promise<AdminListingRow> {
  await deps.db.transaction(async (tx) => {
    await transitionListing(tx, {
      listingId: args.listingId,
      move: args.status === 'Approved' ? 'approve' : 'reject',
      actor: { role: 'admin', id: args.actor.id, email: args.actor.email },
      ipAddress: args.ipAddress,
      now: args.now ?? new Date(),
      rejectionReason: args.rejectionReason,
    });
  });
  return adminRowById(deps, args.listingId);
}

/**
 * Soft-deletes an Approved, Rejected or Sold listing (spec 02 §4): `is_deleted` becomes true; the row stays.
 * @throws AppError 404 unknown/already deleted; 409 for a Pending listing (decide it first).
 */
export async function removeListing(
  db: Database,
  args: { actor: Actor; listingId: string; ipAddress: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({
        status: listings.status,
        userId: listings.userId,
        name: listings.name,
        itemDisplayId: listings.itemDisplayId,
      })
      .from(listings)
      .where(and(eq(listings.id, args.listingId), eq(listings.isDeleted, false)))
      .limit(1);
    if (!existing) throw new AppError('NOT_FOUND', MODERATION_MESSAGES.invalidListingId);
    if (existing.status === 'Pending') {
      throw new AppError('CONFLICT', 'A Pending listing must be approved or rejected, not removed.');
    }
    await tx
      .update(listings)
      .set({ isDeleted: true, updatedAt: new Date() })
      .where(eq(listings.id, args.listingId));
    await recordActivity(tx, {
      actionType: 'DELETE_LISTING',
      description: `Listing ${existing.itemDisplayId} removed by the admin`,
      actor: { id: args.actor.id, email: args.actor.email },
      ipAddress: args.ipAddress,
      details: { listingId: args.listingId, previousStatus: existing.status },
    });
    const [seller] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, existing.userId))
      .limit(1);
    if (seller) {
      await notify(tx, {
        userId: existing.userId,
        userEmail: seller.email,
        type: 'warning',
        title: 'Listing Removed',
        description: `Your listing "${existing.name}" was removed from the marketplace by our team.`,
        linkTo: '/dashboard?tab=my-listings',
      });
    }
  });
}
