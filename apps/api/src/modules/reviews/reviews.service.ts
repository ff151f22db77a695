/**
 * Reviews from real deals and the public seller page (issue #13 item 4).
 *
 * A deal is a listing with `sold_to_id` and `sold_at` (set by mark-sold). Its buyer may review the seller and
 * its seller the buyer, once each, within REVIEW_WINDOW_MS (14 days) of `sold_at`. A review is *visible* —
 * on the seller page, in averages, to its subject — only when the other side has reviewed too or the window
 * is over; its author always sees it. The subject of a visible review may reply once.
 *
 * Every function takes `now` (a clock) so tests move time without waiting.
 *
 * Banned and deleted members have no public page (404). Reviews they wrote stay on the other person's page (a
 * deleted author shows as "Deleted member", without avatar); a ban ends their sessions, so they write nothing.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ListingCard } from '@marketplace/contract/listings-messages';
import {
  REVIEW_MESSAGES,
  REVIEW_WINDOW_MS,
  SELLER_PAGE_SIZE,
  type AwaitingReview,
  type MyReviews,
  type Page,
  type PublicReview,
  type RatingSummary,
  type ReviewAboutMe,
  type ReviewCreated,
  type ReviewInput,
  type SellerProfile,
} from '@marketplace/contract/reviews';
import { rowsOf, type Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { reviews } from '../../db/schema/conversations';
import { listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/hono-env';
import type { Storage } from '../../lib/storage';
import { sellerDisplayName } from '../listings/listings.service';
import { liveListingAs } from '../listings/listing-lifecycle';
import { notify } from '../notifications/notifications.service';
import { categoryFieldsByCategory } from '../catalog/category-fields.service';
import { CARD_COLUMNS, CARD_JOINS, toCard, type CardRow } from '../marketplace/search/cards';

/** The reason `eraseAccount` writes on a deleted member's user row. */
const DELETED_ACCOUNT_REASON = 'Account deleted';
const WINDOW_SECONDS = REVIEW_WINDOW_MS / 1000;

/**
 * SQL: whether review `r` (joined with its listing `l`) is visible at `now`: the other side of the deal
 * reviewed too, or the window since the sale is over.
 */
function visibleSql(now: Date): SQL {
  return sql`(exists (select 1 from reviews o where o.listing_id = r.listing_id and o.author_id = r.subject_id)
    or (l.sold_at is not null and l.sold_at + make_interval(secs => ${WINDOW_SECONDS}) <= ${now.toISOString()}::timestamptz))`;
}

interface ReviewRow {
  id: string;
  listing_id: string;
  listing_name: string;
  rating: number;
  body: string;
  author_role: 'buyer' | 'seller';
  author_id: string;
  subject_id: string;
  created_at: Date | string;
  reply: string | null;
  replied_at: Date | string | null;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  ban_reason: string | null;
  visible: boolean;
}

const REVIEW_COLUMNS = sql`r.id, r.listing_id, l.name as listing_name, r.rating, r.body, r.author_role, r.author_id,
  r.subject_id, r.created_at, r.reply, r.replied_at, p.first_name, p.last_name, p.avatar_url, u.ban_reason`;
const REVIEW_JOINS = sql`join listings l on l.id = r.listing_id
  join "user" u on u.id = r.author_id
  left join profiles p on p.id = r.author_id`;

const countOf = (result: unknown) => Number(rowsOf<{ count: string | number }>(result)[0]?.count ?? 0);
const iso = (value: Date | string) => new Date(value).toISOString();

function toReview(row: ReviewRow): PublicReview {
  const deleted = row.ban_reason === DELETED_ACCOUNT_REASON;
  return {
    id: row.id,
    listingId: row.listing_id,
    listingName: row.listing_name,
    rating: Number(row.rating),
    body: row.body,
    authorRole: row.author_role,
    author: {
      id: row.author_id,
      name: deleted ? REVIEW_MESSAGES.deletedMember : sellerDisplayName(row.first_name, row.last_name),
      avatarUrl: deleted ? null : row.avatar_url,
    },
    subjectId: row.subject_id,
    createdAt: iso(row.created_at),
    reply: row.reply,
    repliedAt: row.replied_at ? iso(row.replied_at) : null,
  };
}

/**
 * Writes the caller's review of the other side of a deal (`POST /api/listings/{id}/reviews`).
 * @returns the review and whether it is visible yet (true when the other side had already reviewed)
 * @throws AppError 404 unknown listing; 403 not sold through the marketplace, caller not its buyer or seller,
 *   or the 14 days are over; 409 the caller already reviewed this deal.
 */
export async function createReview(
  db: Database,
  args: { actor: Actor; listingId: string; input: Required<ReviewInput>; now: Date },
): Promise<ReviewCreated> {
  const [listing] = await db
    .select({
      id: listings.id,
      name: listings.name,
      sellerId: listings.userId,
      soldToId: listings.soldToId,
      soldAt: listings.soldAt,
    })
    .from(listings)
    .where(eq(listings.id, args.listingId))
    .limit(1);
  if (!listing) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notSold);
  const isSeller = listing.sellerId === args.actor.id;
  const isBuyer = listing.soldToId !== null && listing.soldToId === args.actor.id;
  if (!listing.soldToId || !listing.soldAt) {
    throw new AppError('FORBIDDEN', isSeller ? REVIEW_MESSAGES.notSold : REVIEW_MESSAGES.notParty);
  }
  if (!isSeller && !isBuyer) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.notParty);
  const elapsed = args.now.getTime() - listing.soldAt.getTime();
  if (elapsed > REVIEW_WINDOW_MS) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.windowClosed);
  const subjectId = isSeller ? listing.soldToId : listing.sellerId;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(reviews)
      .values({
        listingId: listing.id,
        authorId: args.actor.id,
        subjectId,
        authorRole: isSeller ? 'seller' : 'buyer',
        rating: args.input.rating,
        body: args.input.body,
        createdAt: args.now,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (inserted.length === 0) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReviewed);
    const [row] = await reviewRows(tx, sql`r.id = ${inserted[0]!.id}`, args.now);
    // The reviewed member hears of it at once (live), in the review's transaction; the text is not in the
    // notification, which says whether it can be read yet.
    const [subject] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, subjectId))
      .limit(1);
    if (subject) {
      const author = args.actor.name.trim() || null;
      await notify(tx, {
        userId: subjectId,
        userEmail: subject.email,
        type: 'general',
        text: (m) => m.notifications.reviewReceived(author, listing.name, row!.visible),
        linkTo: '/dashboard?tab=reviews',
      });
    }
    return { review: toReview(row!), visible: row!.visible };
  });
}

async function reviewRows(db: Database, where: SQL, now: Date, tail: SQL = sql``): Promise<ReviewRow[]> {
  const result = await db.execute(
    sql`select ${REVIEW_COLUMNS}, ${visibleSql(now)} as visible from reviews r ${REVIEW_JOINS} where ${where} ${tail}`,
  );
  return rowsOf<ReviewRow>(result);
}

/**
 * The subject of a visible review replies once (`POST /api/reviews/{id}/reply`).
 * @throws AppError 404 unknown review, or one its subject may not see yet; 403 the caller is not its subject;
 *   409 already replied.
 */
export async function replyToReview(
  db: Database,
  args: { actor: Actor; reviewId: string; body: string; now: Date },
): Promise<PublicReview> {
  const [row] = await reviewRows(db, sql`r.id = ${args.reviewId}`, args.now);
  if (!row) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
  if (row.subject_id !== args.actor.id) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.notSubject);
  if (!row.visible) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
  const updated = await db
    .update(reviews)
    .set({ reply: args.body, repliedAt: args.now })
    .where(and(eq(reviews.id, args.reviewId), sql`${reviews.reply} is null`))
    .returning({ id: reviews.id });
  if (updated.length === 0) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReplied);
  return toReview({ ...row, reply: args.body, replied_at: args.now });
}

/** Average (one decimal) and count of the visible reviews about `userId`. */
export async function ratingOf(db: Database, args: { userId: string; now: Date }): Promise<RatingSummary> {
  const result = await db.execute(
    sql`select round(avg(r.rating)::numeric, 1) as average, count(*) as count
      from reviews r join listings l on l.id = r.listing_id
      where r.subject_id = ${args.userId} and ${visibleSql(args.now)}`,
  );
  const row = rowsOf<{ average: string | number | null; count: string | number }>(result)[0];
  const count = Number(row?.count ?? 0);
  return { average: count > 0 && row?.average != null ? Number(row.average) : null, count };
}

/**
 * The rating of a public member (`GET /api/sellers/{id}/rating`, the item page's seller card): one query
 * after the member check.
 * @throws AppError 404 when the member has no public page (unknown, banned or deleted).
 */
export async function publicRating(
  db: Database,
  args: { userId: string; now: Date },
): Promise<RatingSummary> {
  await publicMember(db, args.userId);
  return ratingOf(db, args);
}

/**
 * The visible reviews about `userId`, newest first, one page (`GET /api/sellers/{id}/reviews`).
 * @throws AppError 404 when the member has no public page (unknown, banned or deleted).
 */
export async function sellerReviews(
  db: Database,
  args: { userId: string; page: number; now: Date },
): Promise<Page<PublicReview>> {
  await publicMember(db, args.userId);
  return reviewsPage(db, args);
}

async function reviewsPage(
  db: Database,
  args: { userId: string; page: number; now: Date },
): Promise<Page<PublicReview>> {
  const where = sql`r.subject_id = ${args.userId} and ${visibleSql(args.now)}`;
  const offset = (args.page - 1) * SELLER_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    reviewRows(
      db,
      where,
      args.now,
      sql`order by r.created_at desc, r.id desc limit ${SELLER_PAGE_SIZE} offset ${offset}`,
    ),
    db.execute(
      sql`select count(*) as count from reviews r join listings l on l.id = r.listing_id where ${where}`,
    ),
  ]);
  return { items: rows.map(toReview), total: countOf(total), page: args.page, pageSize: SELLER_PAGE_SIZE };
}

/** The member's public profile row, or 404 for an unknown, banned or deleted member. */
async function publicMember(db: Database, userId: string) {
  const [member] = await db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
      createdAt: profiles.createdAt,
      isVerifiedSeller: profiles.isVerifiedSeller,
      banned: user.banned,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!member || member.banned) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.sellerNotFound);
  return member;
}

/**
 * The member's live listings as browse cards, newest first, one page (`GET /api/sellers/{id}/listings`
 * shape, also the first page of the seller page).
 */
export async function sellerListings(
  deps: { db: Database; storage: Storage },
  args: { userId: string; page: number },
): Promise<Page<ListingCard>> {
  const offset = (args.page - 1) * SELLER_PAGE_SIZE;
  const live = sql`l.user_id = ${args.userId} and ${liveListingAs('l')}`;
  const [rows, total, fields] = await Promise.all([
    deps.db.execute(
      sql`select ${CARD_COLUMNS} from listings l ${CARD_JOINS} where ${live}
        order by l.created_at desc, l.id desc limit ${SELLER_PAGE_SIZE} offset ${offset}`,
    ),
    deps.db.execute(sql`select count(*) as count from listings l where ${live}`),
    categoryFieldsByCategory(deps.db),
  ]);
  return {
    items: rowsOf<CardRow>(rows).map((row) => toCard(deps.storage, row, fields)),
    total: countOf(total),
    page: args.page,
    pageSize: SELLER_PAGE_SIZE,
  };
}

/**
 * A public member's live listings, one page (`GET /api/sellers/{id}/listings`).
 * @throws AppError 404 when the member has no public page (unknown, banned or deleted).
 */
export async function publicSellerListings(
  deps: { db: Database; storage: Storage },
  args: { userId: string; page: number },
): Promise<Page<ListingCard>> {
  await publicMember(deps.db, args.userId);
  return sellerListings(deps, args);
}

/**
 * The public seller page (`GET /api/sellers/{id}`): name, avatar, member since, verified badge, rating of
 * visible reviews, the first page of live listings and of visible reviews. Never e-mail, national ID, date
 * of birth or mobile.
 * @throws AppError 404 for an unknown, banned or deleted member.
 */
export async function sellerProfile(
  deps: { db: Database; storage: Storage },
  args: { userId: string; page: number; now: Date },
): Promise<SellerProfile> {
  const member = await publicMember(deps.db, args.userId);
  const [rating, listingPage, reviewPage] = await Promise.all([
    ratingOf(deps.db, { userId: member.id, now: args.now }),
    sellerListings(deps, { userId: member.id, page: args.page }),
    reviewsPage(deps.db, { userId: member.id, page: 1, now: args.now }),
  ]);
  return {
    id: member.id,
    name: sellerDisplayName(member.firstName, member.lastName),
    avatarUrl: member.avatarUrl,
    memberSince: member.createdAt.toISOString(),
    isVerifiedSeller: member.isVerifiedSeller,
    rating,
    listings: listingPage,
    reviews: reviewPage,
  };
}

/**
 * The caller's reviews (`GET /api/reviews/mine`): deals still waiting for their review (window open, newest
 * sale first), the visible reviews about them (and how many are still hidden), and the ones they wrote.
 */
export async function myReviews(
  deps: { db: Database; storage: Storage },
  args: { actor: Actor; now: Date },
): Promise<MyReviews> {
  const me = args.actor.id;
  const since = new Date(args.now.getTime() - REVIEW_WINDOW_MS).toISOString();
  type AwaitingRow = {
    listing_id: string;
    listing_name: string;
    thumb_key: string | null;
    seller_id: string;
    sold_to_id: string;
    sold_at: Date | string;
    first_name: string | null;
    last_name: string | null;
    avatar_url: string | null;
    ban_reason: string | null;
    other_id: string;
  };
  const awaiting = await deps.db
    .execute(sql`select l.id as listing_id, l.name as listing_name, i.thumb_key, l.user_id as seller_id, l.sold_to_id,
      l.sold_at, p.first_name, p.last_name, p.avatar_url, u.ban_reason, u.id as other_id
    from listings l
    join "user" u on u.id = case when l.user_id = ${me} then l.sold_to_id else l.user_id end
    left join profiles p on p.id = u.id
    left join listing_images i on i.listing_id = l.id and i.position = 0
    where (l.user_id = ${me} or l.sold_to_id = ${me}) and l.sold_to_id is not null and l.sold_at is not null
      and l.sold_at >= ${since}::timestamptz and l.sold_at <= ${args.now.toISOString()}::timestamptz
      and not exists (select 1 from reviews r where r.listing_id = l.id and r.author_id = ${me})
    order by l.sold_at desc limit 100`);
  const about = await reviewRows(
    deps.db,
    sql`r.subject_id = ${me}`,
    args.now,
    sql`order by r.created_at desc limit 200`,
  );
  const written = await reviewRows(
    deps.db,
    sql`r.author_id = ${me}`,
    args.now,
    sql`order by r.created_at desc limit 200`,
  );
  return {
    awaiting: rowsOf<AwaitingRow>(awaiting).map((row): AwaitingReview => {
      const deleted = row.ban_reason === DELETED_ACCOUNT_REASON;
      return {
        listingId: row.listing_id,
        listingName: row.listing_name,
        // A sold listing's photos are private to its owner (issue #11): the buyer gets none.
        imageUrl: row.thumb_key && row.seller_id === me ? deps.storage.publicUrl(row.thumb_key) : null,
        role: row.seller_id === me ? 'seller' : 'buyer',
        other: {
          id: row.other_id,
          name: deleted ? REVIEW_MESSAGES.deletedMember : sellerDisplayName(row.first_name, row.last_name),
          avatarUrl: deleted ? null : row.avatar_url,
        },
        soldAt: iso(row.sold_at),
        dueBy: new Date(new Date(row.sold_at).getTime() + REVIEW_WINDOW_MS).toISOString(),
      };
    }),
    aboutMe: about.filter((row) => row.visible).map(toReview),
    hiddenCount: about.filter((row) => !row.visible).length,
    written: written.map((row): ReviewAboutMe => ({ ...toReview(row), visible: row.visible })),
  };
}
