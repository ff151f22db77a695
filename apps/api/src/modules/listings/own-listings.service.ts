/**
 * The seller's own listings (spec 02 §2 seller's listing detail, §4 Listing status; FAQ in spec 01 §4):
 * edit with photo reordering, resubmission, mark as sold, soft delete, and the dashboard overview.
 */
import { and, count, desc, eq, inArray, or, sql, sum } from 'drizzle-orm';
import type { ListingAttributes } from '@marketplace/contract/category-fields-messages';
import type { ListingFields } from '@marketplace/contract/listings';
import {
  BROWSE_MESSAGES,
  LISTING_IMAGES_MAX,
  LISTING_MESSAGES,
  LISTING_STATUSES,
  OWNER_LISTING_MESSAGES,
  type SellerOverview,
} from '@marketplace/contract/listings-messages';
import type { Database } from '../../db/client';
import { categories, maldivesLocations } from '../../db/schema/catalog';
import { userActivityLogs } from '../../db/schema/community';
import { listingImages, listings, savedListings } from '../../db/schema/listings';
import { AppError, fieldError } from '../../lib/app-error';
import type { Actor } from '../../lib/hono-env';
import type { Storage } from '../../lib/storage';
import { categoryFieldsByCategory } from '../catalog/category-fields.service';
import { canTransition, refusalMessage, transitionListing } from './listing-lifecycle';
import { mediumKeyFor } from './image-medium-backfill';
import { listingImageKeys } from './listings.service';
import { claimUploads, preparePhotos, removeUploadFiles, type PhotoSource } from './pending-uploads.service';

/**
 * Removes a listing photo's three stored variants. An older photo's middle size may be unrecorded yet (null)
 * while the backfill job is writing it: its usual key is removed too, so no file is left behind.
 */
async function removeImageFiles(
  storage: Storage,
  image: { id: string; listingId: string; thumbKey: string; mediumKey: string | null; largeKey: string },
): Promise<void> {
  const keys = [image.thumbKey, image.mediumKey ?? mediumKeyFor(image), image.largeKey];
  await Promise.all(keys.map((key) => storage.remove('public', key)));
}

/** The member as the lifecycle's actor on their own listing (`transitionListing` checks it is theirs). */
const ownerActor = (actor: Actor) => ({ role: 'owner' as const, id: actor.id, email: actor.email });

async function ownListing(db: Database, actor: Actor, listingId: string) {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.userId, actor.id), eq(listings.isDeleted, false)))
    .limit(1);
  // Someone else's listing answers exactly like a missing one.
  if (!row) throw new AppError('NOT_FOUND', BROWSE_MESSAGES.itemNotFound);
  return row;
}

/**
 * Edits the member's own listing: the lifecycle's `edit` move with the changed fields, so a Rejected listing is
 * resubmitted and an Approved (or Expired) one goes back to review — all become Pending (spec 01 §4 FAQ) — and
 * a Sold one cannot be edited (spec 02 §4). The pending uploads are claimed, the listing and its
 * UPDATE_LISTING row written and the photos replaced in one transaction.
 * @param photoOrder tokens `existing:<imageId>` / `new:<n>` / `upload:<id>` in display order (contract
 *   `photoOrderSchema`; `upload:` attaches a pending upload of the member, issue #12)
 * @param newPhotos the uploaded files referenced by `new:<n>`
 * @throws AppError 404 not the member's (or a pending upload missing, expired or not theirs); 409 `A sold
 *   listing cannot be edited.`; 400 field or photo problems.
 */
export async function updateOwnListing(
  deps: { db: Database; storage: Storage },
  args: {
    actor: Actor;
    listingId: string;
    fields: ListingFields;
    /** Its category fields' values (issue #39), checked against the category's current fields. */
    attributes: ListingAttributes;
    photoOrder: string[];
    newPhotos: Buffer[];
    ipAddress: string;
    now?: Date;
  },
): Promise<void> {
  const { db, storage } = deps;
  const listing = await ownListing(db, args.actor, args.listingId);
  // Refuse before any photo work; `transitionListing` checks again under the row lock.
  if (!canTransition('edit', listing.status, 'owner')) {
    throw new AppError('CONFLICT', refusalMessage('edit', listing.status, 'owner'));
  }
  const [category] = await db
    .select()
    .from(categories)
    .where(eq(categories.id, args.fields.categoryId))
    .limit(1);
  if (!category) throw fieldError('categoryId', LISTING_MESSAGES.categoryRequired);
  const [location] = await db
    .select()
    .from(maldivesLocations)
    .where(eq(maldivesLocations.id, args.fields.locationId))
    .limit(1);
  if (!location) throw fieldError('locationId', LISTING_MESSAGES.locationRequired);

  const current = await db.select().from(listingImages).where(eq(listingImages.listingId, listing.id));
  const currentById = new Map(current.map((image) => [image.id, image]));
  const usedNew = new Set<number>();
  if (new Set(args.photoOrder).size !== args.photoOrder.length)
    throw fieldError('images', OWNER_LISTING_MESSAGES.photoOrderInvalid);
  const plan = args.photoOrder.map((token) => {
    const [kind, ref] = token.split(':') as ['existing' | 'new' | 'upload', string];
    if (kind === 'existing') {
      const image = currentById.get(ref);
      if (!image) throw fieldError('images', OWNER_LISTING_MESSAGES.photoOrderInvalid);
      return { kind, image } as const;
    }
    if (kind === 'upload')
      return { kind, source: { kind: 'upload', id: ref } satisfies PhotoSource } as const;
    const index = Number(ref);
    if (index >= args.newPhotos.length || usedNew.has(index))
      throw fieldError('images', OWNER_LISTING_MESSAGES.photoOrderInvalid);
    usedNew.add(index);
    return {
      kind: 'new',
      source: { kind: 'file', bytes: args.newPhotos[index]! } satisfies PhotoSource,
    } as const;
  });
  if (plan.length > LISTING_IMAGES_MAX) throw fieldError('images', LISTING_MESSAGES.imagesTooMany);

  const added = plan.flatMap((step) => (step.kind === 'existing' ? [] : [step.source]));
  const prepared = await preparePhotos(deps, { actor: args.actor, sources: added });
  const uploadIds = added.flatMap((source) => (source.kind === 'upload' ? [source.id] : []));
  let nextAdded = 0;
  const rows = plan.map((step, position) => {
    if (step.kind === 'existing') {
      const { id, thumbKey, mediumKey, largeKey, width, height } = step.image;
      return {
        id,
        listingId: listing.id,
        position,
        thumbKey,
        mediumKey,
        largeKey,
        width,
        height,
        photo: null,
      };
    }
    const photo = prepared[nextAdded++]!;
    const { id, width, height } = photo;
    return { id, listingId: listing.id, position, width, height, ...listingImageKeys(listing.id, id), photo };
  });
  const keptIds = new Set(rows.map((row) => row.id));
  const dropped = current.filter((image) => !keptIds.has(image.id));

  const written = rows.filter((row) => row.photo !== null);
  try {
    await Promise.all(written.map((row) => row.photo?.write(listingImageKeys(listing.id, row.id))));
    await db.transaction(async (tx) => {
      await claimUploads(tx, { actor: args.actor, uploadIds });
      await transitionListing(tx, {
        listingId: listing.id,
        move: 'edit',
        actor: ownerActor(args.actor),
        ipAddress: args.ipAddress,
        now: args.now ?? new Date(),
        changes: {
          name: args.fields.name,
          description: args.fields.description,
          price: args.fields.price,
          condition: args.fields.condition,
          categoryId: category.id,
          category: category.name,
          locationId: location.id,
          location: location.name,
          attributes: await keptAttributes(db, listing, category.id, args.attributes),
        },
      });
      await tx.delete(listingImages).where(eq(listingImages.listingId, listing.id));
      await tx.insert(listingImages).values(rows.map(({ photo: _photo, ...row }) => row));
    });
  } catch (error) {
    // The new photos' files are nobody's now; the listing keeps its current ones.
    await Promise.all(written.map((row) => removeImageFiles(storage, row)));
    throw error;
  }
  await Promise.all(dropped.map((image) => removeImageFiles(storage, image)));
  await removeUploadFiles(storage, uploadIds);
}

/**
 * The values an edit stores (issue #39): the form's, plus what the listing holds under fields of its category
 * the admin has retired since (the form no longer asks for them, and a listing keeps its values).
 */
async function keptAttributes(
  db: Database,
  listing: { categoryId: number; attributes: ListingAttributes },
  categoryId: number,
  attributes: ListingAttributes,
): Promise<ListingAttributes> {
  if (listing.categoryId !== categoryId) return attributes;
  const fields = (await categoryFieldsByCategory(db)).get(categoryId);
  const current = new Set(fields?.current.map((field) => field.key));
  const retired = Object.entries(listing.attributes ?? {}).filter(([key]) => !current.has(key));
  return { ...Object.fromEntries(retired), ...attributes };
}

/**
 * Marks the member's Approved listing as Sold (spec 02 §4): the lifecycle's `markSold` by the owner — status
 * Sold, `sold_at`, any reservation cleared, UPDATE_LISTING logged. (A sale to a buyer of an accepted offer is
 * the same move with the buyer, `markOfferSold` in the offers module.)
 * @throws AppError 404 `Item not found or not available.` not the member's or deleted; 409 `Only an approved
 *   listing can be marked as sold.` when it is not Approved.
 */
export async function markOwnListingSold(
  db: Database,
  args: { actor: Actor; listingId: string; ipAddress: string; now?: Date },
) {
  await db.transaction(async (tx) => {
    await transitionListing(tx, {
      listingId: args.listingId,
      move: 'markSold',
      actor: ownerActor(args.actor),
      ipAddress: args.ipAddress,
      now: args.now ?? new Date(),
    });
  });
}

/**
 * Soft-deletes the member's own listing from any status (spec 02 §4: "delete stays available"): the
 * lifecycle's `softDelete` by the owner, the same move as the admin's removal. DELETE_LISTING is logged.
 * @throws AppError 404 `Item not found or not available.` not the member's or already deleted.
 */
export async function deleteOwnListing(
  db: Database,
  args: { actor: Actor; listingId: string; ipAddress: string; now?: Date },
) {
  await db.transaction(async (tx) => {
    await transitionListing(tx, {
      listingId: args.listingId,
      move: 'softDelete',
      actor: ownerActor(args.actor),
      ipAddress: args.ipAddress,
      now: args.now ?? new Date(),
    });
  });
}

/** Counts by status, total views, times saved and the five latest listing events of the member. */
export async function sellerOverview(db: Database, actor: Actor): Promise<SellerOverview> {
  const mine = and(eq(listings.userId, actor.id), eq(listings.isDeleted, false));
  const [statusRows, totals, saves, own] = await Promise.all([
    db.select({ status: listings.status, n: count() }).from(listings).where(mine).groupBy(listings.status),
    db
      .select({ views: sum(listings.views) })
      .from(listings)
      .where(mine),
    db
      .select({ n: count() })
      .from(savedListings)
      .innerJoin(listings, eq(listings.id, savedListings.listingId))
      .where(mine),
    db.select({ id: listings.id, name: listings.name }).from(listings).where(eq(listings.userId, actor.id)),
  ]);
  const counts = Object.fromEntries(LISTING_STATUSES.map((s) => [s, 0])) as SellerOverview['counts'];
  for (const row of statusRows) counts[row.status] = Number(row.n);

  const nameOf = new Map(own.map((l) => [l.id, l.name]));
  const ownIds = [...nameOf.keys()];
  const events = ownIds.length
    ? await db
        .select({
          actionType: userActivityLogs.actionType,
          details: userActivityLogs.details,
          at: userActivityLogs.createdAt,
        })
        .from(userActivityLogs)
        .where(
          and(
            inArray(sql<string>`${userActivityLogs.details}->>'listingId'`, ownIds),
            or(
              eq(userActivityLogs.actionType, 'CREATE_LISTING'),
              eq(userActivityLogs.actionType, 'UPDATE_LISTING'),
              eq(userActivityLogs.actionType, 'ADMIN_LISTING_STATUS_CHANGE'),
            ),
          ),
        )
        .orderBy(desc(userActivityLogs.createdAt))
        .limit(5)
    : [];
  return {
    counts,
    totalViews: Number(totals[0]?.views ?? 0),
    timesSaved: Number(saves[0]?.n ?? 0),
    recentEvents: events.map((event) => {
      const details = (event.details ?? {}) as { listingId: string; to?: string; move?: string };
      const type =
        event.actionType === 'CREATE_LISTING'
          ? 'submitted'
          : event.actionType === 'ADMIN_LISTING_STATUS_CHANGE' && details.to === 'Approved'
            ? 'approved'
            : event.actionType === 'ADMIN_LISTING_STATUS_CHANGE' && details.to === 'Rejected'
              ? 'rejected'
              : details.to === 'Sold'
                ? 'sold'
                : details.to === 'Expired'
                  ? 'expired'
                  : details.move === 'renew'
                    ? 'renewed'
                    : 'updated';
      return {
        type,
        listingId: details.listingId,
        listingName: nameOf.get(details.listingId) ?? '',
        at: event.at.toISOString(),
      };
    }),
  };
}
