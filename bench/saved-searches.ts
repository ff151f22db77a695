/**
 * Issue #14 item 2: approving stays as fast with 10,000 saved searches, and the matching job's pass over a
 * burst of approvals.
 *
 * On the bench catalogue: `burst × 2` live listings are put back to Pending; the admin approves `burst` of them
 * one request at a time with no saved search (p50/p95), then 10,000 saved searches are seeded — a realistic mix
 * of the catalogue's own words, categories, islands, conditions, price ranges and "available only", owned by
 * 500 members (20 each, the limit) — and the admin approves the other `burst`. The server's own jobs run as in
 * production meanwhile (pg-boss, every minute). Then the server is stopped, and one matching pass over the
 * second burst is timed in process three times, each from the same state (watermark just after the first burst,
 * alert counters cleared), so each pass matches the same listings and sends the same alerts (at most 2,000 a
 * pass; the rest wait a minute).
 */
import type pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { matchSavedSearches } from '../apps/api/src/modules/saved-searches/saved-search-alerts.service';

export interface SavedSearchFigures {
  targets: Array<{ target: string; measured: string; result: string }>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 10) / 10 : NaN;

/** Signs the bench admin in; returns the session cookie. */
async function adminCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/accounts/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'admin@raajje.market', password: 'Bench-Admin-1!' }),
  });
  if (!res.ok) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Approves each listing one request at a time; returns the sorted times (ms). */
async function approveOneByOne(base: string, cookie: string, ids: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const id of ids) {
    const started = performance.now();
    const res = await fetch(`${base}/api/admin/listings/${id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({ status: 'Approved' }),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`approve ${id}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** 10,000 saved searches (or `count`), 20 per member, drawn from the catalogue's words and reference data. */
export async function seedSavedSearches(client: pg.Client, count: number): Promise<void> {
  const { rows } = await client.query<{ word: string }>(`
    SELECT word FROM ts_stat($$SELECT to_tsvector('simple', name) FROM listings WHERE status = 'Approved' LIMIT 20000$$)
    WHERE length(word) >= 4 AND word ~ '^[a-z]+$' ORDER BY nentry DESC LIMIT 400`);
  const words = rows.map((row) => row.word);
  await client.query(
    `
    INSERT INTO saved_searches (user_id, name, search, term, term_display_id, category_ids, location_ids, condition,
                                min_price, max_price, available_only, email_digest, created_at)
    SELECT s.user_id, 'Bench search ' || s.g, jsonb_strip_nulls(jsonb_build_object(
             'query', s.term, 'categories', to_jsonb(s.cats), 'location', CASE WHEN s.loc IS NOT NULL THEN jsonb_build_array(s.loc) END,
             'condition', s.cond,
             'minPrice', s.minp, 'maxPrice', s.maxp, 'availability', CASE WHEN s.avail THEN 'available' END)),
           s.term, NULL, s.cats, CASE WHEN s.loc IS NOT NULL THEN ARRAY[s.loc] END, s.cond, s.minp, s.maxp, s.avail,
           s.g % 4 = 0, now()
    FROM (
      SELECT g,
        'bench-seller-' || (1 + (g - 1) / 20) AS user_id,
        -- 70% with a term (one or two of the catalogue's words)
        CASE WHEN abs(hashint4(g)) % 10 < 7 THEN
          ($1::text[])[1 + abs(hashint4(g * 3)) % cardinality($1::text[])]
          || CASE WHEN abs(hashint4(g * 5)) % 4 = 0 THEN ' ' || ($1::text[])[1 + abs(hashint4(g * 7)) % cardinality($1::text[])] ELSE '' END
        END AS term,
        -- 50% one category, 10% two
        CASE WHEN abs(hashint4(g * 11)) % 10 < 5 THEN ARRAY[1 + abs(hashint4(g * 13)) % 8]
             WHEN abs(hashint4(g * 11)) % 10 = 5 THEN ARRAY[1 + abs(hashint4(g * 13)) % 8, 1 + abs(hashint4(g * 17)) % 8]
        END AS cats,
        -- 30% one island
        CASE WHEN abs(hashint4(g * 19)) % 10 < 3 THEN 1 + abs(hashint4(g * 23)) % 190 END AS loc,
        -- 20% a condition
        CASE WHEN abs(hashint4(g * 29)) % 10 < 2 THEN (ARRAY['new','like new','good','fair','needs repair'])[1 + abs(hashint4(g * 31)) % 5] END AS cond,
        CASE WHEN abs(hashint4(g * 37)) % 10 < 3 THEN (abs(hashint4(g * 41)) % 50) * 100 END AS minp,
        CASE WHEN abs(hashint4(g * 43)) % 10 < 5 THEN 5000 + (abs(hashint4(g * 47)) % 200) * 500 END AS maxp,
        abs(hashint4(g * 53)) % 10 = 0 AS avail
      FROM generate_series(1, $2::int) g
    ) s`,
    [words, count],
  );
  await client.query('ANALYZE saved_searches');
}

/**
 * Runs the saved-search figures. `startServer` starts the API on the bench database (pg-boss jobs on);
 * returns the target rows.
 */
export async function measureSavedSearches(
  client: pg.Client,
  options: {
    databaseUrl: string;
    base: string;
    burst: number;
    searches: number;
    startServer: () => Promise<{ stop: () => Promise<void> }>;
  },
): Promise<SavedSearchFigures> {
  const { rows: pending } = await client.query<{ id: string }>(
    `UPDATE listings SET status = 'Pending', approved_at = NULL, expires_at = NULL
     WHERE id IN (SELECT id FROM listings WHERE status = 'Approved' AND NOT is_deleted ORDER BY hashtext(id::text) LIMIT $1)
     RETURNING id`,
    [options.burst * 2],
  );
  await client.query('DELETE FROM saved_searches');
  const ids = pending.map((row) => row.id);
  const server = await options.startServer();
  let without: number[];
  let withSearches: number[];
  let secondBurstFrom: string;
  try {
    const cookie = await adminCookie(options.base);
    without = await approveOneByOne(options.base, cookie, ids.slice(0, options.burst));
    const seedStarted = performance.now();
    await seedSavedSearches(client, options.searches);
    console.log(
      `Seeded ${options.searches.toLocaleString()} saved searches in ${Math.round(performance.now() - seedStarted)} ms`,
    );
    const { rows: mark } = await client.query<{ at: Date }>(
      'SELECT max(approved_at) AS at FROM listings WHERE id = ANY($1::uuid[])',
      [ids.slice(0, options.burst)],
    );
    secondBurstFrom = mark[0]!.at.toISOString();
    withSearches = await approveOneByOne(options.base, cookie, ids.slice(options.burst));
  } finally {
    await server.stop();
  }

  // The matching pass over the second burst, in process, the server stopped.
  const handle = await openDatabase({ url: options.databaseUrl });
  const passes: Array<{ ms: number; matchMs: number; listings: number; searches: number; alerts: number }> = [];
  try {
    for (let i = 0; i < 3; i++) {
      await client.query(`UPDATE saved_search_watermark SET approved_through = $1`, [secondBurstFrom]);
      await client.query(
        'UPDATE saved_searches SET alert_pending_count = 0, new_match_count = 0, digest_pending_count = 0, last_alerted_at = NULL',
      );
      const started = performance.now();
      const result = await matchSavedSearches({ db: handle.db }, new Date(Date.now() + 60_000));
      passes.push({ ms: Math.round(performance.now() - started), ...result });
    }
  } finally {
    await handle.close();
  }
  console.table(passes);

  const p = (sorted: number[]) => ({ p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) });
  const a = p(without);
  const b = p(withSearches);
  console.table([
    { scenario: 'approve, 0 saved searches', requests: without.length, 'p50 ms': a.p50, 'p95 ms': a.p95 },
    {
      scenario: `approve, ${options.searches.toLocaleString()} saved searches`,
      requests: withSearches.length,
      'p50 ms': b.p50,
      'p95 ms': b.p95,
    },
  ]);
  const median = [...passes].sort((x, y) => x.ms - y.ms)[1]!;
  return {
    targets: [
      {
        target: `saved searches: approve p95 with ${options.searches.toLocaleString()} saved searches ≤ p95 without + 10%`,
        measured: `${b.p95} ms vs ${a.p95} ms (p50 ${b.p50} vs ${a.p50} ms, ${options.burst} approvals each)`,
        result: b.p95 <= a.p95 * 1.1 ? 'MET' : 'MISSED',
      },
      {
        target: `saved searches: one matching pass over a burst of ${options.burst} approvals ≤ 5 s (median of 3)`,
        measured: `${median.ms} ms, of which the matching statement ${median.matchMs} ms (${median.listings} listings, ${median.searches} searches matched, ${median.alerts} alerts); passes ${passes
          .map((pass) => `${pass.ms}`)
          .join(', ')} ms`,
        result: median.ms <= 5000 ? 'MET' : 'MISSED',
      },
    ],
  };
}
