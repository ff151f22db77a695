/**
 * A demo catalogue for a fresh install (ARCHITECTURE.md "Embedded default"): sellers who can sign in,
 * and listings in every status with photos that went through the upload pipeline, so every screen of
 * the app — browse, item page, my listings, admin moderation — has something to show on first start.
 */
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { inArray } from 'drizzle-orm';
import { LISTING_TTL_DAYS, type ListingStatus } from '@marketplace/contract/listings-messages';
import { locationValue, prefixedIslandName } from '@marketplace/contract/locations';
import type { ProcessedImage } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import type { Database } from '../client';
import { account, user } from '../schema/auth';
import { categories, maldivesLocations } from '../schema/catalog';
import { listingImages, listings } from '../schema/listings';
import { profiles } from '../schema/profiles';
import {
  DEMO_LISTING_ISLANDS,
  DEMO_LISTINGS,
  DEMO_REJECTION_REASONS,
  DEMO_SELLERS,
  type DemoSeller,
} from './demo-content';
import { DEMO_PHOTO_VARIANTS, renderDemoPhoto, type DemoPicture } from './demo-images';
import { loadMaldivesLocations, seedReferenceData, type SeedCategoryName } from './reference-data';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Listings are spread over this many days before `now`. */
const LISTING_WINDOW_DAYS = 90;
/** Pending listings are recent: a moderator works through the queue within days. */
const PENDING_WINDOW_DAYS = 10;
const MAX_VIEWS = 400;
/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters. */
const INSERT_BATCH = 50;
/** Concurrent file writes, so a slow disk or S3 store is not flooded. */
const WRITE_CONCURRENCY = 16;
/** Approved listings shown as soft-deleted (removed by owner or admin). */
const SOFT_DELETED_COUNT = 3;
/**
 * Approved listings whose sellers did not renew them (issue #14 item 3): the oldest Approved ones whose
 * 60-day term has run out are seeded live with `expires_at` in the past, so the expiry job moves them to
 * Expired on its first pass, as it would on a real site; every other Approved listing older than its term was
 * renewed by its seller (its current term started at its last renewal).
 */
const LAPSED_COUNT = 2;
/** Share of listings posted from the seller's own island; the rest come from the island pool. */
const HOME_ISLAND_SHARE = 0.55;

/**
 * Small deterministic PRNG (mulberry32): the same demo on every machine, so screenshots and bug
 * reports about the demo data match. Only ids and timestamps (relative to `now`) differ.
 */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return { next, int, pick, shuffle };
}
type Random = ReturnType<typeof createRandom>;

/** Exact status counts for `total` listings: ~10% Pending, ~8% Rejected, ~7% Sold, the rest Approved. */
function statusPlan(total: number, random: Random): ListingStatus[] {
  const pending = Math.round(total * 0.1);
  const rejected = Math.round(total * 0.08);
  const sold = Math.round(total * 0.07);
  const approved = total - pending - rejected - sold;
  return random.shuffle([
    ...Array<ListingStatus>(approved).fill('Approved'),
    ...Array<ListingStatus>(pending).fill('Pending'),
    ...Array<ListingStatus>(rejected).fill('Rejected'),
    ...Array<ListingStatus>(sold).fill('Sold'),
  ]);
}

/** Looks an island up in the JSON; a typo in demo-content.ts fails loudly instead of seeding a fake place. */
function resolveIsland(atollCode: string, island: string): { name: string; atollName: string } {
  const atoll = loadMaldivesLocations().atolls.find((a) => a.code === atollCode);
  if (!atoll || !atoll.islands.includes(island)) {
    throw new Error(
      `Demo data names an island that is not in maldives-locations.json: ${atollCode}. ${island}`,
    );
  }
  return { name: prefixedIslandName(atoll.code, island), atollName: atoll.name };
}

function emailOf(seller: DemoSeller): string {
  return `${seller.firstName} ${seller.lastName}`.toLowerCase().split(/\s+/).join('.') + '@example.mv';
}

async function inChunks<T>(
  items: readonly T[],
  size: number,
  run: (chunk: T[]) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) await run(items.slice(i, i + size));
}

/**
 * Seeds demo sellers and listings (spec 02 §3 Listing and Seller profile, §4 statuses). Call it only on
 * an empty catalogue — the caller checks; a second call would fail on the sellers' unique e-mails.
 * Reference data is seeded first if missing (that step is idempotent).
 *
 * What it creates:
 * - the sellers of demo-content.ts (14) as `user` + credential `account` + `profiles`, e-mails
 *   `first.last@example.mv`, all with `sellerPassword`, e-mail verified, some verified sellers, joined
 *   over the past year;
 * - its listings (83) across every category and all 20 atolls (Malé and Hulhumalé most), all five conditions,
 *   statuses ≈ 75% Approved / 10% Pending / 8% Rejected (with a reason) / 7% Sold, 3 Approved ones
 *   soft-deleted, created over the last 90 days, `views` 0–400 on Approved and Sold ones;
 * - like real listings (issue #14 item 3), `approved_at` on every listing that went live (its moderation time,
 *   or its last renewal) and `expires_at` LISTING_TTL_DAYS later on Approved ones: the oldest LAPSED_COUNT
 *   Approved listings past their term are left unrenewed (`expires_at` in the past; the expiry job expires
 *   them), and a few others fall within the expiry warning's three days;
 * - 1–3 generated WebP photos per listing (a drawing of its kind of item; one card with its name when it has no
 *   drawing) under `listings/<listingId>/<imageId>-400.webp` / `-800.webp` / `-1600.webp`.
 *
 * Photo files are written before the rows (in one transaction), so no listing ever points at a missing
 * file; a failed transaction leaves only unreferenced files. Takes a few seconds, mostly image encoding.
 * @param args.db a database or an open transaction (the rows are written in one (nested) transaction)
 * @param args.storage where the photos go (public visibility)
 * @param args.sellerPassword the one password of every demo seller; hashed once
 * @param args.now the reference time for all timestamps (tests pin it); defaults to the current time
 * @returns how many sellers and listings were created
 * @throws Error if demo-content.ts names an island missing from the JSON; database errors as thrown
 */
export async function seedDemoCatalogue(args: {
  db: Database;
  storage: Storage;
  sellerPassword: string;
  now?: Date;
}): Promise<{ sellers: number; listings: number }> {
  const { db, storage, sellerPassword } = args;
  const now = (args.now ?? new Date()).getTime();
  const random = createRandom(20_240_601);

  await seedReferenceData(db);

  const categoryIds = new Map(
    (await db.select({ id: categories.id, name: categories.name }).from(categories)).map((c) => [
      c.name,
      c.id,
    ]),
  );
  const islandNames = new Set<string>([
    ...DEMO_SELLERS.map((s) => resolveIsland(s.atollCode, s.island).name),
    ...DEMO_LISTING_ISLANDS.map((i) => resolveIsland(i.atollCode, i.island).name),
  ]);
  const locationIds = new Map(
    (
      await db
        .select({ id: maldivesLocations.id, name: maldivesLocations.name })
        .from(maldivesLocations)
        .where(inArray(maldivesLocations.name, [...islandNames]))
    ).map((l) => [l.name, l.id]),
  );
  const categoryId = (name: SeedCategoryName): number => {
    const id = categoryIds.get(name);
    if (id === undefined) throw new Error(`Category missing from the database: ${name}`);
    return id;
  };
  const locationId = (name: string): number => {
    const id = locationIds.get(name);
    if (id === undefined) throw new Error(`Location missing from the database: ${name}`);
    return id;
  };

  // --- Sellers -------------------------------------------------------------------------------------
  // scrypt is deliberately slow (~100 ms); every demo seller shares the password, so hash it once.
  const passwordHash = await hashPassword(sellerPassword);
  const sellers = DEMO_SELLERS.map((seller) => {
    const id = randomUUID();
    const home = resolveIsland(seller.atollCode, seller.island);
    const joinedAt = new Date(now - seller.joinedDaysAgo * DAY_MS - random.int(8, 20) * HOUR_MS);
    return { id, seller, home, joinedAt, email: emailOf(seller) };
  });

  // --- Listings ------------------------------------------------------------------------------------
  const islandPool = DEMO_LISTING_ISLANDS.flatMap((i) =>
    Array<string>(i.weight).fill(resolveIsland(i.atollCode, i.island).name),
  );
  const statuses = statusPlan(DEMO_LISTINGS.length, random);
  const softDeleted = new Set(
    random
      .shuffle(statuses.flatMap((status, index) => (status === 'Approved' ? [index] : [])))
      .slice(0, SOFT_DELETED_COUNT),
  );

  const planned = DEMO_LISTINGS.map((item, index) => {
    // The first pass gives every seller at least one listing; after that, sellers are picked at random.
    const owner = index < sellers.length ? sellers[index] : random.pick(sellers);
    if (!owner) throw new Error('No demo sellers defined');
    const status = statuses[index] ?? 'Approved';
    const location = random.next() < HOME_ISLAND_SHARE ? owner.home.name : random.pick(islandPool);

    const windowDays = status === 'Pending' ? PENDING_WINDOW_DAYS : LISTING_WINDOW_DAYS;
    const earliest = Math.max(now - windowDays * DAY_MS, owner.joinedAt.getTime() + DAY_MS);
    const latest = now - 2 * HOUR_MS;
    const createdAt = new Date(earliest + random.next() * (latest - earliest));
    const ageMs = now - createdAt.getTime();
    // Moderation happens hours after posting; a sale days later. Never after `now`.
    const laterBy =
      status === 'Pending'
        ? 0
        : status === 'Sold'
          ? random.next() * ageMs
          : Math.min(ageMs, random.int(1, 30) * HOUR_MS);
    const updatedAt = new Date(createdAt.getTime() + laterBy);
    const isPublicOnce = status === 'Approved' || status === 'Sold';
    // Older listings have had more time to collect views.
    const views = isPublicOnce
      ? Math.min(
          MAX_VIEWS,
          Math.round((ageMs / (LISTING_WINDOW_DAYS * DAY_MS)) * 300 * random.next() + random.next() * 100),
        )
      : 0;

    const drawnCount = random.int(1, DEMO_PHOTO_VARIANTS);
    const firstVariant = random.int(0, DEMO_PHOTO_VARIANTS - 1);
    // A card with the item's name says all it can in one photo (and each is a render of its own at seed time).
    const photoCount = item.picture ? drawnCount : 1;
    const id = randomUUID();
    const photos = Array.from({ length: photoCount }, (_, position) => {
      const imageId = randomUUID();
      return {
        position,
        variant: (firstVariant + position) % DEMO_PHOTO_VARIANTS,
        thumbKey: `listings/${id}/${imageId}-400.webp`,
        mediumKey: `listings/${id}/${imageId}-800.webp`,
        largeKey: `listings/${id}/${imageId}-1600.webp`,
      };
    });

    return {
      row: {
        id,
        userId: owner.id,
        name: item.name,
        description: item.description,
        price: item.price,
        condition: item.condition,
        categoryId: categoryId(item.category),
        category: item.category,
        attributes: item.attributes ?? {},
        locationId: locationId(location),
        location,
        status,
        rejectionReason: status === 'Rejected' ? random.pick(DEMO_REJECTION_REASONS) : null,
        views,
        isDeleted: softDeleted.has(index),
        createdAt,
        updatedAt,
        // Set below, once every listing's dates are known.
        approvedAt: null as Date | null,
        expiresAt: null as Date | null,
      },
      category: item.category,
      picture: (item.picture ? { drawing: item.picture } : { label: item.name }) satisfies DemoPicture,
      photos,
    };
  });
  // Oldest first, so display ids (PD-000001 …) grow with the posting date as they would in real use.
  planned.sort((a, b) => a.row.createdAt.getTime() - b.row.createdAt.getTime());

  // --- Terms (issue #14 item 3) -------------------------------------------------------------------
  // Moderation time for Approved ones (`updatedAt`); a few hours after posting for Sold ones. A term runs
  // LISTING_TTL_DAYS; a seller renews an ended one (a new term from its end), except the LAPSED_COUNT oldest.
  const termMs = LISTING_TTL_DAYS * DAY_MS;
  let lapsed = 0;
  const terms = planned.map(({ row }) => {
    if (row.status === 'Sold') {
      return { approvedAt: new Date(Math.min(row.createdAt.getTime() + 6 * HOUR_MS, row.updatedAt.getTime())), expiresAt: null };
    }
    if (row.status !== 'Approved') return { approvedAt: null, expiresAt: null };
    let approvedAt = row.updatedAt.getTime();
    if (approvedAt + termMs <= now && !row.isDeleted && lapsed < LAPSED_COUNT) {
      lapsed += 1;
      return { approvedAt: new Date(approvedAt), expiresAt: new Date(approvedAt + termMs) };
    }
    while (approvedAt + termMs <= now) approvedAt += termMs;
    return { approvedAt: new Date(approvedAt), expiresAt: new Date(approvedAt + termMs) };
  });
  planned.forEach((listing, index) => Object.assign(listing.row, terms[index]));

  // --- Photos --------------------------------------------------------------------------------------
  // One render per (picture, category, variant) actually used: listings drawn alike (three scooters) share the
  // encoded bytes; a name card is its listing's own.
  const renders = new Map<string, Promise<ProcessedImage>>();
  const renderFor = (
    picture: DemoPicture,
    category: SeedCategoryName,
    variant: number,
  ): Promise<ProcessedImage> => {
    const key = JSON.stringify([picture, category, variant]);
    let render = renders.get(key);
    if (!render) {
      render = renderDemoPhoto(picture, category, variant);
      renders.set(key, render);
    }
    return render;
  };
  const photoJobs = planned.flatMap((listing) =>
    listing.photos.map((photo) => ({
      listing,
      photo,
      image: renderFor(listing.picture, listing.category, photo.variant),
    })),
  );
  await Promise.all(renders.values());

  const imageRows: (typeof listingImages.$inferInsert)[] = [];
  await inChunks(photoJobs, WRITE_CONCURRENCY, async (chunk) => {
    await Promise.all(
      chunk.map(async ({ listing, photo, image }) => {
        const { thumb, medium, large, width, height } = await image;
        await storage.put('public', photo.thumbKey, thumb);
        await storage.put('public', photo.mediumKey, medium);
        await storage.put('public', photo.largeKey, large);
        imageRows.push({
          listingId: listing.row.id,
          position: photo.position,
          thumbKey: photo.thumbKey,
          mediumKey: photo.mediumKey,
          largeKey: photo.largeKey,
          width,
          height,
          createdAt: listing.row.createdAt,
        });
      }),
    );
  });

  // --- Rows ----------------------------------------------------------------------------------------
  const inserted = await db.transaction(async (tx) => {
    await tx.insert(user).values(
      sellers.map(({ id, seller, joinedAt, email }) => ({
        id,
        name: `${seller.firstName} ${seller.lastName}`,
        email,
        emailVerified: true,
        role: 'user',
        createdAt: joinedAt,
        updatedAt: joinedAt,
      })),
    );
    await tx.insert(account).values(
      sellers.map(({ id, joinedAt }) => ({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: passwordHash,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      })),
    );
    await tx.insert(profiles).values(
      sellers.map(({ id, seller, home, joinedAt, email }) => ({
        id,
        firstName: seller.firstName,
        lastName: seller.lastName,
        email,
        mobile: seller.mobile,
        nationalIdNumber: seller.nationalIdNumber,
        dateOfBirth: seller.dateOfBirth,
        location: locationValue(home.name, home.atollName),
        instagramHandle: seller.instagramHandle,
        isVerifiedSeller: seller.verified,
        idVerificationStatus: seller.verified ? ('verified' as const) : ('not_submitted' as const),
        status: 'active' as const,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      })),
    );

    // Ids are generated here rather than by the database so photo keys can name them before the insert;
    // reading them back confirms every row landed.
    const listingIds: string[] = [];
    await inChunks(planned, INSERT_BATCH, async (chunk) => {
      const rows = await tx
        .insert(listings)
        .values(chunk.map((listing) => listing.row))
        .returning({ id: listings.id });
      listingIds.push(...rows.map((r) => r.id));
    });
    await inChunks(imageRows, INSERT_BATCH * 2, async (chunk) => {
      await tx.insert(listingImages).values(chunk);
    });
    return listingIds.length;
  });

  return { sellers: sellers.length, listings: inserted };
}
