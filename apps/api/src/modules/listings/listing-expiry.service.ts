/**
 * Expiry (issue #14 item 3): "An approved listing expires 60 days after approval (`LISTING_TTL_DAYS`); three
 * days before, the seller gets a notification and an e-mail; expired listings leave the marketplace."
 *
 * `expires_at` is set by the lifecycle when a listing goes live (approve, autoApprove, renew). Each pass of
 * this job (on the job queue, never in a request):
 * 1. warns: claims live listings whose `expires_at` falls within LISTING_EXPIRY_WARNING_DAYS and that were not
 *    warned this term (`expiry_warned_at` null), sets `expiry_warned_at`, and — in the same transaction —
 *    writes the seller one `listing_expiring` notification and queues one e-mail in the outbox;
 * 2. expires: claims live listings whose `expires_at` ≤ now and moves each through the lifecycle
 *    (`transitionListing`, move `expire`, actor system), which writes the status, the activity row and the
 *    `listing_expired` notification; the database triggers announce the catalogue change.
 *
 * Rows are claimed with `FOR UPDATE SKIP LOCKED` from the partial index `listings_live_expires_at_idx`, so
 * passes running at once on several instances never warn or expire the same listing twice, and a pass is
 * bounded (EXPIRY_BATCH_SIZE rows a transaction, EXPIRY_MAX_BATCHES transactions a step); what is left waits for
 * the next pass.
 *
 * Reserved listings (an accepted offer holds them for a buyer, issue #13) are skipped by both steps while
 * reserved: expiring one would drop the buyer's hold in the middle of a deal. They are warned or expired on
 * the first pass after the reservation ends (decision 026).
 */
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { serverMessages } from '../../i18n/messages';
import {
  LISTING_EXPIRY_WARNING_DAYS,
  LISTING_TTL_DAYS,
  MY_LISTINGS_LINK,
} from '@marketplace/contract/listings-messages';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';
import type { Mailer } from '../../lib/mailer';
import { notify } from '../notifications/notifications.service';
import { liveListing, transitionListing } from './listing-lifecycle';

/** The job's queue name. */
export const LISTING_EXPIRY_JOB = 'listing-expiry';
/** The outbox `kind` of the warning e-mail. */
export const LISTING_EXPIRING_MAIL_KIND = 'listing-expiring';
/** Listings claimed per transaction. */
export const EXPIRY_BATCH_SIZE = 200;
/** Transactions per step and pass: at most 2,000 warnings and 2,000 expiries a pass (one a minute). */
export const EXPIRY_MAX_BATCHES = 10;

const DAY_MS = 86_400_000;

export interface ListingExpiryDeps {
  db: Database;
  mailer: Mailer;
  baseUrl: string;
  siteName: string;
  /** Rows per transaction (tests make it small); default EXPIRY_BATCH_SIZE. */
  batchSize?: number;
}

export interface ListingExpiryResult {
  /** Listings whose sellers were warned in this pass. */
  warned: number;
  /** Listings expired in this pass. */
  expired: number;
}

/** Whole days left until `expiresAt`, at least 1 (the warning says "expires in N days"). */
export function daysLeft(expiresAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

/**
 * One pass of the expiry job: warnings first, then expiries.
 * @param now the clock (tests inject it)
 * @returns how many listings were warned and expired
 * @throws database errors (the job runner logs them; the next pass tries again — a failed batch rolled back)
 */
export async function runListingExpiry(
  deps: ListingExpiryDeps,
  now: Date = new Date(),
): Promise<ListingExpiryResult> {
  const batchSize = deps.batchSize ?? EXPIRY_BATCH_SIZE;
  let warned = 0;
  for (let batch = 0; batch < EXPIRY_MAX_BATCHES; batch++) {
    const n = await warnBatch(deps, now, batchSize);
    warned += n;
    if (n < batchSize) break;
  }
  let expired = 0;
  for (let batch = 0; batch < EXPIRY_MAX_BATCHES; batch++) {
    const n = await expireBatch(deps.db, now, batchSize);
    expired += n;
    if (n < batchSize) break;
  }
  if (warned > 0) await deps.mailer.flush();
  return { warned, expired };
}

/** Live, not reserved: what the job may warn or expire. */
const expirable = and(liveListing, isNull(listings.reservedForId));

/** Warns the sellers of up to `limit` listings expiring within the warning window; returns how many. */
async function warnBatch(deps: ListingExpiryDeps, now: Date, limit: number): Promise<number> {
  const warnFrom = new Date(now.getTime() + LISTING_EXPIRY_WARNING_DAYS * DAY_MS);
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(
        and(
          expirable,
          lte(listings.expiresAt, warnFrom),
          gt(listings.expiresAt, now),
          isNull(listings.expiryWarnedAt),
        ),
      )
      .orderBy(listings.expiresAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (claimed.length === 0) return 0;
    const rows = await tx
      .update(listings)
      .set({ expiryWarnedAt: now })
      .where(
        inArray(
          listings.id,
          claimed.map((row) => row.id),
        ),
      )
      .returning({
        id: listings.id,
        name: listings.name,
        userId: listings.userId,
        expiresAt: listings.expiresAt,
      });
    const sellers = await tx
      .select({
        id: user.id,
        email: user.email,
        banned: user.banned,
        // Issue #37 item 4b: the name greets only an address its owner confirmed.
        firstName: sql<string | null>`case when ${user.emailVerified} then ${profiles.firstName} end`,
        language: profiles.language,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(inArray(user.id, [...new Set(rows.map((row) => row.userId))]));
    const sellerById = new Map(sellers.map((seller) => [seller.id, seller]));
    for (const row of rows) {
      const seller = sellerById.get(row.userId);
      // A banned seller hears nothing; the listing is marked warned all the same (once per term).
      if (!seller || seller.banned || !row.expiresAt) continue;
      const days = daysLeft(row.expiresAt, now);
      await notify(tx, {
        userId: row.userId,
        userEmail: seller.email,
        type: 'listing_expiring',
        text: (m) => m.notifications.listingExpiring(row.name, days),
        linkTo: `/dashboard/my-listings/${row.id}`,
      });
      // Issue #15: in the seller's saved language (the notification above is too).
      const { greeting, expiry } = serverMessages(seller.language).email;
      await deps.mailer.enqueue(tx, {
        to: seller.email,
        kind: LISTING_EXPIRING_MAIL_KIND,
        subject: expiry.subject(row.name, days),
        text: [
          greeting(seller.firstName ?? ''),
          '',
          expiry.body(row.name, expiry.date(row.expiresAt), LISTING_TTL_DAYS),
          '',
          expiry.action,
          `${deps.baseUrl}${MY_LISTINGS_LINK}`,
          '',
          expiry.afterExpiry,
          '',
          expiry.signOff(deps.siteName),
          '',
        ].join('\n'),
      });
    }
    return rows.length;
  });
}

/** Expires up to `limit` listings whose term has ended, through the lifecycle; returns how many. */
async function expireBatch(db: Database, now: Date, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(and(expirable, lte(listings.expiresAt, now)))
      .orderBy(listings.expiresAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const { id } of claimed) {
      await transitionListing(tx, {
        listingId: id,
        move: 'expire',
        actor: { role: 'system', id: null, email: null },
        ipAddress: null,
        now,
      });
    }
    return claimed.length;
  });
}
