/**
 * The order of matches held in memory (spec 02 §5, issue #38 item 2): the display number first, then how many
 * of the reading's rank tests a listing passes (exact beats forgiven), name matches, newest. Part of the
 * search folder (issue #38 item 6).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { MarketplaceFilters } from '@marketplace/contract/marketplace';
import { MARKETPLACE_PAGE_SIZE, type SortOption } from '@marketplace/contract/marketplace-messages';
import { rowsOf, type Database } from '../../../db/client';
import { passes } from './filters';
import type { SampleRow } from './sample-rows';

/**
 * Matches ranked by how many of the reading's tests they pass (exact beats forgiven, issue #38 item 2) when
 * there are at most this many; a larger set keeps names first, then newest. Scoring reads each match's search
 * vector by its id (~0.02 ms a row on PostgreSQL at 100,000 listings): 4,000 rows were ~80 ms of a search.
 */
export const RANKED_ROWS_MAX = 1_000;

/**
 * The SQL order of a sort over rows as `l` (price, then id; or newest, then id) — what `compareRows` does in
 * memory; relevance orders its groups by this newest-first order.
 */
export function orderSqlOf(sort: SortOption): SQL {
  return sort === 'price_asc'
    ? sql.raw('l.price asc, l.id asc')
    : sort === 'price_desc'
      ? sql.raw('l.price desc, l.id desc')
      : sql.raw('l.created_at desc, l.id desc');
}

/** Relevance (spec 02 §5): the exact display number, then name matches, then the rest; newest first within. */
export function compareRows(sort: SortOption): (a: SampleRow, b: SampleRow) => number {
  const newest = (a: SampleRow, b: SampleRow) =>
    b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  if (sort === 'price_asc') return (a, b) => a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  if (sort === 'price_desc') return (a, b) => b.price - a.price || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  if (sort === 'relevance') {
    return (a, b) =>
      Number(b.exact) - Number(a.exact) || Number(b.nameMatch) - Number(a.nameMatch) || newest(a, b);
  }
  return newest;
}

/**
 * The page's ids (at most MARKETPLACE_PAGE_SIZE, from `filters.page`) of the rows held in memory that pass
 * every filter, in the sort's order. With `scores` (relevance: `rankScores`), more rank tests passed come
 * right after the display number, ahead of name matches and age.
 */
export function pageOfRows(
  rows: SampleRow[],
  filters: MarketplaceFilters,
  sort: SortOption,
  scores?: Map<string, number>,
): string[] {
  const offset = (filters.page - 1) * MARKETPLACE_PAGE_SIZE;
  const compare = compareRows(sort);
  const ordered = scores
    ? (a: SampleRow, b: SampleRow) =>
        Number(b.exact) - Number(a.exact) ||
        (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) ||
        compare(a, b)
    : compare;
  return rows
    .filter((row) => passes(row, filters))
    .sort(ordered)
    .slice(offset, offset + MARKETPLACE_PAGE_SIZE)
    .map((row) => row.id);
}

/**
 * Relevance beyond name and age (issue #38 item 2): per listing of `rows` (all the matches, at most
 * EXACT_SCAN_LIMIT), how many of the reading's rank tests (`SearchReading.rank`: the words as typed, or
 * with a relaxed reading each word) its search vector passes. One statement over the narrow table.
 */
export async function rankScores(
  db: Database,
  rows: SampleRow[],
  rank: string[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  // Each test parsed once (a materialised row of tsqueries), then one boolean per test and row: parsing the
  // tests again for every row was most of this statement's time (13 ms for 4,000 rows of a prefix).
  const tests = rank.map((test, i) => sql`${test}::tsquery as ${sql.raw(`t${i}`)}`);
  const score = rank.map((_, i) => sql`(s.search_vector @@ t.${sql.raw(`t${i}`)})::int`);
  const result = await db.execute(sql`
    with t as materialized (select ${sql.join(tests, sql`, `)})
    select s.id::text as id, ${sql.join(score, sql` + `)} as score
    from live_listing_search s, t
    where s.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(rows.map((row) => row.id))}::jsonb))`);
  return new Map(rowsOf<{ id: string; score: number }>(result).map((row) => [row.id, Number(row.score)]));
}
