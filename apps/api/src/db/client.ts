/**
 * One database API over two engines (ARCHITECTURE.md "The system"): PGlite embedded in the process when
 * no DATABASE_URL is set, a PostgreSQL server through a `pg` pool otherwise. Same schema, same migrations,
 * same queries.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from '../lib/logger';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** A database or an open transaction: services accept either, so callers choose the transaction. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>;
  /** Cheap round trip for `/api/ready`. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The pg pool (postgres only), for benchmarks and tests. */
  pool?: pg.Pool;
  /** The server's URL (postgres only), for the dedicated LISTEN connection. */
  url?: string;
  /** The PGlite instance (embedded only). */
  pglite?: PGlite;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string;
  /**
   * PGlite only: a data directory dumped by `PGlite.dumpDataDir` to start from instead of an empty cluster.
   * Tests start each file's database from one migrated and seeded dump (issue #36, test/database-template.ts).
   */
  loadDataDir?: Blob;
  poolSize?: number;
  logger?: Logger;
}

/** Opens the database described by `options` without migrating it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 4,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 5_000,
      // Short browse queries: parallel workers and JIT only add latency (ARCHITECTURE.md "Browse search").
      options: '-c max_parallel_workers_per_gather=0 -c jit=off',
    });
    // Without a listener an idle client's error (e.g. PostgreSQL restarting) would crash the process.
    pool.on('error', (error) =>
      options.logger?.warn({ err: error }, 'idle PostgreSQL client errored; it is replaced'),
    );
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      pool,
      url: options.url,
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, btree_gin },
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite,
    migrate: () => migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder }),
    ping: async () => {
      await pglite.query('select 1');
    },
    close: () => pglite.close(),
  };
}

/**
 * Rows of a raw `db.execute(sql…)` result. Both drivers answer `{ rows }`; drizzle types the result per
 * driver, so the shared `Database` type leaves it unknown.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const dialect = new PgDialect();
const statementNames = new Map<string, string>();

/**
 * Runs a raw statement as a named prepared statement (issue #10, decision 034): PostgreSQL parses it once per
 * pooled connection and may plan it once (`plan_cache_mode` auto keeps a generic plan when it costs no more
 * than the custom ones), where `db.execute` parses and plans every call. For a hot statement whose text is
 * one of a few shapes and whose values are parameters; a statement built per filter combination would leave
 * a prepared statement per shape on every connection. The name is `name` and a hash of the text, so shapes
 * never collide (node-postgres refuses one name with two texts). PGlite ignores the name. Answers `{ rows }`,
 * as `db.execute` does (read with `rowsOf`).
 *
 * @param name a stable prefix, [a-z_], ≤ 40 characters
 */
export async function executePrepared(db: Database, name: string, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  let statementName = statementNames.get(built.sql);
  if (!statementName) {
    statementName = `${name}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`;
    // Bounded by the shapes in the code: a guard, not a cache that should ever fill.
    if (statementNames.size < 1000) statementNames.set(built.sql, statementName);
  }
  return db._.session.prepareQuery(built, undefined, statementName, false).execute();
}
