import pLimit, { type LimitFunction } from 'p-limit';

/**
 * Admission for the public catalogue reads that query the database (issue #10, decision 030): a browse
 * search, a suggestion lookup or an item page that no answer cache could give. At most `concurrency` of them
 * run at once on an instance; the rest wait their turn, first come first served, before their first query.
 *
 * Without it every request took a pooled connection for each of its statements in turn, queueing again behind
 * all 50 open requests at each one: a search that asks three times waited three times as long as an item page
 * that asks once, and PostgreSQL ran more backends than the machine has cores. Admitted once, a request's
 * statements find a connection free. Answers from a cache are never queued.
 *
 * `admit(work)` runs `work` when a place is free and settles as it does (a rejection frees the place too).
 * Never call it from inside admitted work: the inner call would wait for a place the outer one holds.
 */
export type ReadAdmission = LimitFunction;

/**
 * @param concurrency reads run at once, ≥ 1 (`CATALOGUE_READ_CONCURRENCY`, default the pool size:
 *   `DATABASE_POOL_SIZE`, 4).
 */
export function createReadAdmission(concurrency: number): ReadAdmission {
  return pLimit(concurrency);
}

/** Runs every read at once: for services built outside an app (tests of something else, scripts). */
export const unlimitedReads: ReadAdmission = pLimit(Number.POSITIVE_INFINITY);
