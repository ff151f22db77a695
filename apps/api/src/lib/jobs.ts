/**
 * Background jobs, out of the request path (issue #13 item 2: the unread-message e-mail).
 *
 * On PostgreSQL the jobs run on pg-boss (v12): each job is a queue with a cron schedule (pg-boss's
 * resolution is one minute); pg-boss's scheduler makes one job per tick across every instance, and one
 * worker somewhere runs it. The handlers themselves are also safe to run twice at once (they claim rows with
 * `FOR UPDATE SKIP LOCKED`), so an overlap never sends twice.
 *
 * On the embedded database (PGlite, one process) the same handlers run in-process on an interval.
 *
 * `stop()` stops taking new work and waits for a running handler (up to `stopTimeoutMs`).
 */
import { PgBoss } from 'pg-boss';
import type { Logger } from './logger';

/** A job: a name (a pg-boss queue name: letters, digits, `-`, `_`) and its handler. */
export interface JobDefinition {
  name: string;
  /** Runs one pass; errors are logged and the next tick tries again. */
  run: () => Promise<unknown>;
}

export interface JobRunner {
  /** Which engine runs the jobs. */
  readonly kind: 'pg-boss' | 'interval';
  start(): Promise<void>;
  /** Stops scheduling and waits for running handlers (graceful). Idempotent. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  /** postgres:// URL: pg-boss. Absent: the in-process interval runner (PGlite). */
  databaseUrl?: string;
  logger: Logger;
  jobs: JobDefinition[];
  /** Interval runner only: ms between passes. Default 60,000 (pg-boss's cron resolution). */
  intervalMs?: number;
  /** How long stop() waits for running handlers, ms. Default 8,000 (main.ts's shutdown gives 10 s). */
  stopTimeoutMs?: number;
}

const EVERY_MINUTE = '* * * * *';
/** pg-boss's own tables live in this schema, apart from the app's. */
const PG_BOSS_SCHEMA = 'pgboss';

/** A runner for `options.jobs`: pg-boss on PostgreSQL, an interval in-process otherwise. */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  return options.databaseUrl ? pgBossRunner({ ...options, databaseUrl: options.databaseUrl }) : intervalRunner(options);
}

function pgBossRunner(options: JobRunnerOptions & { databaseUrl: string }): JobRunner {
  const stopTimeoutMs = options.stopTimeoutMs ?? 8000;
  let boss: PgBoss | null = null;
  let stopped = false;
  return {
    kind: 'pg-boss',
    async start() {
      const instance = new PgBoss({ connectionString: options.databaseUrl, schema: PG_BOSS_SCHEMA, max: 2 });
      instance.on('error', (error: unknown) => options.logger.error({ err: error }, 'job queue error'));
      await instance.start();
      boss = instance;
      for (const job of options.jobs) {
        // One pass at a time: a tick while a pass is queued or running is dropped (`exclusive` policy).
        await instance.createQueue(job.name, { policy: 'exclusive', retryLimit: 0, expireInSeconds: 300 });
        await instance.schedule(job.name, EVERY_MINUTE, {}, { tz: 'UTC' });
        await instance.work(job.name, async () => {
          try {
            await job.run();
          } catch (error) {
            options.logger.error({ err: error, job: job.name }, 'job failed');
            throw error;
          }
        });
      }
    },
    async stop() {
      if (stopped || !boss) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: stopTimeoutMs, close: true });
    },
  };
}

function intervalRunner(options: JobRunnerOptions): JobRunner {
  const intervalMs = options.intervalMs ?? 60_000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 8000;
  let timer: ReturnType<typeof setInterval> | null = null;
  const running = new Map<string, Promise<void>>();
  const tick = () => {
    for (const job of options.jobs) {
      if (running.has(job.name)) continue;
      const pass = job
        .run()
        .then(() => undefined)
        .catch((error: unknown) => options.logger.error({ err: error, job: job.name }, 'job failed'))
        .finally(() => running.delete(job.name));
      running.set(job.name, pass);
    }
  };
  return {
    kind: 'interval',
    start() {
      if (!timer) {
        timer = setInterval(tick, intervalMs);
        timer.unref();
      }
      return Promise.resolve();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      let timeout: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.all(running.values()),
        new Promise((resolve) => {
          timeout = setTimeout(resolve, stopTimeoutMs);
        }),
      ]);
      clearTimeout(timeout);
    },
  };
}
