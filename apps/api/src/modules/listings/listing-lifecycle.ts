/**
 * The listing lifecycle in one place (issue #14 item 1; spec 02 §4 States and transitions).
 *
 * Every change of a listing's status — and of its reservation and soft delete — goes through
 * `transitionListing`, which checks the move against `LISTING_TRANSITIONS` and then, in the caller's
 * transaction, writes the listing, its activity-log row and its notification. The catalogue-change
 * announcement is written by the database in the same transaction: the `listings` triggers keep the facet
 * counts and `pg_notify` the catalogue generation (decision 010), so no caller can forget it.
 *
 * A move that the table does not allow is refused with 409 and a message naming the listing's state; a
 * listing that is not the actor's (owner moves) answers 404 exactly like a missing one.
 *
 * "Live" — public on the marketplace — is `LIVE_LISTING` below; every query that shows listings to the public
 * uses it (a test in `live-listing.test.ts` fails when one spells it out on its own).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  BROWSE_MESSAGES,
  LIFECYCLE_MESSAGES,
  LISTING_TTL_DAYS,
  MODERATION_MESSAGES,
  OWNER_LISTING_MESSAGES,
  type ListingStatus,
} from '@marketplace/contract/listings-messages';
import type { ActivityFacts } from '@marketplace/contract/activity-events';
import type { ActivityActionType } from '@marketplace/contract/admin';
import type { NotificationType } from '@marketplace/contract/notifications';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { LIVE_LISTING_SQL, listings } from '../../db/schema/listings';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activity/activity.service';
import { notify, type NotificationTexts } from '../notifications/notifications.service';

/**
 * The one definition of a live listing: Approved and not soft-deleted (spec 02 §4 "Only Approved,
 * non-deleted listings are public"), `LIVE_LISTING_SQL` in the schema, which builds the browse indexes'
 * partial predicate from it, so queries that use it use those indexes.
 */
export { LIVE_LISTING_SQL };

/** `LIVE_LISTING_SQL` on the `listings` table (drizzle), for `where(...)`. */
export const liveListing: SQL = sql`${listings.status} = 'Approved' and not ${listings.isDeleted}`;

/** `LIVE_LISTING_SQL` on a `listings` row aliased `alias` in raw SQL (e.g. `l`). */
export function liveListingAs(alias: string): SQL {
  return sql.raw(`${alias}.status = 'Approved' and not ${alias}.is_deleted`);
}

/** The same rule on a row already read. */
export function isLiveListing(listing: { status: ListingStatus; isDeleted: boolean }): boolean {
  return listing.status === 'Approved' && !listing.isDeleted;
}

/** Who makes a move: the listing's seller, the admin, or the system (a job: expiry, auto-approval). */
export type LifecycleRole = 'owner' | 'admin' | 'system';

/** Every move a listing can make. `submit` (a new row, Pending) is the insert in `listings.service.ts`. */
export type ListingMove =
  | 'approve'
  | 'autoApprove'
  | 'reject'
  | 'sendBackToReview'
  | 'edit'
  | 'markSold'
  | 'reserve'
  | 'release'
  | 'expire'
  | 'renew'
  | 'softDelete';

export interface ListingTransition {
  /** States the move may start from (a soft-deleted listing makes no move). */
  from: readonly ListingStatus[];
  /** The state it ends in; `null` keeps the status (reserve, release, soft delete). */
  to: ListingStatus | null;
  /** Who may make it. */
  by: readonly LifecycleRole[];
}

const EVERY_STATUS = [
  'Pending',
  'Approved',
  'Rejected',
  'Sold',
  'Expired',
] as const satisfies readonly ListingStatus[];

/**
 * The table of allowed moves (issue #14 item 1). Anything not here is refused with 409.
 * - submit → Pending (insert); Pending → Approved / Rejected by the admin, or Approved by the trusted-seller
 *   rule (issue #14 item 4); the admin can send an Approved listing back to review.
 * - An edit of a Pending, Approved, Rejected or Expired listing puts it in review (Pending); Sold cannot be
 *   edited (spec 02 §4).
 * - Approved → Sold (owner), reserved / released (issue #13), Expired (the expiry job, issue #14 item 3);
 *   Expired → Approved by renewal, without review.
 * - Soft delete: the owner from any state; the admin from any state but Pending, which must be decided
 *   (spec 02 §4 "An Approved, Rejected or Sold listing can be deleted by the admin"); the system from any
 *   state when a member's account is erased (`eraseAccount`, by the member or the admin): the listings go
 *   with the account whatever their state, a Pending one included, and nobody is left to notify.
 */
export const LISTING_TRANSITIONS: Readonly<Record<ListingMove, ListingTransition>> = {
  approve: { from: ['Pending'], to: 'Approved', by: ['admin'] },
  autoApprove: { from: ['Pending'], to: 'Approved', by: ['system'] },
  reject: { from: ['Pending'], to: 'Rejected', by: ['admin'] },
  sendBackToReview: { from: ['Approved'], to: 'Pending', by: ['admin'] },
  edit: { from: ['Pending', 'Approved', 'Rejected', 'Expired'], to: 'Pending', by: ['owner'] },
  markSold: { from: ['Approved'], to: 'Sold', by: ['owner'] },
  reserve: { from: ['Approved'], to: null, by: ['owner'] },
  release: { from: ['Approved'], to: null, by: ['owner'] },
  expire: { from: ['Approved'], to: 'Expired', by: ['system'] },
  renew: { from: ['Expired'], to: 'Approved', by: ['owner'] },
  softDelete: { from: EVERY_STATUS, to: null, by: ['owner', 'admin', 'system'] },
};

/** The admin may soft-delete from these states only (spec 02 §4); the owner from any. */
const ADMIN_DELETABLE: readonly ListingStatus[] = ['Approved', 'Rejected', 'Sold', 'Expired'];

/** Whether `role` may make `move` from `status` (the table, plus the admin's delete rule). */
export function canTransition(move: ListingMove, status: ListingStatus, role: LifecycleRole): boolean {
  const rule = LISTING_TRANSITIONS[move];
  if (!rule.by.includes(role) || !rule.from.includes(status)) return false;
  if (move === 'softDelete' && role === 'admin') return ADMIN_DELETABLE.includes(status);
  return true;
}

/** The 409 message for a refused move, naming the listing's state. */
export function refusalMessage(move: ListingMove, status: ListingStatus, role: LifecycleRole): string {
  switch (move) {
    case 'approve':
    case 'reject':
      return MODERATION_MESSAGES.onlyPendingCanBeDecided;
    case 'markSold':
      return OWNER_LISTING_MESSAGES.onlyApprovedCanBeSold;
    case 'edit':
      return status === 'Sold'
        ? OWNER_LISTING_MESSAGES.soldCannotBeEdited
        : LIFECYCLE_MESSAGES.refused(status, move);
    case 'softDelete':
      return role === 'admin' && status === 'Pending'
        ? LIFECYCLE_MESSAGES.pendingCannotBeRemoved
        : LIFECYCLE_MESSAGES.refused(status, move);
    default:
      return LIFECYCLE_MESSAGES.refused(status, move);
  }
}

export type ListingRow = typeof listings.$inferSelect;

/** Column changes an edit carries with it (fields of the form, already validated). */
export type ListingEdit = Partial<
  Pick<
    ListingRow,
    | 'name'
    | 'description'
    | 'price'
    | 'condition'
    | 'categoryId'
    | 'category'
    | 'locationId'
    | 'location'
    | 'attributes'
  >
>;

export interface TransitionRequest {
  listingId: string;
  move: ListingMove;
  /** The actor: a member acting as owner, the admin, or the system (null id: a job). */
  actor: { role: LifecycleRole; id: string | null; email: string | null };
  /** Client IP for the activity log; null for the system. */
  ipAddress: string | null;
  /** "Now" (injected clock in tests). */
  now: Date;
  /** `reject`: the admin's reason; blank or absent stores "No reason provided." (spec 02 §5). */
  rejectionReason?: string;
  /** `markSold`: the buyer it was sold to (issue #13), when known. */
  soldToId?: string | null;
  /** `reserve`: the buyer it is reserved for. */
  reservedForId?: string;
  /** `edit`: the changed columns. */
  changes?: ListingEdit;
  /** Extra details for the activity row (e.g. the offer id of a reservation). */
  details?: Record<string, unknown>;
}

interface MoveEffect {
  set: Partial<typeof listings.$inferInsert>;
  /** The activity row: its English description and the same sentence as facts (issue #37 item 4t). */
  activity: { type: ActivityActionType; description: string; facts: ActivityFacts };
  /** The seller's notification; its texts are written in the seller's language (issue #15). */
  notification?: { type: NotificationType; text: NotificationTexts; linkTo: string };
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

function effectOf(request: TransitionRequest, listing: ListingRow): MoveEffect {
  const { now } = request;
  const id = listing.itemDisplayId;
  const ownListingLink = `/dashboard/my-listings/${listing.id}`;
  const live = { approvedAt: now, expiresAt: addDays(now, LISTING_TTL_DAYS), expiryWarnedAt: null };
  switch (request.move) {
    case 'approve':
    case 'autoApprove': {
      const auto = request.move === 'autoApprove';
      return {
        set: { status: 'Approved', rejectionReason: null, autoApproved: auto, ...live },
        activity: {
          type: 'ADMIN_LISTING_STATUS_CHANGE',
          description: auto
            ? `Listing ${id} approved automatically (trusted seller)`
            : `Listing ${id} approved`,
          facts: { event: auto ? 'listingAutoApproved' : 'listingApproved', listingDisplayId: id },
        },
        notification: {
          type: 'listing_approved',
          text: (m) => m.notifications.listingApproved(listing.name),
          linkTo: ownListingLink,
        },
      };
    }
    case 'reject': {
      const reason = rejectionReasonOrDefault(request.rejectionReason);
      return {
        set: { status: 'Rejected', rejectionReason: reason },
        activity: {
          type: 'ADMIN_LISTING_STATUS_CHANGE',
          description: `Listing ${id} rejected`,
          facts: { event: 'listingRejected', listingDisplayId: id },
        },
        notification: {
          type: 'listing_rejected',
          text: (m) => m.notifications.listingRejected(listing.name, reason),
          linkTo: ownListingLink,
        },
      };
    }
    case 'sendBackToReview':
      return {
        set: { status: 'Pending', autoApproved: false, expiresAt: null, expiryWarnedAt: null },
        activity: {
          type: 'ADMIN_LISTING_STATUS_CHANGE',
          description: `Listing ${id} sent back to review`,
          facts: { event: 'listingSentBack', listingDisplayId: id },
        },
        notification: {
          type: 'warning',
          text: (m) => m.notifications.listingSentBack(listing.name),
          linkTo: ownListingLink,
        },
      };
    case 'edit':
      return {
        set: {
          ...request.changes,
          status: 'Pending',
          rejectionReason: null,
          autoApproved: false,
          expiresAt: null,
          expiryWarnedAt: null,
        },
        activity: {
          type: 'UPDATE_LISTING',
          description:
            listing.status === 'Rejected'
              ? `Listing ${id} edited and resubmitted for review`
              : `Listing ${id} edited; back in review`,
          facts: {
            event: listing.status === 'Rejected' ? 'listingResubmitted' : 'listingEditedBackInReview',
            listingDisplayId: id,
          },
        },
      };
    case 'markSold':
      return {
        set: {
          status: 'Sold',
          soldAt: now,
          soldToId: request.soldToId ?? null,
          reservedForId: null,
          reservedAt: null,
        },
        activity: {
          type: 'UPDATE_LISTING',
          description: `Listing ${id} marked as sold`,
          facts: { event: 'listingSold', listingDisplayId: id },
        },
      };
    case 'reserve':
      if (!request.reservedForId) throw new Error('reserve needs reservedForId');
      return {
        set: { reservedForId: request.reservedForId, reservedAt: now },
        activity: {
          type: 'UPDATE_LISTING',
          description: `Listing ${id} reserved for a buyer`,
          facts: { event: 'listingReserved', listingDisplayId: id },
        },
      };
    case 'release':
      return {
        set: { reservedForId: null, reservedAt: null },
        activity: {
          type: 'UPDATE_LISTING',
          description: `Listing ${id} reservation released`,
          facts: { event: 'listingReservationReleased', listingDisplayId: id },
        },
      };
    case 'expire':
      return {
        set: { status: 'Expired', reservedForId: null, reservedAt: null },
        activity: {
          type: 'UPDATE_LISTING',
          description: `Listing ${id} expired after ${LISTING_TTL_DAYS} days`,
          facts: { event: 'listingExpired', listingDisplayId: id, days: LISTING_TTL_DAYS },
        },
        notification: {
          type: 'listing_expired',
          text: (m) => m.notifications.listingExpired(listing.name),
          linkTo: ownListingLink,
        },
      };
    case 'renew':
      return {
        set: { status: 'Approved', ...live },
        activity: {
          type: 'UPDATE_LISTING',
          description: `Listing ${id} renewed`,
          facts: { event: 'listingRenewed', listingDisplayId: id },
        },
      };
    case 'softDelete':
      return {
        set: { isDeleted: true },
        activity: {
          type: 'DELETE_LISTING',
          description:
            request.actor.role === 'admin'
              ? `Listing ${id} removed by the admin`
              : request.actor.role === 'system'
                ? `Listing ${id} removed with its seller's account`
                : `Listing ${id} deleted by its seller`,
          facts: {
            event:
              request.actor.role === 'admin'
                ? 'listingRemovedByAdmin'
                : request.actor.role === 'system'
                  ? 'listingRemovedWithAccount'
                  : 'listingDeletedBySeller',
            listingDisplayId: id,
          },
        },
        notification:
          request.actor.role === 'admin'
            ? {
                type: 'warning',
                text: (m) => m.notifications.listingRemoved(listing.name),
                linkTo: '/dashboard?tab=my-listings',
              }
            : undefined,
      };
  }
}

/** Spec 02 §5: a rejection without a (non-blank) reason stores "No reason provided.". */
export function rejectionReasonOrDefault(reason: string | undefined | null): string {
  return reason?.trim() || MODERATION_MESSAGES.noReasonProvided;
}

/**
 * Makes one move of the lifecycle within `tx`: locks the listing row, checks the move against
 * `LISTING_TRANSITIONS` and the actor, writes the listing (status, timestamps, `updated_at`), its activity
 * row and, where the move has one, the seller's notification. The database triggers announce the catalogue
 * change in the same transaction.
 * @returns the listing as written.
 * @throws AppError 404 (`Invalid listing ID.` for the admin and the system, `Item not found` for an owner)
 *   when the listing is missing, soft-deleted or (owner moves) not the actor's; 403 when the role may not make
 *   the move at all; 409 with a message naming the state when the table refuses the move from this state.
 */
export async function transitionListing(tx: Database, request: TransitionRequest): Promise<ListingRow> {
  const { actor, move } = request;
  const rule = LISTING_TRANSITIONS[move];
  const notFound =
    actor.role === 'owner' ? BROWSE_MESSAGES.itemNotFound : MODERATION_MESSAGES.invalidListingId;
  if (!rule.by.includes(actor.role)) throw new AppError('FORBIDDEN', LIFECYCLE_MESSAGES.notAllowed);

  const [listing] = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.id, request.listingId), eq(listings.isDeleted, false)))
    .for('update')
    .limit(1);
  // Someone else's listing answers exactly like a missing one.
  if (!listing || (actor.role === 'owner' && listing.userId !== actor.id))
    throw new AppError('NOT_FOUND', notFound);
  if (!canTransition(move, listing.status, actor.role)) {
    throw new AppError('CONFLICT', refusalMessage(move, listing.status, actor.role));
  }
  if (
    move === 'reserve' &&
    listing.reservedForId !== null &&
    listing.reservedForId !== request.reservedForId
  ) {
    throw new AppError('CONFLICT', LIFECYCLE_MESSAGES.alreadyReserved);
  }
  if (move === 'release' && listing.reservedForId === null)
    throw new AppError('CONFLICT', LIFECYCLE_MESSAGES.notReserved);

  const effect = effectOf(request, listing);
  const [written] = await tx
    .update(listings)
    .set({ ...effect.set, updatedAt: request.now })
    .where(eq(listings.id, listing.id))
    .returning();
  await recordActivity(tx, {
    actionType: effect.activity.type,
    description: effect.activity.description,
    actor: actor.id && actor.email ? { id: actor.id, email: actor.email } : null,
    ipAddress: request.ipAddress,
    details: {
      listingId: listing.id,
      move,
      from: listing.status,
      to: written!.status,
      ...(move === 'softDelete' ? { previousStatus: listing.status } : {}),
      ...(move === 'reject' ? { reason: written!.rejectionReason } : {}),
      ...(move === 'markSold' && request.soldToId ? { soldToId: request.soldToId } : {}),
      ...(move === 'reserve' ? { reservedForId: request.reservedForId } : {}),
      ...(move === 'release' ? { releasedFrom: listing.reservedForId } : {}),
      ...(move === 'autoApprove' ? { auto: true } : {}),
      ...request.details,
    },
    facts: effect.activity.facts,
  });
  if (effect.notification) {
    const [seller] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, listing.userId))
      .limit(1);
    if (seller) await notify(tx, { userId: listing.userId, userEmail: seller.email, ...effect.notification });
  }
  return written!;
}
