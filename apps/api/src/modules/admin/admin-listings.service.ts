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
import { transitionListing } from '../listings/listing-lifecycle';
import { sellerDisplayName } from '../listings/listings.service';

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
 * Approves or rejects a Pending listing (spec 02 §4, §7 Admin listings) through the lifecycle's one
 * transition (`approve` / `reject`, the same function the trusted-seller rule's `autoApprove` uses): the
 * listing, its ADMIN_LISTING_STATUS_CHANGE row and the seller's notification commit together. A blank or
 * missing reason on rejection stores "No reason provided." (spec 02 §5, `rejectionReasonOrDefault`).
 * @param now "now" for `updated_at` and the approval's expiry clock; the system clock when absent.
 * @returns the listing's admin row as written.
 * @throws AppError 404 `Invalid listing ID.` unknown/deleted id; 409 `Only a Pending listing can be approved
 *   or rejected.` when the listing is not Pending.
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
      actor: adminActor(args.actor),
      ipAddress: args.ipAddress,
      now: args.now ?? new Date(),
      rejectionReason: args.rejectionReason,
    });
  });
  return adminRowById(deps, args.listingId);
}

/**
 * The admin's removal (spec 02 §4): the lifecycle's `softDelete` by the admin, the same move as the owner's
 * delete. `is_deleted` becomes true (the row stays), DELETE_LISTING is logged and the seller is told.
 * Runs in its own transaction, or in the caller's when `db` is one (report moderation).
 * @throws AppError 404 `Invalid listing ID.` unknown/already deleted; 409 `A Pending listing must be approved
 *   or rejected, not removed.` for a Pending listing (decide it first).
 */
export async function removeListing(
  db: Database,
  args: { actor: Actor; listingId: string; ipAddress: string; now?: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await transitionListing(tx, {
      listingId: args.listingId,
      move: 'softDelete',
      actor: adminActor(args.actor),
      ipAddress: args.ipAddress,
      now: args.now ?? new Date(),
    });
  });
}

/** The admin as the lifecycle's actor (the routes are behind `requireAdmin`). */
const adminActor = (actor: Actor) => ({ role: 'admin' as const, id: actor.id, email: actor.email });
