/**
 * Builds everything the app needs from an `Env`: opens and migrates the database, creates storage, mailer
 * and auth. Shared by main.ts, the benchmarks and the browser-test server.
 */
import path from 'node:path';
import type { AppDeps } from './app';
import { openDatabase } from './db/client';
import type { Env } from './env';
import { createAuth } from './lib/auth';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { listenForCatalogChanges } from './lib/catalog-events';
import { createRealtimeHub } from './lib/realtime';
import { createDiskStorage } from './lib/disk-storage';
import { createS3Storage } from './lib/s3-storage';
import { createRateLimiter } from './middleware/rate-limit';

/**
 * @param options.inMemory PGlite in memory instead of under DATA_DIR (tests, benchmarks)
 * @param options.loadDataDir PGlite only: a dumped data directory to start from (tests, issue #36); pending
 *   migrations still run on it
 */
export async function createDeps(
  env: Env,
  options: { inMemory?: boolean; loadDataDir?: Blob } = {},
): Promise<AppDeps> {
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: options.inMemory ? undefined : path.join(env.DATA_DIR, 'db'),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    poolSize: env.DATABASE_POOL_SIZE,
    logger,
  });
  await database.migrate();
  // Images: an S3-compatible bucket when S3_* is set, else the disk under DATA_DIR (issue #11).
  const storage = env.S3 ? createS3Storage(env.S3) : createDiskStorage(env.DATA_DIR);
  const mailer = createMailer({
    db: database.db,
    smtpUrl: env.SMTP_URL,
    dropDir: env.MAIL_DROP_DIR,
    from: env.MAIL_FROM,
    logger,
  });
  const auth = createAuth({ db: database.db, env, mailer, logger });
  const realtime = await createRealtimeHub(database, logger);
  const catalogEvents = await listenForCatalogChanges(database, logger);
  const rateLimiter = await createRateLimiter({
    db: database.db,
    redisUrl: env.REDIS_URL,
    enabled: env.RATE_LIMIT,
    logger,
  });
  return { env, database, storage, mailer, auth, logger, realtime, catalogEvents, rateLimiter };
}

/** better-auth's configured password hasher (scrypt), for seeding accounts outside a request. */
export async function passwordHasher(deps: AppDeps): Promise<(password: string) => Promise<string>> {
  const context = await deps.auth.$context;
  return (password) => context.password.hash(password);
}
