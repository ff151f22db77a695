/**
 * Listings: submission, the detail read with its visibility rules, the view counter, the member's own list.
 * Spec 02 §3 Listing, §4 Listing status, §6 roles, §7 Item detail.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ListingAttributes } from '@marketplace/contract/category-fields-messages';
import type { ListingFields } from '@marketplace/contract/listings';
import {
  BROWSE_MESSAGES,
  LISTING_IMAGES_MAX,
  LISTING_IMAGES_MIN,
  LISTING_MESSAGES,
  type ListingDetail,
  type ListingImage,
  type ListingStatus,
  type OwnListingRow,
} from '@marketplace/contract/listings-messages';
import type { Database } from '../../db/client';
import { categories, maldivesLocations } from '../../db/schema/catalog';
import { listingImages, listings, savedListings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';
import { AppError, fieldError } from '../../lib/app-error';
import type { Actor } from '../../lib/hono-env';
import type { Storage } from '../../lib/storage';
import { categoryFieldsByCategory, listingAttributesOf } from '../catalog/category-fields.service';
import { recordActivity } from '../activity/activity.service';
import { isLiveListing } from './listing-lifecycle';
import { claimUploads, preparePhotos, removeUploadFiles, type PhotoSource } from './pending-uploads.service';
import { autoApproveIfTrusted } from './trusted-sellers';

/** Storage keys of a listing photo's three WebP variants (400 px square, ≤ 800 and ≤ 1600 px wide). */
export function listingImageKeys(listingId: string, imageId: string) {
  return {
    thumbKey: `listings/${listingId}/${imageId}-400.webp`,
    mediumKey: `listings/${listingId}/${imageId}-800.webp`,
    largeKey: `listings/${listingId}/${imageId}-1600.webp`,
  };
}

/** A stored photo's variants as URLs; `mediumUrl` is null until an older photo's middle size is made. */
export function imageUrls(
  storage: Pick<Storage, 'publicUrl'>,
  keys: { thumbKey: string; mediumKey: string | null; largeKey: string },
): Pick<ListingImage, 'thumbUrl' | 'mediumUrl' | 'largeUrl'> {
  return {
    thumbUrl: storage.publicUrl(keys.thumbKey),
    mediumUrl: keys.mediumKey ? storage.publicUrl(keys.mediumKey) : null,
    largeUrl: storage.publicUrl(keys.largeKey),
  };
}

/** A `listing_images` row as the detail query's json_agg returns it. */
type StoredImageJson = {
  id: string;
  thumb_key: string;
  medium_key: string | null;
  large_key: string;
  width: number;
  height: number;
};

/** "First Last", or "Unknown Seller" (spec 02 §3). */
export function sellerDisplayName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  const name = [firstName, lastName].filter(Boolean).join(' ').trim();
  return name || BROWSE_MESSAGES.unknownSeller;
}

/**
 * Submits a listing as Pending (spec 02 §4). Photos are validated (files re-encoded, pending uploads checked
 * to be the member's) before anything is written; files are stored first and removed again if the database
 * write fails, so nothing is left half-made. Attached pending uploads are claimed in the same transaction
 * and their private files removed after it (issue #12).
 * When the trusted-seller setting is on and the seller is trusted (`trusted-sellers.ts`, issue #14 item 4),
 * the listing is approved automatically in the same transaction; the answer is the same either way.
 * @param photos 1–8 photos in display order (first is the cover): files sent with the form, or pending uploads
 * @param now the clock for the trusted-seller rule (tests inject it); the system clock when absent
 * @returns the new listing's id
 * @throws AppError 400 (field issues; `images` for photo problems), 413 for a photo over 10 MB, 404 for a
 *   pending upload that is missing, expired or another member's.
 */
export async function createListing(
  deps: { db: Database; storage: Storage },
  args: {
    actor: Actor;
    fields: ListingFields;
    /** Its category fields' values (issue #39), checked against the category's current fields. */
    attributes: ListingAttributes;
    photos: PhotoSource[];
    ipAddress: string;
    now?: Date;
  },
): Promise<string> {
  const { db, storage } = deps;
  const { fields, photos, actor } = args;
  if (photos.length < LISTING_IMAGES_MIN) throw fieldError('images', LISTING_MESSAGES.imagesRequired);
  if (photos.length > LISTING_IMAGES_MAX) throw fieldError('images', LISTING_MESSAGES.imagesTooMany);

  const [category] = await db.select().from(categories).where(eq(categories.id, fields.categoryId)).limit(1);
  if (!category) throw fieldError('categoryId', LISTING_MESSAGES.categoryRequired);
  const [location] = await db
    .select()
    .from(maldivesLocations)
    .where(eq(maldivesLocations.id, fields.locationId))
    .limit(1);
  if (!location) throw fieldError('locationId', LISTING_MESSAGES.locationRequired);

  const prepared = await preparePhotos(deps, { actor, sources: photos });
  const uploadIds = photos.flatMap((photo) => (photo.kind === 'upload' ? [photo.id] : []));

  const listingId = randomUUID();
  const imageRows = prepared.map((photo, position) => ({
    id: photo.id,
    listingId,
    position,
    width: photo.width,
    height: photo.height,
    ...listingImageKeys(listingId, photo.id),
  }));
  try {
    await Promise.all(imageRows.map((row, i) => prepared[i]!.write(row)));
    await db.transaction(async (tx) => {
      await claimUploads(tx, { actor, uploadIds });
      const [created] = await tx
        .insert(listings)
        .values({
          id: listingId,
          userId: actor.id,
          name: fields.name,
          description: fields.description,
          price: fields.price,
          condition: fields.condition,
          categoryId: category.id,
          category: category.name,
          locationId: location.id,
          location: location.name,
          attributes: args.attributes,
        })
        .returning({ itemDisplayId: listings.itemDisplayId });
      await tx.insert(listingImages).values(imageRows);
      await recordActivity(tx, {
        actionType: 'CREATE_LISTING',
        description: `Listing ${created?.itemDisplayId} "${fields.name}" submitted for review`,
        actor: { id: actor.id, email: actor.email },
        ipAddress: args.ipAddress,
        details: { listingId, itemDisplayId: created?.itemDisplayId },
        facts: {
          event: 'listingSubmitted',
          listingDisplayId: created!.itemDisplayId,
          listingName: fields.name,
        },
      });
      // Issue #14 item 4: a trusted seller's listing is approved at once, in this transaction.
      await autoApproveIfTrusted(tx, { listingId, sellerId: actor.id, now: args.now ?? new Date() });
    });
  } catch (error) {
    await storage.remove('public', `listings/${listingId}`);
    throw error;
  }
  await removeUploadFiles(storage, uploadIds);
  return listingId;
}

/** Photos of many listings, ordered, as URLs. */
export async function imagesOf(
  deps: { db: Database; storage: Storage },
  listingIds: string[],
): Promise<Map<string, ListingImage[]>> {
  const result = new Map<string, ListingImage[]>();
  if (listingIds.length === 0) return result;
  const rows = await deps.db
    .select()
    .from(listingImages)
    .where(inArray(listingImages.listingId, listingIds))
    .orderBy(asc(listingImages.listingId), asc(listingImages.position));
  for (const row of rows) {
    const list = result.get(row.listingId) ?? [];
    list.push({
      id: row.id,
      ...imageUrls(deps.storage, row),
      width: row.width,
      height: row.height,
    });
    result.set(row.listingId, list);
  }
  return result;
}

/**
 * The item page's one statement — the listing, its atoll, the seller, the ordered photos and (for a member)
 * the saved flag — prepared once per database handle, for visitors and for members: PostgreSQL keeps its plan
 * per pooled connection instead of planning it on every view (planning was ~85% of its time under the
 * realistic mix, issue #10), and the query is not built again per request. PGlite ignores the names.
 */
function detailQuery(db: Database, forMember: boolean) {
  return db
    .select({
      listing: {
        id: listings.id,
        userId: listings.userId,
        itemDisplayId: listings.itemDisplayId,
        name: listings.name,
        description: listings.description,
        price: listings.price,
        condition: listings.condition,
        categoryId: listings.categoryId,
        category: listings.category,
        locationId: listings.locationId,
        location: listings.location,
        status: listings.status,
        isDeleted: listings.isDeleted,
        rejectionReason: listings.rejectionReason,
        views: listings.views,
        createdAt: listings.createdAt,
        updatedAt: listings.updatedAt,
        reservedForId: listings.reservedForId,
        soldToId: listings.soldToId,
        autoApproved: listings.autoApproved,
        attributes: listings.attributes,
      },
      atoll: maldivesLocations.atoll,
      seller: {
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        avatarUrl: profiles.avatarUrl,
        mobile: profiles.mobile,
        instagramHandle: profiles.instagramHandle,
        isVerifiedSeller: profiles.isVerifiedSeller,
        createdAt: profiles.createdAt,
      },
      images: sql<Array<StoredImageJson>>`(
        select coalesce(json_agg(json_build_object('id', i.id, 'thumb_key', i.thumb_key, 'medium_key', i.medium_key,
          'large_key', i.large_key, 'width', i.width, 'height', i.height) order by i.position), '[]'::json)
        from listing_images i where i.listing_id = ${listings.id})`,
      saved: forMember
        ? sql<boolean>`exists (select 1 from saved_listings s where s.listing_id = ${listings.id} and s.user_id = ${sql.placeholder('actorId')})`
        : sql<boolean>`false`,
    })
    .from(listings)
    .innerJoin(maldivesLocations, eq(maldivesLocations.id, listings.locationId))
    .leftJoin(profiles, eq(profiles.id, listings.userId))
    .where(eq(listings.id, sql.placeholder('listingId')))
    .limit(1)
    .prepare(forMember ? 'listing_detail_member' : 'listing_detail_visitor');
}
function detailStatements(db: Database) {
  let statements = preparedDetails.get(db);
  if (!statements) {
    statements = { visitor: detailQuery(db, false), member: detailQuery(db, true) };
    preparedDetails.set(db, statements);
  }
  return statements;
}
const preparedDetails = new WeakMap<
  Database,
  { visitor: ReturnType<typeof detailQuery>; member: ReturnType<typeof detailQuery> }
>();

/**
 * The item page's listing (spec 02 §2, §7 Item detail). Visitors and other members see only Approved,
 * non-deleted listings; the owner and the admin also see their Pending/Rejected/Sold ones. A Sold listing
 * stays readable, marked Sold, to the member it was sold to and to the members who saved it (issue #37
 * item 4n); `boughtByYou` tells the buyer it is theirs.
 * @throws AppError 404 "Item not found or not available." otherwise (no hint that a hidden listing exists).
 */
export async function getListingDetail(
  deps: { db: Database; storage: Storage },
  args: { listingId: string; actor: Actor | null },
): Promise<ListingDetail> {
  const statements = detailStatements(deps.db);
  const rows = args.actor
    ? await statements.member.execute({ listingId: args.listingId, actorId: args.actor.id })
    : await statements.visitor.execute({ listingId: args.listingId });
  const row = rows[0];
  const isOwner = !!row && row.listing.userId === args.actor?.id;
  const isAdmin = args.actor?.role === 'admin';
  const saved = row?.saved === true;
  const boughtByYou =
    !!row && row.listing.status === 'Sold' && !!args.actor && row.listing.soldToId === args.actor.id;
  // The deal's buyer and the members who saved it still see a sold listing, marked Sold.
  const soldButKnownToYou = !!row && row.listing.status === 'Sold' && (boughtByYou || saved);
  // A deleted listing is nobody's to see; one that is not live only its owner's and the admin's.
  if (
    !row ||
    row.listing.isDeleted ||
    (!isLiveListing(row.listing) && !isOwner && !isAdmin && !soldButKnownToYou)
  ) {
    throw new AppError('NOT_FOUND', BROWSE_MESSAGES.itemNotFound);
  }
  const { listing, seller } = row;
  const fields = (await categoryFieldsByCategory(deps.db)).get(listing.categoryId)?.all ?? [];
  const images: ListingImage[] = (typeof row.images === 'string' ? JSON.parse(row.images) : row.images).map(
    (image: StoredImageJson) => ({
      id: image.id,
      ...imageUrls(deps.storage, {
        thumbKey: image.thumb_key,
        mediumKey: image.medium_key,
        largeKey: image.large_key,
      }),
      width: image.width,
      height: image.height,
    }),
  );
  return {
    id: listing.id,
    item_display_id: listing.itemDisplayId,
    name: listing.name,
    price: listing.price,
    condition: listing.condition,
    category: { id: listing.categoryId, name: listing.category },
    location: { id: listing.locationId, name: listing.location, atoll: row.atoll },
    description: listing.description,
    attributes: listingAttributesOf(fields, listing.attributes),
    images,
    status: listing.status,
    rejectionReason: isOwner || isAdmin ? listing.rejectionReason : null,
    views: listing.views,
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
    seller: {
      id: listing.userId,
      name: sellerDisplayName(seller?.firstName, seller?.lastName),
      avatarUrl: seller?.avatarUrl ?? null,
      memberSince: (seller?.createdAt ?? listing.createdAt).toISOString(),
      mobile: seller?.mobile ?? null,
      instagramHandle: seller?.instagramHandle ?? null,
      isVerifiedSeller: seller?.isVerifiedSeller ?? false,
    },
    isOwner,
    isSaved: saved,
    boughtByYou,
    reserved: isLiveListing(listing) && listing.reservedForId !== null,
    ...(isOwner || isAdmin ? { autoApproved: listing.autoApproved } : {}),
  };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who may fetch a listing's photos (`/media/listings/<listingId>/…`, issue #11): `'public'` while it is live,
 * for everyone (long-cached); `'private'` for its owner or the admin while it is not (Pending, Rejected,
 * Sold or deleted: never stored by a cache), and for a Sold one's buyer and the members who saved it (they
 * still see its page, issue #37 item 4n); `'none'` for everyone else and for an unknown listing (404).
 * @param actor resolves the caller's session; only called for a listing that is not live, so public photos
 *   cost no session read.
 */
export async function listingPhotoAccess(
  db: Database,
  args: { listingId: string; actor: () => Promise<Actor | null> },
): Promise<'public' | 'private' | 'none'> {
  if (!UUID_PATTERN.test(args.listingId)) return 'none';
  const [listing] = await db
    .select({
      userId: listings.userId,
      status: listings.status,
      isDeleted: listings.isDeleted,
      soldToId: listings.soldToId,
    })
    .from(listings)
    .where(eq(listings.id, args.listingId))
    .limit(1);
  if (!listing) return 'none';
  if (isLiveListing(listing)) return 'public';
  const actor = await args.actor();
  if (!actor) return 'none';
  if (actor.role === 'admin' || actor.id === listing.userId) return 'private';
  if (listing.status !== 'Sold' || listing.isDeleted) return 'none';
  if (listing.soldToId === actor.id) return 'private';
  const [saved] = await db
    .select({ listingId: savedListings.listingId })
    .from(savedListings)
    .where(and(eq(savedListings.listingId, args.listingId), eq(savedListings.userId, actor.id)))
    .limit(1);
  return saved ? 'private' : 'none';
}

/** The member's non-deleted listings, newest first, optionally one status (dashboard `my-listings`). */
export async function listOwnListings(
  deps: { db: Database; storage: Storage },
  args: { actor: Actor; status?: ListingStatus },
): Promise<OwnListingRow[]> {
  const conditions = [eq(listings.userId, args.actor.id), eq(listings.isDeleted, false)];
  if (args.status) conditions.push(eq(listings.status, args.status));
  const rows = await deps.db
    .select()
    .from(listings)
    .where(and(...conditions))
    .orderBy(desc(listings.createdAt));
  const images = await imagesOf(
    deps,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    item_display_id: row.itemDisplayId,
    name: row.name,
    price: row.price,
    status: row.status,
    reserved: isLiveListing(row) && row.reservedAt !== null,
    rejectionReason: row.rejectionReason,
    imageUrl: images.get(row.id)?.[0]?.thumbUrl ?? null,
    views: row.views,
    category: row.category,
    location: row.location,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt:
      (row.status === 'Approved' || row.status === 'Expired') && row.expiresAt
        ? row.expiresAt.toISOString()
        : null,
  }));
}
