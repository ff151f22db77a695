/**
 * One migrated and seeded database per test run, copied for each test file (issue #36).
 *
 * Every API test file used to start an empty database and run all migrations, then seed the atolls, islands,
 * categories and the admin (an scrypt hash): ~8 s of a file's start on PGlite with two busy cores, most of it
 * PGlite's initdb. Now a vitest global setup (`template-global-setup.ts`) builds that state once, and each
 * file's `createTestApp` starts from a copy:
 * - PGlite: the state is dumped with `dumpDataDir` to a tar file; each file loads it (`loadDataDir`), ~2 s.
 * - PostgreSQL (`TEST_DATABASE_URL`): the state is a database of its own, and each file's throwaway
 *   database is `CREATE DATABASE … TEMPLATE` it, a file copy on the server.
 * Migrations still run at each app's start (none pending: one read of drizzle's journal), so a copy made
 * before a new migration could never be used unmigrated.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDeps, passwordHasher } from '../bootstrap';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { ensureAdminAccount } from '../db/seed/admin-account';
import { seedReferenceData } from '../db/seed/reference-data';
import { loadEnv } from '../env';

export const ADMIN_EMAIL = 'admin@test.mv';
export const ADMIN_PASSWORD = 'Admin-Pass-123!';

/** Where the run's template is: a PGlite dump on disk, or a database on the PostgreSQL server. */
export type DatabaseTemplate =
  | {
      kind: 'pglite';
      /** Migrated and seeded: what `createTestApp` starts from. */
      dumpPath: string;
      /** Migrated only, for the tests of the seeds themselves. */
      migratedDumpPath: string;
    }
  | { kind: 'postgres'; database: string };

/** The PostgreSQL server tests run on (TEST_DATABASE_URL, else DATABASE_URL), or undefined for PGlite. */
export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

/** `serverUrl` with its database name replaced by `database`. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Migrates and seeds the database that `databaseUrlOrEmpty` names (or a new in-memory PGlite);
 * `afterMigrations` sees it migrated and not yet seeded.
 */
async function migrateAndSeed(
  databaseUrlOrEmpty: string | undefined,
  dataDir: string,
  afterMigrations: (deps: Awaited<ReturnType<typeof createDeps>>) => Promise<void> = async () => {},
) {
  const env = loadEnv(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrlOrEmpty,
      BASE_URL: 'http://localhost:3000',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'off',
      RATE_LIMIT: 'off',
    },
    { readDotEnv: false },
  );
  const deps = await createDeps(env, { inMemory: true });
  await afterMigrations(deps);
  await seedReferenceData(deps.database.db);
  await ensureAdminAccount(deps.database.db, {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
    hashPassword: await passwordHasher(deps),
  });
  return deps;
}

/**
 * Builds the run's template: on the PostgreSQL server when one is configured, else a PGlite dump in a
 * temporary folder.
 * @returns the template and a function that removes it
 */
export async function buildDatabaseTemplate(): Promise<{
  template: DatabaseTemplate;
  remove: () => Promise<void>;
}> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-template-'));
  const serverUrl = testServerUrl();
  if (serverUrl) {
    const database = `mm_template_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await onServer(serverUrl, `CREATE DATABASE ${database}`);
    const deps = await migrateAndSeed(databaseUrl(serverUrl, database), workDir);
    await closeDeps(deps);
    return {
      template: { kind: 'postgres', database },
      remove: async () => {
        await onServer(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        rmSync(workDir, { recursive: true, force: true });
      },
    };
  }
  const dumpTo = async (deps: Awaited<ReturnType<typeof createDeps>>, name: string) => {
    const dump = await deps.database.pglite!.dumpDataDir('none');
    const dumpPath = path.join(workDir, name);
    writeFileSync(dumpPath, new Uint8Array(await dump.arrayBuffer()));
    return dumpPath;
  };
  let migratedDumpPath = '';
  const deps = await migrateAndSeed(undefined, workDir, async (migrated) => {
    migratedDumpPath = await dumpTo(migrated, 'migrated.tar');
  });
  const dumpPath = await dumpTo(deps, 'seeded.tar');
  await closeDeps(deps);
  return {
    template: { kind: 'pglite', dumpPath, migratedDumpPath },
    remove: async () => rmSync(workDir, { recursive: true, force: true }),
  };
}

/** Closes what `createDeps` opened: the live hub, the catalogue listener, the rate limiter, the database. */
export async function closeDeps(deps: Awaited<ReturnType<typeof createDeps>>): Promise<void> {
  await deps.realtime.close();
  await deps.catalogEvents.close();
  await deps.rateLimiter.close();
  await deps.database.close();
}

const pgliteDumps = new Map<string, Blob>();

/** The PGlite dump at `dumpPath`, read once per worker (the API files share their workers' modules). */
export function readPgliteDump(dumpPath: string): Blob {
  let dump = pgliteDumps.get(dumpPath);
  if (!dump) {
    dump = new Blob([new Uint8Array(readFileSync(dumpPath))]);
    pgliteDumps.set(dumpPath, dump);
  }
  return dump;
}

/**
 * A migrated, unseeded PGlite in memory, for the tests of the seeds: a copy of the run's dump, or — in a run
 * on PostgreSQL, which builds no PGlite dump — a new one migrated now.
 */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template?.kind === 'pglite')
    return openDatabase({ loadDataDir: readPgliteDump(template.migratedDumpPath) });
  const handle = await openDatabase({});
  await handle.migrate();
  return handle;
}

/**
 * A throwaway database on the PostgreSQL server copied from the run's template.
 * @returns its URL and a function that drops it
 */
export async function copyPostgresTemplate(
  serverUrl: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mm_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
