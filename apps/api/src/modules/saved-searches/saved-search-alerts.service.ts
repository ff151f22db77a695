/**
 * Saved-search alerts (issue #14 item 2), two background jobs (lib/jobs.ts), never the approving request.
 *
 * `matchSavedSearches` (every minute):
 * 1. takes a transaction-scoped advisory lock; a pass that finds another running does nothing;
 * 2. reads the listings that went live since the watermark — `approved_at` in (watermark, now − lag]; approval,
 *    automatic approval and renewal all set `approved_at` (listing-lifecycle.ts) — and still live;
 * 3. reads every saved term as browse reads it now, against the live catalogue that includes the new listings
 *    (`readSearchQueries`, one look-up for all terms; issue #38: typos, other spellings, synonyms and Latin-typed
 *    Dhivehi match as they do on the results page, so "yamaaha" saved before any Yamaha was listed is alerted
 *    when one is), then joins the new listings to every saved search in ONE statement, on the structured
 *    filters (categories, island, condition, price range, availability, category field filters — issue #39,
 *    `listing_fields_match` of migration 0034) and the term's reading (or, for a term
 *    naming a display id, that listing and those mentioning it), and adds each search's match count to its
 *    new / alert / digest counters. Browse's any-word fallback is not used: an alert means every word matched;
 * 4. moves the watermark to now − lag;
 * 5. sends one `saved_search_match` notification (through `notify`, so it arrives live) per saved search with
 *    matches waiting whose last alert is at least SAVED_SEARCH_ALERT_INTERVAL_MS old, with the count and the
 *    search's link with the newest first; later matches wait for the next hour.
 * The lag (SAVED_SEARCH_MATCH_LAG_MS) leaves an approval whose transaction has not committed yet to the next
 * pass, so no approval is skipped by the watermark (decision 025).
 *
 * `sendSavedSearchDigests` (every minute, sends at most once a day per member): from SAVED_SEARCH_DIGEST_HOUR
 * Maldives time, one e-mail per member who opted in and has matches waiting, listing each such search with its
 * count and link, and a one-click unsubscribe link; rows claimed with `FOR UPDATE SKIP LOCKED` like the
 * unread-message e-mail, and the outbox row written in the same transaction.
 *
 * Banned members get neither.
 */
import { sql } from 'drizzle-orm';
import { serverMessages } from '../../i18n/messages';
import {
  SAVED_SEARCH_ALERT_INTERVAL_MS,
  SAVED_SEARCH_DIGEST_HOUR,
  SAVED_SEARCH_DIGEST_TIME_ZONE,
  SAVED_SEARCH_MATCH_LAG_MS,
  savedSearchHref,
  type SavedSearchQuery,
} from '@marketplace/contract/saved-searches';
import { rowsOf, type Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { liveListingAs } from '../listings/listing-lifecycle';
import { displayIdMatch } from '../marketplace/search/display-id';
import { readSearchQueries } from '../marketplace/search/read-query';
import { notify } from '../notifications/notifications.service';
import { unsubscribeToken } from './saved-searches.service';

/** The jobs' queue names. */
export const SAVED_SEARCH_MATCH_JOB = 'saved-search-match';
export const SAVED_SEARCH_DIGEST_JOB = 'saved-search-digest';
/** Advisory lock keys each pass holds for its transaction. */
const MATCH_LOCK = 1_401_201;
const DIGEST_LOCK = 1_401_202;
/** The outbox `kind` of the digest. */
export const SAVED_SEARCH_DIGEST_KIND = 'saved-search-digest';
/** At most this many alerts per pass (the rest wait a minute); keeps one transaction short. */
const ALERTS_PER_PASS = 2000;

export interface MatchPassResult {
  /** Listings that went live since the last pass and were matched. */
  listings: number;
  /** Saved searches with at least one new match. */
  searches: number;
  /** Notifications sent. */
  alerts: number;
  /** Time of the matching statement alone (ms), for the bench and the logs. */
  matchMs: number;
}

/**
 * One pass of the matching job.
 * @param now the clock (tests inject it): listings live up to `now − SAVED_SEARCH_MATCH_LAG_MS` are matched,
 *   and alerts are due when the last one is at least an hour before `now`
 */
export async function matchSavedSearches(
  deps: { db: Database },
  now: Date = new Date(),
): Promise<MatchPassResult> {
  const upTo = new Date(now.getTime() - SAVED_SEARCH_MATCH_LAG_MS).toISOString();
  const alertBefore = new Date(now.getTime() - SAVED_SEARCH_ALERT_INTERVAL_MS).toISOString();
  return deps.db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${MATCH_LOCK}) as locked`),
    );
    if (!lock?.locked) return { listings: 0, searches: 0, alerts: 0, matchMs: 0 };

    const matchStarted = performance.now();
    const readings = await savedTermReadings(tx, upTo);
    const [counted] = rowsOf<{ listings: number; searches: number }>(
      await tx.execute(sql`
        with mark as (select approved_through from saved_search_watermark where id = 1),
        readings as materialized (
          select r->>0 as term, (r->>1)::tsquery as q from jsonb_array_elements(${JSON.stringify(readings)}::jsonb) r
        ),
        fresh as (
          select l.id, l.user_id, l.category_id, l.location_id, l.condition, l.price, l.reserved_for_id,
                 l.search_vector, l.item_display_id, l.attributes
          from listings l, mark
          where ${liveListingAs('l')} and l.approved_at > mark.approved_through and l.approved_at <= ${upTo}::timestamptz
        ),
        searches as (
          select s.*, r.q from saved_searches s left join readings r on r.term = s.term
        ),
        matched as (
          select s.id, count(*)::int as n
          from fresh l
          join searches s
            on s.user_id <> l.user_id
           and (s.category_ids is null or l.category_id = any(s.category_ids))
           and (s.location_ids is null or l.location_id = any(s.location_ids))
           and (s.condition is null or s.condition = l.condition)
           and (s.min_price is null or l.price >= s.min_price)
           and (s.max_price is null or l.price <= s.max_price)
           and (not s.available_only or l.reserved_for_id is null)
           and (s.field_filters is null or listing_fields_match(l.attributes, s.field_filters))
           and (s.term is null or l.search_vector @@ s.q or l.item_display_id = s.term_display_id)
          group by s.id
        ),
        updated as (
          update saved_searches s
          set new_match_count = s.new_match_count + matched.n,
              alert_pending_count = s.alert_pending_count + matched.n,
              digest_pending_count = s.digest_pending_count + case when s.email_digest then matched.n else 0 end
          from matched where s.id = matched.id
          returning s.id
        )
        select (select count(*) from fresh)::int as listings, (select count(*) from updated)::int as searches`),
    );
    const matchMs = Math.round(performance.now() - matchStarted);
    await tx.execute(sql`
      update saved_search_watermark set approved_through = greatest(approved_through, ${upTo}::timestamptz)
      where id = 1`);

    const due = rowsOf<{
      id: string;
      user_id: string;
      email: string;
      name: string;
      search: SavedSearchQuery;
      pending: number;
    }>(
      await tx.execute(sql`
        select s.id, s.user_id, u.email, s.name, s.search, s.alert_pending_count as pending
        from saved_searches s join "user" u on u.id = s.user_id
        where s.alert_pending_count > 0
          and (s.last_alerted_at is null or s.last_alerted_at <= ${alertBefore}::timestamptz)
          and not coalesce(u.banned, false)
        order by s.last_alerted_at nulls first
        limit ${ALERTS_PER_PASS}
        for update of s skip locked`),
    );
    for (const row of due) {
      const search =
        typeof row.search === 'string' ? (JSON.parse(row.search) as SavedSearchQuery) : row.search;
      await notify(tx, {
        userId: row.user_id,
        userEmail: row.email,
        type: 'saved_search_match',
        text: (m) => m.notifications.savedSearchAlert(row.name, Number(row.pending)),
        linkTo: savedSearchHref(search, { newestFirst: true, savedSearchId: row.id }),
      });
    }
    if (due.length > 0) {
      await tx.execute(sql`
        update saved_searches set alert_pending_count = 0, last_alerted_at = ${now.toISOString()}::timestamptz
        where id in (${sql.join(
          due.map((row) => sql`${row.id}::uuid`),
          sql`, `,
        )})`);
    }
    return {
      listings: counted?.listings ?? 0,
      searches: counted?.searches ?? 0,
      alerts: due.length,
      matchMs,
    };
  });
}

/**
 * Every saved term's reading as browse makes it now, as [term, tsquery text] pairs; none when no listing went
 * live since the watermark (the pass then matches nothing, and reads nothing). A term naming a display id
 * reads as the listings mentioning it (its own listing is matched by `term_display_id`).
 * @param upTo listings approved up to this instant (ISO) are this pass's
 */
async function savedTermReadings(db: Database, upTo: string): Promise<Array<[string, string]>> {
  const [fresh] = rowsOf<{ any: boolean }>(
    await db.execute(sql`
      select exists(
        select 1 from listings l, saved_search_watermark m
        where m.id = 1 and ${liveListingAs('l')} and l.approved_at > m.approved_through
          and l.approved_at <= ${upTo}::timestamptz) as any`),
  );
  if (!fresh?.any) return [];
  const saved = rowsOf<{ term: string; term_display_id: string | null }>(
    await db.execute(sql`select distinct term, term_display_id from saved_searches where term is not null`),
  );
  const byId = saved.filter((row) => row.term_display_id !== null);
  const read = await readSearchQueries(
    db,
    saved.filter((row) => row.term_display_id === null).map((row) => row.term),
  );
  return [
    ...byId.map((row): [string, string] => [row.term, displayIdMatch(row.term_display_id!)]),
    ...[...read].map(([term, reading]): [string, string] => [term, reading.match]),
  ];
}

/** The Maldives' calendar day (YYYY-MM-DD) and hour at `now`. */
function maldivesDayAndHour(now: Date): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SAVED_SEARCH_DIGEST_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/** The digest's unsubscribe link (GET: a page with the button, no sign-in; POST: mail clients' one-click). */
export function digestUnsubscribeUrl(baseUrl: string, secret: string, userId: string): string {
  return `${baseUrl}/api/saved-searches/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, userId))}`;
}

export interface DigestPassResult {
  /** E-mails queued (one per member). */
  emails: number;
  /** Saved searches whose waiting matches went into an e-mail. */
  searches: number;
}

interface DigestRow {
  id: string;
  user_id: string;
  email: string;
  first_name: string | null;
  /** The member's saved language (issue #15); null without a profile. */
  language: string | null;
  name: string;
  search: SavedSearchQuery;
  pending: number;
}

/**
 * One pass of the daily digest: from SAVED_SEARCH_DIGEST_HOUR (Maldives time), one e-mail per opted-in member
 * with matches waiting who has had none today.
 * @param deps.secret signs the unsubscribe link (AUTH_SECRET)
 * @param now the clock (tests inject it)
 */
export async function sendSavedSearchDigests(
  deps: { db: Database; mailer: Mailer; baseUrl: string; siteName: string; secret: string },
  now: Date = new Date(),
): Promise<DigestPassResult> {
  const { day, hour } = maldivesDayAndHour(now);
  if (hour < SAVED_SEARCH_DIGEST_HOUR) return { emails: 0, searches: 0 };
  const result = await deps.db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${DIGEST_LOCK}) as locked`),
    );
    if (!lock?.locked) return { emails: 0, searches: 0 };
    const rows = rowsOf<DigestRow>(
      await tx.execute(sql`
        select s.id, s.user_id, u.email,
          case when u.email_verified then p.first_name end as first_name, p.language, s.name, s.search, s.digest_pending_count as pending
        from saved_searches s
        join "user" u on u.id = s.user_id
        left join profiles p on p.id = s.user_id
        left join saved_search_digests d on d.user_id = s.user_id
        where s.email_digest and s.digest_pending_count > 0
          and not coalesce(u.banned, false)
          and (d.last_sent_on is null or d.last_sent_on < ${day}::date)
        order by s.user_id, s.created_at, s.id
        limit 5000
        for update of s skip locked`),
    );
    const byMember = new Map<string, DigestRow[]>();
    for (const row of rows) byMember.set(row.user_id, [...(byMember.get(row.user_id) ?? []), row]);
    for (const [userId, searches] of byMember) {
      const first = searches[0]!;
      // Issue #15: in the member's saved language.
      const { greeting, digest } = serverMessages(first.language).email;
      const lines = searches.flatMap((row) => {
        const search =
          typeof row.search === 'string' ? (JSON.parse(row.search) as SavedSearchQuery) : row.search;
        return [
          digest.line(row.name, Number(row.pending)),
          `  ${deps.baseUrl}${savedSearchHref(search, { newestFirst: true })}`,
        ];
      });
      await deps.mailer.enqueue(tx, {
        to: first.email,
        subject: digest.subject(deps.siteName),
        kind: SAVED_SEARCH_DIGEST_KIND,
        text: [
          greeting(first.first_name ?? ''),
          '',
          digest.intro,
          '',
          ...lines,
          '',
          digest.outro(deps.siteName),
          '',
          digest.unsubscribe(digestUnsubscribeUrl(deps.baseUrl, deps.secret, userId)),
          '',
        ].join('\n'),
        unsubscribeUrl: digestUnsubscribeUrl(deps.baseUrl, deps.secret, userId),
      });
      await tx.execute(sql`
        insert into saved_search_digests (user_id, last_sent_on) values (${userId}, ${day}::date)
        on conflict (user_id) do update set last_sent_on = excluded.last_sent_on`);
    }
    if (rows.length > 0) {
      await tx.execute(sql`
        update saved_searches set digest_pending_count = 0
        where id in (${sql.join(
          rows.map((row) => sql`${row.id}::uuid`),
          sql`, `,
        )})`);
    }
    return { emails: byMember.size, searches: rows.length };
  });
  if (result.emails > 0) await deps.mailer.flush();
  return result;
}
