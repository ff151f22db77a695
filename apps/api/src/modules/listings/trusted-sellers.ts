/**
 * Trusted sellers (issue #14 item 4): the admin's setting, and the rule that approves a new listing at once
 * when its seller is trusted. See docs/decisions/027-trusted-sellers.md.
 *
 * The setting lives in `site_settings` (key `trusted_sellers`, like the maintenance switch), so every instance
 * reads the same value; it is read inside the submitting transaction, never cached.
 */
import { eq, sql } from 'drizzle-orm';
import {
  TRUSTED_SELLER_DEFAULTS,
  TRUSTED_SELLER_LOOKBACK_DAYS,
  trustedSellerSettingsInputSchema,
  type TrustedSellerSettings,
  type TrustedSellerSettingsInput,
} from '@marketplace/contract/trusted-sellers';
import { rowsOf, type Database } from '../../db/client';
import { siteSettings } from '../../db/schema/community';
import type { Actor } from '../../lib/hono-env';
import { recordActivity } from '../activity/activity.service';
import { transitionListing, type ListingRow } from './listing-lifecycle';

const SETTING_KEY = 'trusted_sellers';
const DAY_MS = 86_400_000;

/**
 * The trusted-seller setting. Off with N = 5 until the admin sets it; a stored value that no longer passes
 * the contract's schema (hand-edited, older shape) reads as the defaults, i.e. off.
 */
export async function getTrustedSellerSettings(db: Database): Promise<TrustedSellerSettings> {
  const [row] = await db
    .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.key, SETTING_KEY));
  const stored = trustedSellerSettingsInputSchema.safeParse(row?.value);
  const value = stored.success ? stored.data : TRUSTED_SELLER_DEFAULTS;
  return {
    ...value,
    lookbackDays: TRUSTED_SELLER_LOOKBACK_DAYS,
    updatedAt: stored.success && row ? row.updatedAt.toISOString() : null,
  };
}

/**
 * Stores the setting (already validated by `trustedSellerSettingsInputSchema`) with its activity-log row
 * (ADMIN_USER_UPDATE, as the maintenance switch), in one transaction.
 * @returns the setting as stored.
 */
export async function setTrustedSellerSettings(
  db: Database,
  args: { actor: Actor; input: TrustedSellerSettingsInput; ipAddress: string; now: Date },
): Promise<TrustedSellerSettings> {
  const value = { enabled: args.input.enabled, minApprovedListings: args.input.minApprovedListings };
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ key: SETTING_KEY, value, updatedAt: args.now })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: args.now } });
    await recordActivity(tx, {
      actionType: 'ADMIN_USER_UPDATE',
      description: value.enabled
        ? `Auto-approval of trusted sellers turned on (at least ${value.minApprovedListings} approved listings)`
        : 'Auto-approval of trusted sellers turned off',
      actor: { id: args.actor.id, email: args.actor.email },
      ipAddress: args.ipAddress,
      details: { trustedSellers: value },
      facts: value.enabled
        ? { event: 'trustedSellersOn', count: value.minApprovedListings }
        : { event: 'trustedSellersOff' },
    });
  });
  return getTrustedSellerSettings(db);
}

/** What the rule found about a seller (each part is a condition of trust). */
export interface TrustedSellerFacts {
  /** `id_verification_status = 'verified'`, the verified-seller switch on, and the account active. */
  idVerified: boolean;
  /** Listings that went live (status Approved/Sold/Expired, or `approved_at` set), not deleted, not `excludeListingId`. */
  approvedListings: number;
  /** An admin rejection of any of their listings (activity ADMIN_LISTING_STATUS_CHANGE → Rejected) since `since`. */
  rejectedSince: boolean;
  /** A report upheld (closed as `actioned`: listing removed or member banned) against them, one of their
   * listings or one of their messages, resolved since `since`. */
  upheldReportSince: boolean;
}

/**
 * Reads the facts of the trusted-seller rule for `sellerId` as of `now` (the lookback is
 * TRUSTED_SELLER_LOOKBACK_DAYS days before `now`, exclusive). One statement; run it in the submitting
 * transaction so the count sees the database as the insert does.
 */
export async function trustedSellerFacts(
  db: Database,
  args: { sellerId: string; excludeListingId: string | null; now: Date },
): Promise<TrustedSellerFacts> {
  const since = new Date(args.now.getTime() - TRUSTED_SELLER_LOOKBACK_DAYS * DAY_MS);
  const exclude = args.excludeListingId ?? '00000000-0000-0000-0000-000000000000';
  const result = await db.execute(sql`
    select
      coalesce((select p.id_verification_status = 'verified' and p.is_verified_seller and p.status = 'active'
        from profiles p where p.id = ${args.sellerId}), false) as id_verified,
      (select count(*) from listings l
        where l.user_id = ${args.sellerId} and l.id <> ${exclude}::uuid and not l.is_deleted
          and (l.status in ('Approved', 'Sold', 'Expired') or l.approved_at is not null))::int as approved_listings,
      exists (select 1 from user_activity_logs a
        where a.action_type = 'ADMIN_LISTING_STATUS_CHANGE' and a.details->>'to' = 'Rejected'
          and a.created_at > ${since.toISOString()}::timestamptz
          and a.details->>'listingId' in (select l.id::text from listings l where l.user_id = ${args.sellerId})) as rejected_since,
      exists (select 1 from reports r
        where r.status = 'actioned' and r.resolved_at > ${since.toISOString()}::timestamptz
          and ((r.target_type = 'member' and r.target_id = ${args.sellerId})
            or (r.target_type = 'listing' and r.target_id in (select l.id::text from listings l where l.user_id = ${args.sellerId}))
            or (r.target_type = 'message' and r.target_id in (select m.id::text from messages m where m.sender_id = ${args.sellerId})))) as upheld_report_since`);
  const [row] = rowsOf<{
    id_verified: boolean;
    approved_listings: number;
    rejected_since: boolean;
    upheld_report_since: boolean;
  }>(result);
  return {
    idVerified: row?.id_verified === true,
    approvedListings: Number(row?.approved_listings ?? 0),
    rejectedSince: row?.rejected_since === true,
    upheldReportSince: row?.upheld_report_since === true,
  };
}

/** The rule on the facts: verified, at least `minApprovedListings`, and a clean record in the lookback. */
export function isTrusted(facts: TrustedSellerFacts, minApprovedListings: number): boolean {
  return (
    facts.idVerified &&
    facts.approvedListings >= minApprovedListings &&
    !facts.rejectedSince &&
    !facts.upheldReportSince
  );
}

/**
 * Issue #14 item 4, run by `createListing` in the submitting transaction right after the insert: when the
 * setting is on and the seller is trusted (`isTrusted`), the new Pending listing is approved through the
 * lifecycle's `autoApprove` move by the system (its activity row says "approved automatically (trusted
 * seller)", the seller gets the usual approval notification, `auto_approved` is set, and it expires
 * LISTING_TTL_DAYS later like any approval).
 * @param now the clock (tests inject it): the lookback ends here, and the approval is stamped with it.
 * @returns the approved listing, or null when it stays Pending.
 */
export async function autoApproveIfTrusted(
  tx: Database,
  args: { listingId: string; sellerId: string; now: Date },
): Promise<ListingRow | null> {
  const settings = await getTrustedSellerSettings(tx);
  if (!settings.enabled) return null;
  const facts = await trustedSellerFacts(tx, {
    sellerId: args.sellerId,
    excludeListingId: args.listingId,
    now: args.now,
  });
  if (!isTrusted(facts, settings.minApprovedListings)) return null;
  return transitionListing(tx, {
    listingId: args.listingId,
    move: 'autoApprove',
    actor: { role: 'system', id: null, email: null },
    ipAddress: null,
    now: args.now,
    details: {
      trustedSeller: {
        approvedListings: facts.approvedListings,
        minApprovedListings: settings.minApprovedListings,
      },
    },
  });
}
