/**
 * A fingerprint of the whole database for tests that assert a refused request changed nothing (issue #11):
 * each table's row count and an md5 of its rows, in a stable order.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';

/**
 * Activity rows a refused request writes on purpose: a failed sign-in or sign-up is audited (spec 02 §9).
 * They are left out of the fingerprint; every other row counts.
 */
const AUDITED_REFUSALS = ['LOGIN_FAILURE', 'SIGNUP_FAILURE'];

export interface TableFingerprint {
  rows: number;
  md5: string;
}

/** `{ table: { rows, md5 } }` for every table of the public and drizzle schemas. */
export async function databaseFingerprint(db: Database): Promise<Record<string, TableFingerprint>> {
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(sql`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
      order by 1, 2`),
  );
  const fingerprint: Record<string, TableFingerprint> = {};
  for (const { schema, name } of tables) {
    const table = sql`${sql.identifier(schema)}.${sql.identifier(name)}`;
    const where =
      name === 'user_activity_logs'
        ? sql`where t.action_type not in (${sql.join(
            AUDITED_REFUSALS.map((type) => sql`${type}`),
            sql`, `,
          )})`
        : sql``;
    const [row] = rowsOf<{ rows: number; md5: string | null }>(
      await db.execute(
        sql`select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as md5 from ${table} t ${where}`,
      ),
    );
    fingerprint[`${schema}.${name}`] = { rows: row!.rows, md5: row!.md5 ?? '' };
  }
  return fingerprint;
}
