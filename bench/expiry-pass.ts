/**
 * `npx tsx bench/expiry-pass.ts [listings] [server-url]`: times the listing-expiry job (issue #14 item 3) on
 * PostgreSQL. Seeds a throwaway database with the bench catalogue (70% live, terms spread evenly over 60 days,
 * so ~5% of live listings are inside the 3-day warning window and ~1/60 end each day), then runs passes as
 * the job would — now (warnings), again now (the rest of the warnings), a day later (a day's expiries and
 * warnings) — and prints each pass's time, counts and the claim query's plan. Not part of `npm test`.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../apps/api/src/db/client';
import { mailOutbox } from '../apps/api/src/db/schema/community';
import { seedReferenceData } from '../apps/api/src/db/seed/reference-data';
import type { Mailer } from '../apps/api/src/lib/mailer';
import { runListingExpiry } from '../apps/api/src/modules/listings/listing-expiry.service';
import { seedBulkCatalogue } from './seed-bulk';

const listingCount = Number(process.argv[2] ?? 100_000);
const serverUrl =
  process.argv[3] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DAY = 86_400_000;

const name = `marketplace_expiry_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const handle = await openDatabase({ url: url.toString() });
try {
  await handle.migrate();
  await seedReferenceData(handle.db);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const seeded = performance.now();
  await seedBulkCatalogue(client, {
    listings: listingCount,
    sellers: Math.max(10, Math.round(listingCount / 50)),
    unwarned: true,
  });
  console.log(
    `${listingCount.toLocaleString()} listings seeded in ${Math.round((performance.now() - seeded) / 1000)} s`,
  );
  const plan = await client.query(
    `EXPLAIN SELECT id FROM listings WHERE status = 'Approved' AND NOT is_deleted AND reserved_for_id IS NULL
       AND expires_at <= now() ORDER BY expires_at LIMIT 200 FOR UPDATE SKIP LOCKED`,
  );
  console.log('claim plan:\n  ' + plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n  '));
  await client.end();

  // The outbox write is real (it is part of the warning's transaction); delivery is not measured.
  const mailer: Mailer = {
    enqueue: async (db, mail) => void (await db.insert(mailOutbox).values(mail)),
    flush: async () => {},
  };
  const deps = { db: handle.db, mailer, baseUrl: 'http://localhost:3000', siteName: 'Raajje Market' };
  const now = new Date();
  for (const [label, at] of [
    ['now', now],
    ['now, again', now],
    ['a day later', new Date(now.getTime() + DAY)],
    ['a day later, again', new Date(now.getTime() + DAY)],
  ] as const) {
    const started = performance.now();
    const result = await runListingExpiry(deps, at);
    const ms = performance.now() - started;
    console.log(
      `pass ${label.padEnd(19)} warned ${String(result.warned).padStart(5)}  expired ${String(result.expired).padStart(5)}  ${ms.toFixed(0).padStart(6)} ms` +
        (result.warned + result.expired > 0
          ? `  (${(ms / (result.warned + result.expired)).toFixed(2)} ms a listing)`
          : ''),
    );
  }
  const [live] = rowsOf<{ n: number }>(
    await handle.db.execute(
      sql`select count(*)::int as n from listings where status = 'Approved' and not is_deleted`,
    ),
  );
  console.log(`live listings left: ${live!.n.toLocaleString()}`);
} finally {
  await handle.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
