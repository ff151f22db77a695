/**
 * The admin's numbers (spec 02 §2 Overview, Reports, Activity logs; §7; §9): all computed by SQL on the
 * server, never by downloading rows to the browser.
 */
import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_LOGS_PAGE_SIZE,
  type ActivityLogsPage,
  type AdminOverview,
  type AdminReports,
  type AdminTimeframe,
} from '@marketplace/contract/admin';
import { rowsOf, type Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { userActivityLogs } from '../../db/schema/community';
import { listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';
import { moderationFigures } from './moderation-figures.service';

/** The marketplace's time zone: calendar days in filters are Maldives days. */
export const MARKETPLACE_TIME_ZONE = 'Indian/Maldives';

/**
 * Listing counts by `created_at` in the timeframe (7 days; one month for "Last 30 days"); users unfiltered;
 * the moderation queue's figures (issue #14 item 4, `moderationFigures`) as of `now`.
 */
export async function adminOverview(
  db: Database,
  timeframe: AdminTimeframe,
  now: Date = new Date(),
): Promise<AdminOverview> {
  const since =
    timeframe === '7d'
      ? sql`now() - interval '7 days'`
      : timeframe === '30d'
        ? sql`now() - interval '1 month'`
        : null;
  const window = since ? gte(listings.createdAt, since) : undefined;
  const [byStatus, users, moderation] = await Promise.all([
    db
      .select({ status: listings.status, n: count() })
      .from(listings)
      .where(and(eq(listings.isDeleted, false), window))
      .groupBy(listings.status),
    db
      .select({ n: count() })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(sql`${user.email} not like '%@deleted.invalid'`),
    moderationFigures(db, { timeframe, now }),
  ]);
  const of = (status: string) => Number(byStatus.find((r) => r.status === status)?.n ?? 0);
  return {
    timeframe,
    totalListings: byStatus.reduce((sum, r) => sum + Number(r.n), 0),
    approvedListings: of('Approved'),
    pendingListings: of('Pending'),
    rejectedListings: of('Rejected'),
    expiredListings: of('Expired'),
    totalUsers: Number(users[0]?.n ?? 0),
    moderation,
  };
}

/**
 * Reports (spec 02 §9: last 5 months, top 3): profiles updated per month (as the spec reads it) beside
 * sign-ins per month from the activity log, listings by category, top 3 categories and top 3 sellers.
 */
export async function adminReports(db: Database): Promise<AdminReports> {
  const [activity, categories, sellers] = await Promise.all([
    db.execute(sql`
      with months as (
        select generate_series(date_trunc('month', now()) - interval '4 months', date_trunc('month', now()), interval '1 month') as month
      )
      select to_char(m.month, 'YYYY-MM') as month,
        (select count(*) from profiles p where date_trunc('month', p.updated_at) = m.month)::int as profiles_updated,
        (select count(*) from user_activity_logs l where l.action_type = 'LOGIN_SUCCESS' and date_trunc('month', l.created_at) = m.month)::int as sign_ins
      from months m order by m.month`),
    db
      .select({ category: listings.category, n: count() })
      .from(listings)
      .where(eq(listings.isDeleted, false))
      .groupBy(listings.category)
      .orderBy(desc(count()), listings.category),
    db
      .select({
        userId: listings.userId,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        n: count(),
      })
      .from(listings)
      .leftJoin(profiles, eq(profiles.id, listings.userId))
      .where(eq(listings.isDeleted, false))
      .groupBy(listings.userId, profiles.firstName, profiles.lastName)
      .orderBy(desc(count()))
      .limit(3),
  ]);
  const listingsByCategory = categories.map((c) => ({ category: c.category, count: Number(c.n) }));
  return {
    userActivity: rowsOf<{ month: string; profiles_updated: number; sign_ins: number }>(activity).map(
      (r) => ({
        month: r.month,
        profilesUpdated: Number(r.profiles_updated),
        signIns: Number(r.sign_ins),
      }),
    ),
    listingsByCategory,
    topCategories: listingsByCategory.slice(0, 3),
    topUsers: sellers.map((s) => ({
      userId: s.userId,
      name: [s.firstName, s.lastName].filter(Boolean).join(' ') || 'Unknown',
      listings: Number(s.n),
    })),
  };
}

/**
 * Activity log pages (spec 02 §7): newest first, 15 a page, exact count; text matches e-mail, description or
 * IP; a day covers the whole Maldives calendar day.
 */
export async function listActivity(
  db: Database,
  args: { query?: string; actionType?: string; day?: string; page: number },
): Promise<ActivityLogsPage> {
  const conditions: SQL[] = [];
  const term = args.query?.trim();
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(
      or(
        ilike(userActivityLogs.userEmail, pattern),
        ilike(userActivityLogs.description, pattern),
        ilike(userActivityLogs.ipAddress, pattern),
      )!,
    );
  }
  if (args.actionType) conditions.push(eq(userActivityLogs.actionType, args.actionType));
  if (args.day) {
    // The day is a Maldives calendar day (UTC+5), as the admin reads the dates.
    const start = sql`(${args.day}::date::timestamp at time zone ${MARKETPLACE_TIME_ZONE})`;
    conditions.push(sql`${userActivityLogs.createdAt} >= ${start} and ${userActivityLogs.createdAt} < ${start} + interval '1 day'`);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(userActivityLogs)
      .where(where)
      .orderBy(desc(userActivityLogs.createdAt))
      .limit(ACTIVITY_LOGS_PAGE_SIZE)
      .offset((args.page - 1) * ACTIVITY_LOGS_PAGE_SIZE),
    db.select({ n: count() }).from(userActivityLogs).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      user_email: row.userEmail,
      action_type: row.actionType,
      description: row.description,
      ip_address: row.ipAddress,
      details: (row.details as Record<string, unknown> | null) ?? null,
    })),
    total: Number(totals[0]?.n ?? 0),
    page: args.page,
    pageSize: ACTIVITY_LOGS_PAGE_SIZE,
  };
}
