/**
 * Entry point: `npm start` / `npm run dev`. Validates the environment, migrates, seeds on first run,
 * serves on PORT, and shuts down gracefully on SIGTERM/SIGINT within 10 s.
 */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDeps, passwordHasher } from './bootstrap';
import { DEFAULT_ADMIN_EMAIL } from './db/seed/admin-account';
import { seedDatabase } from './db/seed/seed-database';
import { InvalidEnvironmentError, loadEnv } from './env';
import { createJobRunner } from './lib/jobs';
import { removeExpiredUploads } from './modules/listings/pending-uploads.service';
import { backfillMediumImages, LISTING_IMAGE_MEDIUM_JOB } from './modules/listings/image-medium-backfill';
import { LISTING_EXPIRY_JOB, runListingExpiry } from './modules/listings/listing-expiry.service';
import { MESSAGE_EMAILS_JOB, sendDueMessageEmails } from './modules/message-emails/message-emails.service';
import {
  matchSavedSearches,
  SAVED_SEARCH_DIGEST_JOB,
  SAVED_SEARCH_MATCH_JOB,
  sendSavedSearchDigests,
} from './modules/saved-searches/saved-search-alerts.service';

const SHUTDOWN_DEADLINE_MS = 10_000;
const MAIL_FLUSH_INTERVAL_MS = 30_000;
/** Pending uploads never attached are removed at start and then this often (issue #12). */
const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

async function main(): Promise<void> {
  const startedAt = performance.now();
  const env = loadEnv();
  const deps = await createDeps(env);
  const { logger } = deps;

  const report = await seedDatabase({
    db: deps.database.db,
    storage: deps.storage,
    hashPassword: await passwordHasher(deps),
    adminEmail: env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    seedDemo: env.SEED_DEMO,
  });

  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    const lines = [
      '',
      `  ${env.SITE_NAME} is running at ${env.BASE_URL}`,
      `  Database: ${deps.database.kind === 'pglite' ? `embedded PGlite in ${env.DATA_DIR}/db` : 'PostgreSQL (DATABASE_URL)'}`,
      `  Admin sign-in: ${report.admin.email}${
        report.admin.password
          ? `  password: ${report.admin.password}   (shown once — save it now)`
          : env.ADMIN_PASSWORD
            ? '  (password from ADMIN_PASSWORD)'
            : '  (password was printed at first start)'
      }`,
      report.demo
        ? `  Demo catalogue: ${report.demo.listings} listings from ${report.demo.sellers} sellers`
        : '',
      `  API reference: ${env.BASE_URL}/api/docs   ready in ${Math.round(performance.now() - startedAt)} ms`,
      '',
    ];
    console.log(lines.filter((line, i) => line || i === 0 || i === lines.length - 1).join('\n'));
  });

  const mailTimer = setInterval(() => void deps.mailer.flush(), MAIL_FLUSH_INTERVAL_MS);
  mailTimer.unref();
  const cleanUploads = () =>
    void removeExpiredUploads({ db: deps.database.db, storage: deps.storage })
      .then((removed) => {
        if (removed > 0) logger.info({ removed }, 'expired pending uploads removed');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'removing expired pending uploads failed'));
  cleanUploads();
  const uploadTimer = setInterval(cleanUploads, UPLOAD_CLEANUP_INTERVAL_MS);
  uploadTimer.unref();

  // Background jobs (issue #13: the unread-message e-mail; issue #14: listing expiry): pg-boss on PostgreSQL,
  // an interval on PGlite.
  const jobs = createJobRunner({
    databaseUrl: deps.database.kind === 'postgres' ? env.DATABASE_URL : undefined,
    logger,
    intervalMs: env.JOBS_INTERVAL_MS,
    jobs: [
      {
        name: MESSAGE_EMAILS_JOB,
        run: () =>
          sendDueMessageEmails({ db: deps.database.db, mailer: deps.mailer, baseUrl: env.BASE_URL, siteName: env.SITE_NAME }),
      },
      {
        name: LISTING_EXPIRY_JOB,
        run: () =>
          runListingExpiry({ db: deps.database.db, mailer: deps.mailer, baseUrl: env.BASE_URL, siteName: env.SITE_NAME }),
      },
      // Issue #12 item 5: the 800 px middle size of photos stored before it existed (migration 0020).
      {
        name: LISTING_IMAGE_MEDIUM_JOB,
        run: () => backfillMediumImages({ db: deps.database.db, storage: deps.storage, logger }),
      },
      // Issue #14 item 2: saved-search matching and alerts, and the daily digest.
      { name: SAVED_SEARCH_MATCH_JOB, run: () => matchSavedSearches({ db: deps.database.db }) },
      {
        name: SAVED_SEARCH_DIGEST_JOB,
        run: () =>
          sendSavedSearchDigests({
            db: deps.database.db,
            mailer: deps.mailer,
            baseUrl: env.BASE_URL,
            siteName: env.SITE_NAME,
            secret: env.AUTH_SECRET,
          }),
      },
    ],
  });
  await jobs.start();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    clearInterval(mailTimer);
    clearInterval(uploadTimer);
    const deadline = setTimeout(() => {
      logger.error('shutdown deadline passed; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    // Stop accepting, end the live streams, let in-flight requests finish, drop idle keep-alive sockets, then
    // close the pool — once the streams' and the catalogue's listeners have let go of it (closed first, a
    // listener's last statement met a closing database and logged a failure on every ordinary stop).
    const listenersClosed = Promise.all([
      deps.realtime.close().catch((error: unknown) => logger.warn({ err: error }, 'closing realtime failed')),
      deps.catalogEvents
        .close()
        .catch((error: unknown) => logger.warn({ err: error }, 'closing catalogue events failed')),
    ]);
    server.close(async () => {
      await jobs.stop().catch((error: unknown) => logger.warn({ err: error }, 'stopping jobs failed'));
      await deps.rateLimiter.close();
      await listenersClosed;
      await deps.database
        .close()
        .catch((error: unknown) => logger.warn({ err: error }, 'closing the database failed'));
      clearTimeout(deadline);
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof InvalidEnvironmentError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
