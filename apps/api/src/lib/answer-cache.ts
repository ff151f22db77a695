import type { LRUCache } from 'lru-cache';

/**
 * Response header saying whether an instance's answer cache gave a public read without a query: `hit` or
 * `miss` (browse, suggestions, a visitor's item page). `npm run bench` reports the hit ratio from it (issue #10).
 */
export const ANSWER_CACHE_HEADER = 'X-Answer-Cache';

/** What lru-cache rejects an in-flight fetch with when `clear()`/`delete()` drops its entry. */
const DROPPED_WHILE_FETCHING = new Set(['deleted', 'evicted', 'set']);

/**
 * `cache.fetch(key)`, answered again from a fresh fetch when a catalogue change dropped the entry while its
 * fetch was in flight (the change may not be in that answer, so it is neither stored nor returned).
 * @returns the value and whether it came from the cache (`hit`: a stored, stale-while-revalidate or shared
 *   in-flight answer) or cost a query (`miss`).
 * @throws whatever the fetch method throws; after 3 dropped attempts, the last drop.
 */
export async function fetchFresh<V extends object>(
  cache: LRUCache<string, V>,
  key: string,
): Promise<{ value: V; cache: 'hit' | 'miss' }> {
  for (let attempt = 1; ; attempt++) {
    const status: LRUCache.Status<string, V> = {};
    try {
      const value = await cache.fetch(key, { status });
      if (value === undefined) throw new Error(`answer cache returned nothing for ${key}`);
      return { value, cache: status.fetch === 'miss' ? 'miss' : 'hit' };
    } catch (error) {
      const dropped = error instanceof Error && DROPPED_WHILE_FETCHING.has(error.message);
      if (!dropped || attempt >= 3) throw error;
    }
  }
}
