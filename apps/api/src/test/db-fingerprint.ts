/**
 * A fingerprint of the whole database for tests that assert a refused request changed nothing (issue #11):
 * each table's row count and the sum of its rows' 64-bit hashes (independent of row order, so no sort: it
 * stays quick when the fuzz suite takes thousands).
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';

/**
 * Columns that change on a read by design: a session's last activity (the admin idle timeout touches it once
 * a minute, issue 3) and its sliding expiry. Every other column counts.
 */
const TOUCHED_ON_READ: Record<string, string[]> = { session: ['updated_at', 'expires_at'] };

/**
 * Activity rows a refused request writes on purpose: a failed sign-in or sign-up is audited (spec 02 §9).
 * They are left out of the fingerprint; every other row counts.
 */
const AUDITED_REFUSALS = ['LOGIN_FAILURE', 'SIGNUP_FAILURE'];

export interface TableFingerprint {
  rows: number;
  /** Sum of `hashtextextended(row as JSON)` over the rows, as a decimal string. */
  hash: string;
}

/** One query over every table of the public and drizzle schemas, built once per database. */
const queries = new WeakMap<Database, SQL>();

async function fingerprintQuery(db: Database): Promise<SQL> {
  const cached = queries.get(db);
  if (cached) return cached;
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(sql`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
      order by 1, 2`),
  );
  const parts = tables.map(({ schema, name }) => {
    const ignored = `{${(TOUCHED_ON_READ[name] ?? []).join(',')}}`;
    const rowText = sql`(to_jsonb(t) - ${ignored}::text[])::text`;
    const where =
      name === 'user_activity_logs'
        ? sql`where t.action_type not in (${sql.join(
            AUDITED_REFUSALS.map((type) => sql`${type}`),
            sql`, `,
          )})`
        : sql``;
    return sql`select ${`${schema}.${name}`} as table, count(*)::int as rows,
      coalesce(sum(hashtextextended(${rowText}, 0)::numeric), 0)::text as hash
      from ${sql.identifier(schema)}.${sql.identifier(name)} t ${where}`;
  });
  const query = sql.join(parts, sql` union all `);
  queries.set(db, query);
  return query;
}

/** `{ "schema.table": { rows, hash } }` for every table of the public and drizzle schemas. */
export async function databaseFingerprint(db: Database): Promise<Record<string, TableFingerprint>> {
  const rows = rowsOf<{ table: string; rows: number; hash: string }>(
    await db.execute(await fingerprintQuery(db)),
  );
  return Object.fromEntries(rows.map((row) => [row.table, { rows: row.rows, hash: row.hash }]));
}
