/**
 * The moderation queue's figures on the admin overview (issue #14 item 4): its size, the listing waiting
 * longest and the median time to decision. Computed by SQL from the listings and the activity log.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AdminTimeframe } from '@marketplace/contract/admin';
import type { ModerationFigures } from '@marketplace/contract/trusted-sellers';
import { rowsOf, type Database } from '../../db/client';

/**
 * When a listing (in raw SQL, `listingId` its id as text) last entered the queue at or before `before`: the
 * latest activity row of the listing that put it in Pending from another state — its submission
 * (CREATE_LISTING), an edit or resubmission (UPDATE_LISTING → Pending), or the admin sending it back to review.
 * An edit of a listing already Pending (Pending → Pending) does not restart its wait. Null when the log has
 * none (rows older than the log): callers fall back to the listing's `created_at`.
 */
function enteredQueue(listingId: SQL, before: SQL): SQL {
  return sql`(select max(e.created_at) from user_activity_logs e
    where e.details->>'listingId' = ${listingId} and e.created_at <= ${before}
      and (e.action_type = 'CREATE_LISTING'
        or (e.details->>'to' = 'Pending' and coalesce(e.details->>'from', '') <> 'Pending')))`;
}

/**
 * The moderation figures for `timeframe` as of `now`:
 * - `queueSize`: listings Pending and not deleted, now (the queue does not depend on the timeframe);
 * - `oldestWaiting`: of those, the one that entered the queue (see `enteredQueue`; else its `created_at`)
 *   longest ago, with that time and its age in ms at `now`;
 * - `medianDecisionMs`: the median, in ms, over the admin's decisions made in the timeframe — activity rows
 *   ADMIN_LISTING_STATUS_CHANGE from Pending to Approved or Rejected dated within it (7d: the last 7 days;
 *   30d: the last month; all: ever, up to `now`) — of the time from the listing's latest entry into the queue
 *   before the decision to the decision. Automatic approvals (move `autoApprove`) are left out of it and
 *   counted apart in `autoApproved`; `decisions` is the sample's size. Null when there is no decision.
 */
export async function moderationFigures(
  db: Database,
  args: { timeframe: AdminTimeframe; now: Date },
): Promise<ModerationFigures> {
  const now = sql`${args.now.toISOString()}::timestamptz`;
  const since =
    args.timeframe === '7d'
      ? sql`${now} - interval '7 days'`
      : args.timeframe === '30d'
        ? sql`${now} - interval '1 month'`
        : null;
  const inWindow = since
    ? sql`a.created_at >= ${since} and a.created_at <= ${now}`
    : sql`a.created_at <= ${now}`;
  const [queue, oldest, decisions] = await Promise.all([
    db.execute(
      sql`select count(*)::int as n from listings l where l.status = 'Pending' and not l.is_deleted`,
    ),
    db.execute(sql`
      select q.id, q.item_display_id, q.name, q.since from (
        select l.id, l.item_display_id, l.name,
          coalesce(${enteredQueue(sql`l.id::text`, now)}, l.created_at) as since
        from listings l where l.status = 'Pending' and not l.is_deleted
      ) q order by q.since asc, q.id asc limit 1`),
    db.execute(sql`
      with decided as (
        select a.created_at as decided_at, a.details->>'listingId' as listing_id,
          coalesce(a.details->>'move', '') = 'autoApprove' as auto
        from user_activity_logs a
        where a.action_type = 'ADMIN_LISTING_STATUS_CHANGE' and a.details->>'from' = 'Pending'
          and a.details->>'to' in ('Approved', 'Rejected') and ${inWindow}
      ), timed as (
        select d.auto, extract(epoch from d.decided_at - coalesce(${enteredQueue(sql`d.listing_id`, sql`d.decided_at`)},
          (select l.created_at from listings l where l.id::text = d.listing_id))) * 1000 as ms
        from decided d
      )
      select
        (select percentile_cont(0.5) within group (order by t.ms) from timed t where not t.auto and t.ms is not null) as median_ms,
        (select count(*) from timed t where not t.auto and t.ms is not null)::int as decisions,
        (select count(*) from timed t where t.auto)::int as auto_approved`),
  ]);
  const [oldestRow] = rowsOf<{ id: string; item_display_id: string; name: string; since: Date | string }>(
    oldest,
  );
  const [decisionRow] = rowsOf<{
    median_ms: number | string | null;
    decisions: number;
    auto_approved: number;
  }>(decisions);
  const sinceAt = oldestRow ? new Date(oldestRow.since) : null;
  return {
    queueSize: Number(rowsOf<{ n: number }>(queue)[0]?.n ?? 0),
    oldestWaiting:
      oldestRow && sinceAt
        ? {
            listingId: oldestRow.id,
            itemDisplayId: oldestRow.item_display_id,
            name: oldestRow.name,
            waitingSince: sinceAt.toISOString(),
            waitingMs: Math.max(0, args.now.getTime() - sinceAt.getTime()),
          }
        : null,
    medianDecisionMs:
      decisionRow?.median_ms === null || decisionRow?.median_ms === undefined
        ? null
        : Math.round(Number(decisionRow.median_ms)),
    decisions: Number(decisionRow?.decisions ?? 0),
    autoApproved: Number(decisionRow?.auto_approved ?? 0),
  };
}
