/**
 * Issue #10 (decision 030): public catalogue reads that no answer cache can give are admitted
 * `CATALOGUE_READ_CONCURRENCY` at a time; the rest wait their turn and are then answered in full.
 */
import type { ListingDetail } from '@marketplace/contract/listings-messages';
import type { MarketplacePage, Suggestion } from '@marketplace/contract/marketplace-messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { createTestApp, insertListing, signUpMember, type TestApp } from '../test/test-app';

let t: TestApp;
let listingId: string;

/**
 * Resolves once no catalogue change has been announced for `quietMs` (at most `maxMs`). On PostgreSQL the
 * announcement of the fixture's insert arrives over LISTEN/NOTIFY a moment later; arriving mid-test, it dropped
 * the search's in-flight catalogue read, whose retry was not the held statement, so the search finished early
 * and the test failed now and then.
 */
async function catalogueQuiet(quietMs = 250, maxMs = 3_000) {
  const started = Date.now();
  let last = Date.now();
  const off = t.deps.catalogEvents.onChange(() => (last = Date.now()));
  try {
    while (Date.now() - last < quietMs && Date.now() - started < maxMs) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    off();
  }
}

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOGUE_READ_CONCURRENCY: '1' } });
  const { userId } = await signUpMember(t);
  ({ id: listingId } = await insertListing(t, { userId, name: 'Teak footstool', price: 700 }));
  await catalogueQuiet();
});
afterAll(() => t?.close());

/**
 * Intercepts the raw statements (`db.execute`, and `executePrepared`'s named ones; decision 034) where both
 * start: the session's `prepareQuery`, called for each with no selected fields. `wrap` may replace a
 * statement's `execute`. Query-builder statements (which select fields) pass untouched.
 */
function onRawStatements(
  db: Database,
  wrap: (execute: () => Promise<unknown>) => (() => Promise<unknown>) | null,
) {
  const session = db._.session;
  const prepareQuery = session.prepareQuery.bind(session);
  return vi.spyOn(session, 'prepareQuery').mockImplementation(((...args: Parameters<typeof prepareQuery>) => {
    const prepared = prepareQuery(...args);
    if (args[1] !== undefined) return prepared;
    const execute = prepared.execute.bind(prepared);
    const replaced = wrap(() => execute());
    if (replaced) prepared.execute = replaced as typeof prepared.execute;
    return prepared;
  }) as typeof session.prepareQuery);
}

/** Holds the next raw statement until `release()`; `held` once one is waiting. */
function holdNextStatement(db: Database) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const state = { held: false };
  const spy = onRawStatements(db, (execute) => {
    if (state.held) return null;
    state.held = true;
    return () => gate.then(execute);
  });
  return {
    state,
    release: () => {
      release();
      spy.mockRestore();
    },
  };
}

const settledWithin = async (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => 'answered'),
    new Promise((resolve) => setTimeout(() => resolve('waiting'), ms)),
  ]);

describe('catalogue read admission (issue #10)', () => {
  it('lets an item page and a suggestion wait while the one admitted search queries, then answers all three', async () => {
    const client = t.client();
    // Warm what every request reads first (the maintenance switch), so the held statement is the search's.
    expect((await client.get('/api/site/status')).status).toBe(200);
    const hold = holdNextStatement(t.deps.database.db);
    const search = client.get<MarketplacePage>('/api/marketplace/listings?query=teak');
    await vi.waitFor(() => expect(hold.state.held).toBe(true));
    const item = client.get<ListingDetail>(`/api/listings/${listingId}`);
    const suggestion = client.get<{ items: Suggestion[] }>('/api/marketplace/suggestions?query=foot');
    try {
      // Neither is a cache hit and neither may start while the search holds the one place.
      expect(await settledWithin(item, 300)).toBe('waiting');
      expect(await settledWithin(suggestion, 50)).toBe('waiting');
    } finally {
      hold.release();
    }
    const [searched, opened, suggested] = await Promise.all([search, item, suggestion]);
    expect(searched.body.items.map((card) => card.name)).toEqual(['Teak footstool']);
    expect(opened.status).toBe(200);
    expect(opened.body.name).toBe('Teak footstool');
    expect(suggested.body.items.map((s) => s.name)).toEqual(['Teak footstool']);
  });

  it('answers a cached read at once while an uncached one holds the place', async () => {
    const client = t.client();
    expect((await client.get(`/api/listings/${listingId}`)).status).toBe(200); // now in the answer cache
    expect((await client.get('/api/site/status')).status).toBe(200);
    const hold = holdNextStatement(t.deps.database.db);
    const search = client.get<MarketplacePage>('/api/marketplace/listings?query=stool&sort=price_asc');
    await vi.waitFor(() => expect(hold.state.held).toBe(true));
    const cached = client.get<ListingDetail>(`/api/listings/${listingId}`);
    try {
      expect(await settledWithin(cached, 2_000)).toBe('answered');
      expect((await cached).headers.get('x-answer-cache')).toBe('hit');
    } finally {
      hold.release();
    }
    expect((await search).status).toBe(200);
  });

  it('frees the place when an admitted read fails', async () => {
    const db = t.deps.database.db;
    let failedOnce = false;
    const spy = onRawStatements(db, () => {
      if (failedOnce) return null;
      failedOnce = true;
      return () => Promise.reject(new Error('connection reset'));
    });
    const failed = await t.client().get('/api/marketplace/listings?query=footstools');
    spy.mockRestore();
    expect(failed.status).toBe(500);
    const next = await t.client().get<MarketplacePage>('/api/marketplace/listings?query=teak&sort=newest');
    expect(next.status).toBe(200);
    expect(next.body.items.map((card) => card.name)).toEqual(['Teak footstool']);
  });
});
