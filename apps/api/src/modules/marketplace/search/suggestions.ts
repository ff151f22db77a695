/**
 * The header's suggestions (spec 01 §2 and §7, issue #38 item 1): what a buyer sees while typing in the search
 * box. Names containing the text come first, as the spec says; names matching it as the results page reads it
 * (typos, other spellings, synonyms, the last word as a prefix) fill up the three; display ids after.
 */
import {
  SUGGESTIONS_MAX,
  SUGGESTIONS_PER_QUERY,
  type Suggestion,
} from '@marketplace/contract/marketplace-messages';
import { sql, type SQL } from 'drizzle-orm';
import { executePrepared, rowsOf, type Database } from '../../../db/client';
import type { Storage } from '../../../lib/storage';
import { literal, LIVE } from './filters';
import { MATCHES_NOTHING, type SearchReading } from './read-query';

/**
 * Short suggestion text (2 letters, no trigram) looks among this many newest live listings. Two letters that
 * no recent name holds read the whole window: 20,000 was 21 ms at 100,000 listings (the suggestions' p95);
 * 5,000 is ~5 ms, and two letters match among the newest few hundred names almost always. The window is read
 * from a covering index, not the table (migration 0026, decision 035).
 */
const SHORT_SUGGESTION_WINDOW = 5_000;
/** Longer text first looks among the newest this many, then through the trigram index. */
const SUGGESTION_WINDOW = 5_000;

/** What suggestions need: the database, the photo store, the (cached) reading of a text, the look window. */
export interface SuggestionDeps {
  db: Database;
  storage: Storage;
  /** The text as browse reads it (corrections on), from the caller's cache. */
  readingOf: (text: string) => Promise<SearchReading>;
  /** Newest live listings looked at first (tests set it small); absent: SUGGESTION_WINDOW. */
  window?: number;
}

type SuggestionRow = {
  id: string;
  name: string;
  item_display_id: string;
  price: number | string;
  thumb_key: string | null;
};

/**
 * Up to 3 matches of `match` among live listings, newest first, each with its cover's key: first among the
 * newest `window` (a common text finds its 3 there after a few rows), then — only if that found fewer and an
 * index can look — through the trigram index, which is cheap exactly when the text is rare. One statement:
 * the wider look is gated by a one-time filter on the first one's count, and the covers come along (they were
 * two more round trips).
 */
async function suggestionMatches(
  db: Database,
  match: SQL,
  window: number,
  indexed: boolean,
): Promise<SuggestionRow[]> {
  // `wide` is materialised so that its matches are gathered through the trigram index and then sorted:
  // inlined, the planner would walk the newest listings testing each until 3 match — at 1,000,000 listings,
  // all of them for a rare text (~800 ms).
  const wide = indexed
    ? sql`wide as materialized (
            select l.id, l.name, l.item_display_id, l.price::float8 as price, l.created_at from listings l
            where ${LIVE} and ${match} and (select count(*) from recent) < ${SUGGESTIONS_PER_QUERY})`
    : sql`wide as materialized (select * from recent where false)`;
  // Prepared (decision 034): one of four texts for every suggestion; parsing and planning it was ~1 ms of a
  // common prefix's ~1.5 ms. Its plan is the same for any text: `recent` walks the newest listings; `wide`
  // reads the trigram index, and only when `recent` found too few (a one-time filter).
  return rowsOf<SuggestionRow>(
    await executePrepared(
      db,
      'suggestion_matches',
      sql`
      with recent as materialized (
        select l.id, l.name, l.item_display_id, l.price, l.created_at from (
          select l.id, l.name, l.item_display_id, l.price::float8 as price, l.created_at, l.name_vector
          from listings l
          where ${LIVE} order by l.created_at desc, l.id desc limit ${literal(window)}) l
        where ${match} limit ${literal(SUGGESTIONS_PER_QUERY)}),
      ${wide},
      picked as materialized (
        select * from recent
        where ${indexed ? sql`(select count(*) from recent) = ${SUGGESTIONS_PER_QUERY}` : sql`true`}
        union all
        (select * from wide order by created_at desc, id desc limit ${literal(SUGGESTIONS_PER_QUERY)}))
      select p.id, p.name, p.item_display_id, p.price, i.thumb_key from picked p
      left join listing_images i on i.listing_id = p.id and i.position = 0
      order by p.created_at desc, p.id desc`,
    ),
  );
}

/** Up to 3 live listings whose names match `text` as browse reads it, newest first. */
async function suggestionsAsRead(deps: SuggestionDeps, text: string): Promise<SuggestionRow[]> {
  const reading = await deps.readingOf(text);
  if (reading.match === MATCHES_NOTHING.match) return [];
  return suggestionMatches(
    deps.db,
    sql`l.name_vector @@ ${reading.match}::tsquery`,
    deps.window ?? SUGGESTION_WINDOW,
    true,
  );
}

/**
 * Header suggestions for `query` (spec 01 §2, §7; issue #38 item 1), uncached: ≤ 3 names containing the text
 * (case-insensitive), then — while fewer than 3 — names matching the text as browse reads it; ≤ 3 display ids
 * containing it; merged without repeats, ≤ 5. Each with its price (MVR) and cover thumbnail URL.
 */
export async function suggestListings(deps: SuggestionDeps, query: string): Promise<Suggestion[]> {
  const { db, window: suggestionWindow } = deps;
  const text = query.trim();
  if (!text) return [];
  const escape = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const pattern = `%${escape(text.toLowerCase())}%`;
  const idPattern = `%${escape(text.toUpperCase())}%`;
  // Display ids are "PD-" and digits: other text cannot be part of one.
  const couldBeId = /^[pd0-9-]+$/i.test(text);
  const [byName, byId] = await Promise.all([
    text.length >= 3
      ? suggestionMatches(db, sql`lower(l.name) like ${pattern}`, suggestionWindow ?? SUGGESTION_WINDOW, true)
      : suggestionMatches(
          db,
          sql`lower(l.name) like ${pattern}`,
          suggestionWindow ?? SHORT_SUGGESTION_WINDOW,
          false,
        ),
    couldBeId
      ? suggestionMatches(
          db,
          sql`l.item_display_id like ${idPattern}`,
          suggestionWindow ?? SUGGESTION_WINDOW,
          text.length >= 3,
        )
      : Promise.resolve([]),
  ]);
  // Fewer than 3 names contain the text: the names that match it as browse reads it (typos, other spellings,
  // synonyms, the last word as a prefix; issue #38 item 1), so a header suggestion finds what the results
  // page would.
  const byReading =
    byName.length < SUGGESTIONS_PER_QUERY && text.length >= 3 ? await suggestionsAsRead(deps, text) : [];
  const merged = new Map<string, SuggestionRow>();
  for (const row of [...byName, ...byReading]) {
    if (merged.size < SUGGESTIONS_PER_QUERY && !merged.has(row.id)) merged.set(row.id, row);
  }
  for (const row of byId) if (!merged.has(row.id)) merged.set(row.id, row);
  const picked = [...merged.values()].slice(0, SUGGESTIONS_MAX);
  return picked.map((row) => ({
    id: row.id,
    name: row.name,
    item_display_id: row.item_display_id,
    price: Number(row.price),
    imageUrl: row.thumb_key ? deps.storage.publicUrl(row.thumb_key) : null,
  }));
}
