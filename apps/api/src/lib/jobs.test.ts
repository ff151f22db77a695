/**
 * lib/jobs.ts (issue #13 item 2): the in-process runner runs each job on its interval, never two passes of
 * one job at once, and stop() waits for a running pass; on PostgreSQL (TEST_DATABASE_URL) pg-boss starts,
 * creates the job's queue and schedule, and stops gracefully.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createJobRunner } from './jobs';
import { createLogger } from './logger';

const logger = createLogger('silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the in-process job runner (PGlite)', () => {
  it('runs a job each interval, one pass at a time, and stop() waits for the running pass', async () => {
    let passes = 0;
    let concurrent = 0;
    let maxConcurrent = 0;
    let finished = 0;
    const runner = createJobRunner({
      logger,
      intervalMs: 20,
      jobs: [
        {
          name: 'test-job',
          run: async () => {
            passes += 1;
            concurrent += 1;
            maxConcurrent = Math.max(maxConcurrent, concurrent);
            await sleep(70);
            concurrent -= 1;
            finished += 1;
          },
        },
      ],
    });
    expect(runner.kind).toBe('interval');
    await runner.start();
    await sleep(200);
    await runner.stop();
    expect(passes).toBeGreaterThanOrEqual(2);
    expect(maxConcurrent).toBe(1);
    expect(finished).toBe(passes);
    await sleep(100);
    expect(passes).toBe(finished);
  });

  it('keeps running after a failing pass', async () => {
    let passes = 0;
    const runner = createJobRunner({
      logger,
      intervalMs: 10,
      jobs: [{ name: 'failing', run: () => Promise.reject(new Error(`pass ${(passes += 1)}`)) }],
    });
    await runner.start();
    await sleep(80);
    await runner.stop();
    expect(passes).toBeGreaterThanOrEqual(2);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.runIf(serverUrl)('the pg-boss job runner (PostgreSQL)', () => {
  it('creates the queue with its schedule on start and stops gracefully', async () => {
    // A throwaway database, so pg-boss's schema is not left on the server.
    const dbName = `mm_jobs_${Date.now()}`;
    const server = new pg.Client({ connectionString: serverUrl });
    await server.connect();
    await server.query(`create database ${dbName}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${dbName}`;
    const name = 'test-job';
    const runner = createJobRunner({ databaseUrl: url.toString(), logger, jobs: [{ name, run: async () => {} }] });
    expect(runner.kind).toBe('pg-boss');
    await runner.start();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const queues = await client.query('select name, policy from pgboss.queue where name = $1', [name]);
      expect(queues.rows).toEqual([{ name, policy: 'exclusive' }]);
      const schedules = await client.query('select cron from pgboss.schedule where name = $1', [name]);
      expect(schedules.rows).toEqual([{ cron: '* * * * *' }]);
      await runner.stop();
      await runner.stop();
    } finally {
      await client.end();
      await runner.stop();
      await server.query(`drop database if exists ${dbName} with (force)`);
      await server.end();
    }
  });
});
