/**
 * Browse search on the server (spec 02 §4–§5, issue #10, decision 010).
 *
 * The cost of a search must not grow with the number of rows it matches, so nothing here reads every match:
 * - A term's matches are first sampled (at most SAMPLE_SIZE + 1 rows, cached per term). A term with fewer
 *   matches than that is answered entirely from its sample: exact total, facets, price bounds and page.
 * - Otherwise the page is an index-ordered LIMIT query, the total a count capped at MARKETPLACE_COUNT_CAP + 1
 *   ("1,000+"), and each facet is either aggregated exactly (when the sample says the set is small) or
 *   estimated from the sample and marked approximate — with an exact count for every value the sample did not
 *   see, so a facet value is listed if and only if it has matches.
 * - With no term every count is exact: facet filters alone from `live_listing_facet_counts` (kept by a trigger
 *   on every write), a price range over the live catalogue held in (category, price) order in memory
 *   (`price-ordered-catalogue.ts`, decision 029).
 * Whole answers, samples and the live counts are cached per instance and dropped on every committed catalogue
 * change from any instance (lib/catalog-events.ts); the caches are a bonus, not the design.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ListingCard, ListingCondition } from '@marketplace/contract/listings-messages';
import type { MarketplaceFilters } from '@marketplace/contract/marketplace';
import {
  MARKETPLACE_COUNT_CAP,
  MARKETPLACE_PAGE_SIZE,
  type FieldFacet,
  type MarketplaceFacets,
  type MarketplacePage,
  type SortOption,
  type Suggestion,
} from '@marketplace/contract/marketplace-messages';
import { LRUCache } from 'lru-cache';
import { executePrepared, rowsOf, type Database } from '../../db/client';
import { fetchFresh } from '../../lib/answer-cache';
import type { CatalogEvents } from '../../lib/catalog-events';
import { unlimitedReads, type ReadAdmission } from '../../lib/read-admission';
import type { Storage } from '../../lib/storage';
import { cardsFor, cardsForPage } from './search/cards';
import { bareNumberOf, displayIdFromQuery, displayIdMatch } from './search/display-id';
import { correctionsAsWritten, readSearchQuery, type SearchReading } from './search/read-query';
import {
  catalogueFacets,
  exactFacets,
  exactPriceRangeFacets,
  liveTotal,
  boundsOfRows,
  pageAnswer,
  roundEstimate,
  type CountRow,
  type Facet,
} from './search/facets';
import {
  chosenValues,
  DIMENSION_COLUMN,
  DIMENSIONS,
  facetFiltersKey,
  filterSql,
  isChosen,
  literal,
  LIVE,
  passes,
  valueOf,
  type Dimension,
} from './search/filters';
import { compareRows, orderSqlOf, pageOfRows, rankScores, RANKED_ROWS_MAX } from './search/ranking';
import {
  CONDITION_INDEX,
  toPriceBounds,
  unpackSampleRows,
  type PriceBoundsValue,
  type Sample,
  type SampleRow,
} from './search/sample-rows';
import { suggestListings } from './search/suggestions';
import { fieldFacetsOfRows, filterableFields, type FieldRow } from './search/field-filters';
import { fieldFiltersPass, fieldFilterText } from '@marketplace/contract/field-filters';
import type { CategoryField } from '@marketplace/contract/category-fields-messages';
import { currentFieldsOf, withApplicableFieldFilters } from '../catalog/category-fields.service';
import {
  loadPriceOrderedCatalogue,
  priceBoundsOf as priceBoundsInMemory,
  type PriceOrderedCatalogue,
} from './price-ordered-catalogue';

/** A term's matches are sampled up to this many rows (+1): at most the count cap, answered wholly in memory. */
export const SAMPLE_SIZE = MARKETPLACE_COUNT_CAP;
/**
 * Issue #39: a category's listings with values held for its field facets and filters: all of them up to this
 * many (every count exact), else this many as a sample to scale from. 4,000 rows cost ~12 ms a read at 100,000
 * listings (their values read and built in the driver), 1,000 ~3 ms, as a term's sample.
 */
export const FIELD_SAMPLE_SIZE = SAMPLE_SIZE;
/** A set estimated at most this large is aggregated or gathered exactly (cost grows with it; ~3 ms at 4,000). */
const EXACT_SCAN_LIMIT = 4000;
/**
 * A term estimated in more than this share of the live listings samples them by a scan that stops at its
 * sample's last match; a rarer one through its GIN index, which gathers every match first (decision 033).
 */
export const SCAN_FROM_SHARE = 0.2;
const EXACT_RARE_VALUE = 20;
/**
 * What testing a field search's term on one row by id costs, in the term index's entries (~7 µs against ~4 µs
 * at 1,000,000 listings; issue #39 item 6, see `fieldRowsOf`).
 */
const FIELD_WALK_LOOKUP_COST = 2;
/**
 * Browse answers each instance keeps (issue #10, decision 031): sized for a minute of traffic, not a handful of
 * URLs. The realistic mix sends ~11,600 distinct searches in 30,000 requests; an LRU of 1,000 answers caught
 * 32.5% of its searches, 5,000 catch 44.4% and keeping every repeat 46.7%. An answer holds ~28 KB with its
 * JSON and gzip (measured), so 5,000 is at most ~140 MB.
 */
export const PAGE_ANSWERS_HELD = 5_000;
/**
 * How long answers are reused (ms). Any committed catalogue change drops them at once on every instance (and a
 * lost LISTEN connection drops everything), so the TTL is only a backstop; it bounds how stale a card's view
 * count can be (views are not announced). Past the TTL the old answer is served while one refresh runs
 * (stale-while-revalidate).
 */
export const FACET_CACHE_TTL_MS = 60_000;

/**
 * A term as its text-search query. Inside this module a search's term is the `tsquery` text its reading made
 * (`search/read-query.ts`, issue #38): the words as the catalogue holds them, with their accepted forms — so
 * every sample, count and page below tests listings by the same forgiving rule.
 */
const tsQueryOf = (match: string) => sql`${match}::tsquery`;
/**
 * Inside a sample's statement (`sampleOf`), its term's query, made once in the statement's `q`. Written inline
 * the query is made again for every row that tests a name (`name_match`) whenever PostgreSQL plans the
 * statement once for any term (a generic plan, decision 034).
 */
const SAMPLE_TERM_QUERY = sql.raw('(select q from q)');

/**
 * The term's condition on `listings l`. `index`: the plain `@@`, which the term's GIN index serves. `filter`:
 * the same test written so that no index can serve it (`is true`), so the planner reaches the rows through the
 * other filters' indexes and tests the term on each — for a common term and a small island or category.
 */
type TermAccess = 'index' | 'filter';
/**
 * `term` with each corrected word written as read ("Yamaaha 40HP" → "yamaha 40HP"), for "Showing results for …"
 * (issue #38 item 3). A typed word is matched whole and case-insensitively.
 */
export function correctedText(term: string, corrections: SearchReading['corrections']): string {
  let text = term;
  for (const { typed, corrected } of corrections) {
    const escaped = typed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu'), corrected);
  }
  return text;
}

/**
 * The page with the chosen category's field facets and the field filters it applied, as the results line says
 * them in each language (issue #39), when there are any.
 */
function withFields(
  page: MarketplacePage,
  facets: FieldFacet[] | undefined,
  filters: MarketplaceFilters,
  fields: readonly CategoryField[],
): MarketplacePage {
  const applied = (filters.fields ?? []).flatMap((filter) => {
    const field = fields.find((one) => one.key === filter.key);
    return field
      ? [
          {
            key: filter.key,
            text: { en: fieldFilterText(filter, field, 'en'), dv: fieldFilterText(filter, field, 'dv') },
          },
        ]
      : [];
  });
  return {
    ...page,
    ...(facets ? { facets: { ...page.facets, fields: facets } } : {}),
    ...(applied.length > 0 ? { fieldFilters: applied } : {}),
  };
}

/**
 * How a count over some of a facet's values tests the term: `accessFor` picks the form (`termMatch`) by the live
 * listings those values hold under the other filters — with `cap`, a count that stops at `cap` + 1 matches, by
 * the rows a walk is expected to read before it stops — and `sql` writes it.
 */
interface TermWithin {
  accessFor(values: Array<number | string>, cap?: number): TermAccess;
  /** The live listings the values hold under the other filters: the rows a count of them may walk. */
  listingsOf(values: Array<number | string>): number;
  sql(access: TermAccess): SQL[];
}
const termMatch = (term: string, via: TermAccess) =>
  via === 'index'
    ? sql`l.search_vector @@ ${tsQueryOf(term)}`
    : sql`(l.search_vector @@ ${tsQueryOf(term)}) is true`;

/**
 * Test the term row by row when the listings the other filters leave are at least this many times fewer than
 * the term's matches (a bitmap entry costs ~0.13 µs, reading a row and testing it ~2 µs: break-even ~15).
 */
const FILTER_FIRST_RATIO = 10;

/** A search apart from its page (see `contextUncached`). */
interface SearchContext {
  /** Every match (price applied in memory for a term), when there are at most the cap; else null. */
  rows: SampleRow[] | null;
  /** Matches passing every filter; above MARKETPLACE_COUNT_CAP only "more than the cap" is known. */
  matching: number;
  facets: Record<Dimension, Facet>;
  priceBounds: MarketplaceFacets['priceBounds'];
  estimatedSize: number;
  estimatedNameMatches: number;
  /** How the page's query should test the term (see `termMatch`); absent: through the term's index. */
  termVia?: 'index' | 'filter';
  /** Issue #39: the chosen category's field facets, when the field path made this context. */
  fields?: FieldFacet[];
  /** Issue #39: about how many of the chosen category's rows pass the filters (see `fieldRowsOf`). */
  fieldShare?: number;
}

/** An answer and whether a cache gave it without touching the database. */
export type Answer<T> = { value: T; cache: 'hit' | 'miss' };

export interface MarketplaceSearch {
  /** One page of live listings with total and facets (spec 02 §4–§5; rules in the file comment). */
  search(filters: MarketplaceFilters): Promise<Answer<MarketplacePage>>;
  /** Header suggestions (spec 01 §2, §7): ≤ 3 name matches + ≤ 3 display-id matches, ≤ 5 in all, no repeats. */
  suggest(query: string): Promise<Answer<Suggestion[]>>;
}

/**
 * @param options.sampleSize rows sampled per term (default SAMPLE_SIZE); tests set it small to exercise the
 *   many-matches plans on small data.
 * @param options.exactScanLimit sets estimated at most this large are counted and gathered exactly (default
 *   EXACT_SCAN_LIMIT; -1 never).
 * @param options.answerCache reuse answers, term samples and live counts until the catalogue changes (default
 *   true); false runs every query every time (the bench's one-at-a-time figures).
 */
export function createMarketplaceSearch(
  deps: { db: Database; storage: Storage; catalogEvents: CatalogEvents },
  options: {
    sampleSize?: number;
    exactScanLimit?: number;
    answerCache?: boolean;
    /** See FILTER_FIRST_RATIO; 0 tests every narrowed term row by row (for tests of that form). */
    filterFirstRatio?: number;
    /**
     * Issue #39: a category's listings held with their values for field facets and filters (default
     * FIELD_SAMPLE_SIZE): all of them up to this many, else this many as a sample (tests set it small).
     */
    fieldSampleSize?: number;
    /** Newest listings a suggestion looks at before its index (tests of the wider look set it small). */
    suggestionWindow?: number;
    /** What a search or suggestion no answer cache could give waits for (the app's shared one); none waits. */
    readAdmission?: ReadAdmission;
  } = {},
): MarketplaceSearch {
  const { db } = deps;
  const sampleSize = options.sampleSize ?? SAMPLE_SIZE;
  const exactScanLimit = options.exactScanLimit ?? EXACT_SCAN_LIMIT;
  const answerCache = options.answerCache ?? true;
  const filterFirstRatio = options.filterFirstRatio ?? FILTER_FIRST_RATIO;
  const { suggestionWindow } = options;
  const fieldSampleSize = options.fieldSampleSize ?? FIELD_SAMPLE_SIZE;
  const admit = options.readAdmission ?? unlimitedReads;

  /**
   * Up to sampleSize + 1 matches of `where` (no order: the cheapest rows to reach), with their size, in one
   * statement. With `estimate` (the set's term, price range and availability, which must be what `where`
   * says) the statement first asks the planner how large the set is (`live_listing_estimate`, migration 0022),
   * then reads in the way that size calls for, in one pass (decision 033):
   * - estimated at most `exactScanLimit`: read whole (up to `exactScanLimit` + 1 rows), so its facets, bounds
   *   and every page come from memory;
   * - estimated above `estimate.scanFrom` (a term in a large share of the rows): `estimate.scanWhere`, the
   *   same set written so that no index serves it — a scan that stops at the sampleSize + 1st match, where the
   *   term's GIN index would first gather every match (~300,000 at 1,000,000 listings);
   * - otherwise through `where`'s index, up to sampleSize + 1 rows.
   * A larger set's sample is scaled by the estimate. Each branch has a constant LIMIT and a one-time filter on
   * the estimate, so only one runs and each is planned for its own limit (with the limit an expression the
   * planner assumed a tenth of the set and chose a bitmap of every match where a scan stopping early was
   * cheaper; decision 030). Asking first replaced asking only on overflow, which read a set of 1,001–4,000
   * twice. With `bounds` it also reads the lowest and highest price of `bounds.where`: `lazy` only when the
   * set is estimated larger than `exactScanLimit` (a smaller one is read whole, and its rows give them),
   * otherwise always, in the plan its known size calls for (`priceBoundsSql`). Each of those was a statement
   * of its own, and a round trip — a socket write that wakes the other process — cost more than the planning
   * or the index probe it carried (decision 018).
   */
  async function sampleOf(
    where: SQL,
    term: string,
    options: {
      /**
       * Ask the planner the size of the term's live set (which `where` must be) before reading; above
       * `scanFrom` estimated matches, read through `scanWhere` (the same rows, no index) instead.
       */
      estimate?: { scanWhere: SQL; scanFrom: number };
      bounds?: { where: SQL; size: number | 'lazy' };
      size?: number;
      /**
       * The rows `where` is over, as `l`: `listings` (the default), or `live_listing_search` — the live listings'
       * search columns alone (migration 0025), ~3× faster to scan for a term's matches (decision 032).
       */
      from?: SQL;
      /**
       * Run as a named prepared statement (`executePrepared`, decision 034): for a statement whose text is the
       * same for every term, so PostgreSQL parses it once per connection and may keep one plan.
       */
      prepared?: string;
    } = {},
  ): Promise<Sample> {
    const size = options.size ?? sampleSize;
    const bareNumber = bareNumberOf(term);
    const { estimate, bounds } = options;
    const readWhole = estimate !== undefined && size < exactScanLimit;
    const estimateSql = estimate
      ? sql`live_listing_estimate(${SAMPLE_TERM_QUERY}, null, null, false)`
      : sql`null`;
    const boundsSql = !bounds
      ? sql`null::float8[]`
      : bounds.size === 'lazy'
        ? // Only when the sample overflowed as well: then at least `size` + 1 listings match, and a walk from
          // either end of the price index meets one within about (live listings ÷ size) rows. On the estimate
          // alone a two-word term the planner overestimates (it takes the words as independent) could walk
          // most of the catalogue testing each row (seconds at 1,000,000).
          sql`case when (select count(*) from s) > ${size}::int and (select estimate from e) > ${exactScanLimit}
                then ${priceBoundsSql(bounds.where, exactScanLimit + 1)} end`
        : priceBoundsSql(bounds.where, bounds.size);
    // One text value instead of up to 1,001 rows: the driver would build an object per row and per column,
    // which cost the server more CPU than the query itself (issue #10 profile). Fields are numbers, a uuid and
    // a condition's index, so ',' and ';' cannot occur inside one. Each field is the cheapest exact form: the
    // price as its numeric text (a cast to float8 goes through text and back), the creation time in µs through
    // `date_part`'s double (a step of 0.24 µs at today's dates, and the cast to bigint rounds) rather than
    // `extract`'s numeric arithmetic. Packing 50,000 rows: 90 → 69 ms (decision 018).
    // A sample that overflows is only counted from (facet shares, prices, name matches): its rows' ids and
    // creation times are sent empty. Turning 1,001 uuids and times into text was ~0.6 ms of a common term's
    // ~1.8 ms statement once its scan got cheap (decision 032).
    // The matches come from the term's GIN index (or a scan), unordered: ordering them would read every match.
    const rowsFrom = options.from ?? sql.raw('listings l');
    const columns = sql`l.id, l.category_id, l.location_id, ${CONDITION_INDEX} as condition_index,
                    l.price, l.created_at,
                    ${bareNumber ? sql`l.item_display_id = ${bareNumber}` : sql`false`} as exact,
                    l.name_vector @@ ${SAMPLE_TERM_QUERY} as name_match,
                    l.reserved_for_id is not null as reserved`;
    // Unknown (no statistics): taken as a set to sample through the index, the plan that was always safe.
    const estimatedSql = sql`coalesce((select estimate from e), ${exactScanLimit + 1})`;
    const read = !estimate
      ? sql`select ${columns} from ${rowsFrom} where ${where} limit ${literal(size + 1)}`
      : sql`(select ${columns} from ${rowsFrom} where ${estimate.scanWhere} and ${estimatedSql} > ${estimate.scanFrom}
               limit ${literal(size + 1)})
            union all
            (select ${columns} from ${rowsFrom} where ${where} and ${estimatedSql} <= ${estimate.scanFrom}
                    ${readWhole ? sql`and ${estimatedSql} > ${exactScanLimit}` : sql``}
               limit ${literal(size + 1)})
            ${
              readWhole
                ? sql`union all
                      (select ${columns} from ${rowsFrom} where ${where} and ${estimatedSql} <= ${exactScanLimit}
                         limit ${literal(exactScanLimit + 1)})`
                : sql``
            }`;
    // Whole: every match is in the rows (fewer than the branch's limit + 1), so ids and times are sent.
    const wholeLimit = readWhole
      ? sql`case when ${estimatedSql} <= ${exactScanLimit} then ${exactScanLimit}::int else ${size}::int end`
      : sql`${size}::int`;
    const statement = sql`
      with q as materialized (select ${tsQueryOf(term)} as q),
           e as materialized (select ${estimateSql}::float8 as estimate),
           s as materialized (${read}),
           k as materialized (select (select count(*) from s) <= ${wholeLimit} as whole)
      select (select string_agg(concat_ws(',', case when (select whole from k) then s.id::text else '' end,
                                          s.category_id, s.location_id, s.condition_index, s.price,
                                          case when (select whole from k)
                                               then (date_part('epoch', s.created_at) * 1000000)::bigint::text
                                               else '' end,
                                          s.exact::int, s.name_match::int, s.reserved::int), ';')
              from s) as rows,
             (select estimate from e) as estimate,
             ${boundsSql} as price_bounds`;
    const result = options.prepared
      ? await executePrepared(db, options.prepared, statement)
      : await db.execute(statement);
    const row = rowsOf<{
      rows: string | null;
      estimate: number | string | null;
      price_bounds: PriceBoundsValue;
    }>(result)[0];
    const rows = row?.rows ? unpackSampleRows(row.rows) : [];
    // An estimate asked for but unknown was read as a set to sample (`estimatedSql`).
    const estimated = row?.estimate == null ? (estimate ? exactScanLimit + 1 : 0) : Number(row.estimate);
    const limit = readWhole && estimated <= exactScanLimit ? exactScanLimit : size;
    const boundsRead =
      bounds !== undefined && (bounds.size !== 'lazy' || (rows.length > size && estimated > exactScanLimit));
    const priceBounds = boundsRead ? toPriceBounds(row?.price_bounds) : undefined;
    if (rows.length <= limit) return { rows, complete: true, size: rows.length, priceBounds };
    rows.pop();
    return { rows, complete: false, size: Math.max(limit + 1, estimated), priceBounds };
  }

  // A term's sample serves every page, sort and filter of that term (and price ranges, applied in memory).
  // Its price bounds are the unfiltered term's, read in the same statement when the set is large.
  // Its matches come from the narrow table of live listings' search columns (every row in it is live); the
  // bounds walk the price index of `listings`.
  // A term estimated in more than SCAN_FROM_SHARE of the live listings is read by a scan that stops at its
  // sample's last row, not through its GIN index (which first gathers every match; decision 033).
  const sampleOfTerm = async (term: string) =>
    sampleOf(sql`l.search_vector @@ ${SAMPLE_TERM_QUERY}`, term, {
      from: sql.raw('live_listing_search l'),
      estimate: {
        scanWhere: sql`(l.search_vector @@ ${SAMPLE_TERM_QUERY}) is true`,
        scanFrom: Math.max(exactScanLimit, Math.round(liveTotal(await allLiveCounts()) * SCAN_FROM_SHARE)),
      },
      bounds: { where: sql`${LIVE} and l.search_vector @@ ${SAMPLE_TERM_QUERY}`, size: 'lazy' },
      prepared: 'term_sample',
    });
  const termSamples = new LRUCache<string, Sample>({
    // Bounded by the rows held (a term read whole holds up to EXACT_SCAN_LIMIT): 1,000,000 rows, ~50 MB more
    // resident than 200,000 under the realistic mix. The mix names ~3,300 distinct terms (1,400 word pairs,
    // 1,800 display ids); 1,000 entries and 200,000 rows sampled them 4,700 times (decision 029).
    max: 10_000,
    maxSize: 1_000_000,
    sizeCalculation: (sample) => Math.max(1, sample.rows.length),
    ttl: FACET_CACHE_TTL_MS,
    allowStale: true,
    fetchMethod: sampleOfTerm,
  });
  const termSample = async (term: string) =>
    answerCache ? (await termSamples.fetch(term))! : sampleOfTerm(term);

  // The whole live catalogue per (category, island, condition), from the trigger-kept table.
  const readLiveCounts = async (): Promise<CountRow[]> => {
    const result = await db.execute(
      sql`select category_id, location_id, condition, listings, reserved from live_listing_facet_counts where listings > 0`,
    );
    return rowsOf<{
      category_id: number;
      location_id: number;
      condition: ListingCondition;
      listings: number;
      reserved: number;
    }>(result).map((r) => ({
      categoryId: Number(r.category_id),
      locationId: Number(r.location_id),
      condition: r.condition,
      count: Number(r.listings),
      reserved: Number(r.reserved),
    }));
  };
  const liveCountsCache = new LRUCache<string, CountRow[]>({
    max: 1,
    ttl: FACET_CACHE_TTL_MS,
    allowStale: true,
    fetchMethod: readLiveCounts,
  });
  // Kept even with answerCache off: the in-memory copy of one small table, the same for every request.
  const allLiveCounts = async () => (await fetchFresh(liveCountsCache, 'all')).value;
  // The live catalogue's facet columns in price order (decision 029): loaded once per catalogue snapshot, kept
  // with answerCache off as the counts above are.
  const priceOrderedCache = new LRUCache<string, PriceOrderedCatalogue>({
    max: 1,
    ttl: FACET_CACHE_TTL_MS,
    allowStale: true,
    fetchMethod: () => loadPriceOrderedCatalogue(db),
  });
  const priceOrderedCatalogue = async () => (await fetchFresh(priceOrderedCache, 'all')).value;
  const availableCounts = new WeakMap<CountRow[], CountRow[]>();
  /** The live catalogue's counts as the filters see it: without the Reserved listings when they are hidden. */
  const liveCounts = async (filters: MarketplaceFilters) => {
    const all = await allLiveCounts();
    if (filters.availability !== 'available') return all;
    // Made once per snapshot, so it is one array per snapshot too (catalogueCountOf's memo is keyed by it).
    let available = availableCounts.get(all);
    if (!available) {
      available = all.flatMap((row) =>
        row.count > row.reserved ? [{ ...row, count: row.count - row.reserved }] : [],
      );
      availableCounts.set(all, available);
    }
    return available;
  };

  // Per catalogue snapshot (dropped with it on any change): which values of a facet have live listings with one
  // category, island or condition fixed (or none), e.g. the islands with a listing in category 4 that is "good".
  const valuesWithListings = new WeakMap<CountRow[], Map<string, Set<number | string>>>();
  async function valuesWith(
    dimension: Dimension,
    fixed: { category?: number; location?: number; condition?: ListingCondition },
    availableOnly: boolean,
  ): Promise<ReadonlySet<number | string>> {
    const snapshot = await allLiveCounts();
    let memo = valuesWithListings.get(snapshot);
    if (!memo) {
      memo = new Map();
      valuesWithListings.set(snapshot, memo);
    }
    const key = `${dimension}|${fixed.category ?? ''}|${fixed.location ?? ''}|${fixed.condition ?? ''}|${availableOnly}`;
    const known = memo.get(key);
    if (known) return known;
    if (memo.size >= 10_000) memo.clear();
    const values = new Set<number | string>();
    for (const row of snapshot) {
      if (availableOnly && row.count <= row.reserved) continue;
      if (fixed.category !== undefined && row.categoryId !== fixed.category) continue;
      if (fixed.location !== undefined && row.locationId !== fixed.location) continue;
      if (fixed.condition !== undefined && row.condition !== fixed.condition) continue;
      values.add(valueOf(row, dimension));
    }
    memo.set(key, values);
    return values;
  }

  /**
   * The values of a facet with at least one live listing under the other facets' filters (and hidden Reserved
   * ones), from the trigger-kept counts: the values the facet must still list when a sample missed them. Built
   * from per-value sets made once per catalogue snapshot (a union over the chosen categories), not from a pass
   * over every count row per search: that pass was ~2.7 ms a search at 1,000,000 listings (decision 018).
   */
  async function facetValuesWithListings(
    filters: MarketplaceFilters,
    dimension: Dimension,
  ): Promise<Set<number | string>> {
    return valuesWithAny(
      dimension,
      {
        categories: dimension === 'categories' ? undefined : filters.categories,
        locations: dimension === 'islands' ? undefined : filters.location,
        condition: dimension === 'conditions' ? undefined : filters.condition,
      },
      filters.availability === 'available',
    );
  }

  /**
   * The values of `dimension` with live listings in any of the given categories and islands (none given: any)
   * and the condition: a union of `valuesWith`'s per-snapshot sets (several islands: issue #39 item 5).
   */
  async function valuesWithAny(
    dimension: Dimension,
    fixed: { categories?: number[]; locations?: number[]; condition?: ListingCondition },
    availableOnly: boolean,
  ): Promise<Set<number | string>> {
    const categories = fixed.categories?.length ? fixed.categories : [undefined];
    const locations = fixed.locations?.length ? fixed.locations : [undefined];
    const union = new Set<number | string>();
    for (const category of categories) {
      for (const location of locations) {
        const values = await valuesWith(
          dimension,
          { category, location, condition: fixed.condition },
          availableOnly,
        );
        for (const value of values) union.add(value);
      }
    }
    return union;
  }

  // Per catalogue snapshot (dropped with it): listings passing the facet filters but one, by those filters.
  const passingCounts = new WeakMap<CountRow[], Map<string, number>>();
  /**
   * Live listings passing `filters`' category, island and condition (but `ignore`'s), from the trigger-kept
   * counts. Count rows carry no price, so `'price'` and no `ignore` agree. Summed once per snapshot and filter
   * set: a pass over the ~15,000 count rows at 100,000 listings, made up to four times a search, was ~5% of the
   * API's CPU under the realistic mix (decision 018).
   */
  function catalogueCountOf(
    catalogue: CountRow[],
    filters: MarketplaceFilters,
    ignore?: Dimension | 'price',
  ): number {
    let memo = passingCounts.get(catalogue);
    if (!memo) {
      memo = new Map();
      passingCounts.set(catalogue, memo);
    }
    const key = facetFiltersKey(filters, ignore);
    const known = memo.get(key);
    if (known !== undefined) return known;
    if (memo.size >= 10_000) memo.clear();
    let count = 0;
    for (const row of catalogue) if (passes(row, filters, ignore)) count += row.count;
    memo.set(key, count);
    return count;
  }

  // Per catalogue snapshot (dropped with it): a facet's live listings by value, under the other facet filters.
  const listingsByValueMemo = new WeakMap<CountRow[], Map<string, Map<number | string, number>>>();
  /**
   * Live listings of each of `dimension`'s values passing `filters`' other facet filters (category, island,
   * condition), from the trigger-kept counts: what a walk of a value's own listings would read (decision 036).
   * Summed once per snapshot, dimension and filter set: made per search, the pass over the ~15,000 count rows
   * (up to three a search) was 5.4% of the API's CPU under the realistic mix at 100,000 listings (decision 037).
   */
  function listingsByValueOf(
    catalogue: CountRow[],
    filters: MarketplaceFilters,
    dimension: Dimension,
  ): ReadonlyMap<number | string, number> {
    let memo = listingsByValueMemo.get(catalogue);
    if (!memo) {
      memo = new Map();
      listingsByValueMemo.set(catalogue, memo);
    }
    const key = `${dimension}|${facetFiltersKey(filters, dimension)}`;
    const known = memo.get(key);
    if (known) return known;
    if (memo.size >= 1_000) memo.clear();
    const byValue = new Map<number | string, number>();
    for (const row of catalogue) {
      if (!passes(row, filters, dimension)) continue;
      const value = valueOf(row, dimension);
      byValue.set(value, (byValue.get(value) ?? 0) + row.count);
    }
    memo.set(key, byValue);
    return byValue;
  }

  /** Exact counts per value of `dimension` over `where` (optionally only the given values). */
  async function aggregateDimension(
    where: SQL,
    dimension: Dimension,
    only?: Array<number | string>,
  ): Promise<Map<number | string, number>> {
    const column = sql.raw(`l.${DIMENSION_COLUMN[dimension]}`);
    const restrict = only
      ? sql` and ${column} in (${sql.join(
          only.map((v) => sql`${v}`),
          sql`, `,
        )})`
      : sql``;
    const result = await db.execute(
      sql`select ${column} as value, count(*)::int as n from listings l where ${where}${restrict} group by 1`,
    );
    return new Map(
      rowsOf<{ value: number | string; n: number }>(result).map((r) => [
        dimension === 'conditions' ? r.value : Number(r.value),
        Number(r.n),
      ]),
    );
  }

  /**
   * One facet over a set known by a sample of it. A complete sample counts exactly; a set of at most
   * `exactScanLimit` listings is simply counted. Otherwise the values the sample saw get rounded estimates
   * (their share of the sample times `size`), a chosen value small enough to agree with the total is counted,
   * and every value estimated rare or missed by the sample — yet with a live listing under the other filters —
   * gets a count capped at EXACT_RARE_VALUE + 1: exact when small, and in any case exact about being there.
   */
  async function facetOf(args: {
    rows: SampleRow[];
    complete: boolean;
    /** Estimated size of the set the rows were drawn from. */
    size: number;
    filters: MarketplaceFilters;
    dimension: Dimension;
    termSql: SQL[];
    /** The term's condition for a count narrowed to some of this facet's values (see `TermWithin`). */
    termWithin?: TermWithin;
    /**
     * Exact counts of the chosen values (absent: none), when the caller holds every match: they are what a
     * count of each chosen value would find, without reading its rows again.
     */
    exactChosen?: Map<number | string, number>;
  }): Promise<{ counts: Map<number | string, number>; approximate: boolean }> {
    const { filters, dimension } = args;
    // One pass: the rows passing every filter but this facet's own, counted by their value.
    const seen = exactFacets(args.rows, filters, dimension);
    let passing = 0;
    for (const n of seen.values()) passing += n;
    if (args.complete) return { counts: seen, approximate: false };
    const where = sql.join([...filterSql(filters, dimension), ...args.termSql], sql` and `);
    const size = Math.max(args.size, passing);
    if (size <= exactScanLimit)
      return { counts: await aggregateDimension(where, dimension), approximate: false };
    const scale = size / Math.max(1, passing);
    const candidates = await facetValuesWithListings(filters, dimension);
    for (const value of seen.keys()) candidates.delete(value);
    const chosen = new Set(chosenValues(filters, dimension));
    if (args.exactChosen) for (const value of chosen) candidates.delete(value);
    const counts = new Map<number | string, number>();
    let approximate = false;
    const chosenToCount: Array<number | string> = [];
    // The total is past the cap here ("1,000+"), so a chosen value's count need not agree with it: it is counted
    // exactly while the chosen values counted hold at most exactScanLimit estimated matches and (with a term)
    // listings a count may walk, the smallest first; past that, an estimate like any other value's. Counted
    // one by one, a whole atoll's nine islands with a common word were one read of ~17,000 matches or a walk of
    // ~32,000 listings (200–370 ms at 1,000,000 listings).
    let matchesLeft = exactScanLimit;
    const smallestFirst = [...seen].sort((a, b) => a[1] - b[1]);
    for (const [value, n] of smallestFirst) {
      if (args.exactChosen && chosen.has(value)) continue;
      const walk = args.termWithin ? args.termWithin.listingsOf([...chosenToCount, value]) : 0;
      if (chosen.has(value) && n * scale <= matchesLeft && walk <= exactScanLimit) {
        chosenToCount.push(value);
        matchesLeft -= n * scale;
      }
      // Rare categories and conditions are counted; of 190 islands many are rare in any sample, so only
      // the ones it missed are.
      else if (n * scale < EXACT_RARE_VALUE && dimension !== 'islands') candidates.add(value);
      else {
        counts.set(value, roundEstimate(n * scale));
        approximate = true;
      }
    }
    const { termWithin } = args;
    const whereVia = (access: TermAccess) =>
      sql.join([...filterSql(filters, dimension), ...termWithin!.sql(access)], sql` and `);
    // Each rare value is counted over its own rows; the term is tested on them one by one when they are few
    // beside the term's matches (a bitmap of every match per value cost 20–50 ms at 1,000,000; decision 036).
    const rareGroups = new Map<TermAccess | 'as-is', Array<number | string>>();
    for (const value of candidates) {
      const access = termWithin ? termWithin.accessFor([value], EXACT_RARE_VALUE) : 'as-is';
      rareGroups.set(access, [...(rareGroups.get(access) ?? []), value]);
    }
    const [chosenCounts, rareCounts] = await Promise.all([
      chosenToCount.length
        ? aggregateDimension(
            termWithin ? whereVia(termWithin.accessFor(chosenToCount)) : where,
            dimension,
            chosenToCount,
          )
        : new Map<number | string, number>(),
      rareGroups.size
        ? cappedCounts(
            [...rareGroups].map(([access, values]) => ({
              where: access === 'as-is' ? where : whereVia(access),
              values,
            })),
            dimension,
            EXACT_RARE_VALUE,
          )
        : new Map<number | string, number>(),
    ]);
    for (const [value, n] of chosenCounts) counts.set(value, n);
    for (const [value, n] of args.exactChosen ?? []) counts.set(value, n);
    for (const [value, n] of rareCounts) {
      if (n === 0) continue;
      if (n <= EXACT_RARE_VALUE) counts.set(value, n);
      else {
        // More than the rare cut-off, yet (nearly) missed by the sample: an estimate, marked as such.
        counts.set(value, roundEstimate(Math.max(n, (seen.get(value) ?? 0.5) * scale)));
        approximate = true;
      }
    }
    return { counts, approximate };
  }

  /**
   * For each group's values, how many listings of the group's `where` have it, counting at most `cap` + 1 (so a
   * value with none costs a look at its own rows only, and a common one stops early). Values with none answer 0.
   * Every group in one statement: a round trip costs more than a short walk (decision 018).
   */
  async function cappedCounts(
    groups: Array<{ where: SQL; values: Array<number | string> }>,
    dimension: Dimension,
    cap: number,
  ): Promise<Map<number | string, number>> {
    const column = sql.raw(`l.${DIMENSION_COLUMN[dimension]}`);
    const cast = sql.raw(dimension === 'conditions' ? 'text' : 'int');
    // Ordered as the value's own index is (listings_live_category_price_idx, ..._location_price_idx), so each
    // count walks that value's rows and stops at cap + 1, instead of building the term's whole bitmap per value.
    const order = sql.raw(
      dimension === 'conditions'
        ? 'l.created_at desc, l.id desc'
        : `l.${DIMENSION_COLUMN[dimension]}, l.price`,
    );
    const result = await db.execute(
      sql.join(
        groups.map(
          ({ where, values }) => sql`
            select v.value, (select count(*)::int from (select 1 from listings l where ${where} and ${column} = v.value
                                                          order by ${order} limit ${cap + 1}) c) as n
            from (values ${sql.join(
              values.map((value) => sql`(${value}::${cast})`),
              sql`, `,
            )}) as v(value)`,
        ),
        sql` union all `,
      ),
    );
    return new Map(
      rowsOf<{ value: number | string; n: number }>(result).map((r) => [
        dimension === 'conditions' ? r.value : Number(r.value),
        Number(r.n),
      ]),
    );
  }

  /** Lowest and highest price over `where` (the price range left out), choosing the plan by the set's size. */
  async function priceBoundsOf(where: SQL, estimatedSize: number): Promise<MarketplaceFacets['priceBounds']> {
    const result = await db.execute(sql`select ${priceBoundsSql(where, estimatedSize)} as price_bounds`);
    return toPriceBounds(rowsOf<{ price_bounds: PriceBoundsValue }>(result)[0]?.price_bounds);
  }

  /**
   * `array[lowest, highest]` price of `where`, an expression for a select list: a set of at most
   * `exactScanLimit` is aggregated (gathered through whatever index fits), a larger one read from each end of
   * the price index until a row passes (a handful of rows; on a small set that walk could pass most of the
   * catalogue).
   */
  function priceBoundsSql(where: SQL, estimatedSize: number): SQL {
    return estimatedSize <= exactScanLimit
      ? sql`(select array[min(l.price)::float8, max(l.price)::float8] from listings l where ${where})`
      : sql`array[(select l.price::float8 from listings l where ${where} order by l.price asc, l.id asc limit 1),
                  (select l.price::float8 from listings l where ${where} order by l.price desc, l.id desc limit 1)]`;
  }

  /** Cards for ids, in their order. */
  const cards = (ids: string[]) => cardsFor(deps, ids);

  /**
   * The page's cards for a set too large to hold in memory. A set estimated small is gathered through whatever
   * index fits and ordered in memory; a large one is read in the order of a partial index that matches the sort
   * (schema/listings.ts), so the page costs about offset + 12 rows.
   */
  async function pageCardsOf(args: {
    where: SQL;
    /** The filters alone (`where` without the term). */
    filtersWhere: SQL;
    /** How `where` tests the term (see `termMatch`). */
    termVia: 'index' | 'filter';
    term: string | undefined;
    sort: SortOption;
    page: number;
    estimatedSize: number;
    estimatedNameMatches: number;
  }): Promise<ListingCard[]> {
    const { where, term, sort, page, estimatedSize } = args;
    const offset = (page - 1) * MARKETPLACE_PAGE_SIZE;
    const needed = offset + MARKETPLACE_PAGE_SIZE;
    const query = term ? tsQueryOf(term) : null;
    const bareNumber = term ? bareNumberOf(term) : null;
    const order = orderSqlOf(sort);

    // Without a term a partial index fits every sort and filter (newest, price, category, island): read in
    // order. A term's matches come from its GIN index, so a small set of them is gathered and sorted here.
    if (query && estimatedSize <= exactScanLimit) {
      const relevance =
        sort === 'relevance' && query
          ? sql`${bareNumber ? sql`l.item_display_id = ${bareNumber} desc, ` : sql``}l.name_vector @@ ${query} desc, `
          : sql``;
      return cardsForPage(
        deps,
        sql`with matches as materialized (select l.id, l.created_at, l.price, l.item_display_id, l.name_vector
                                          from listings l where ${where})
            select l.id from matches l order by ${relevance}${order} limit ${MARKETPLACE_PAGE_SIZE} offset ${offset}`,
      );
    }
    if (sort !== 'relevance' || !query) {
      return cardsForPage(
        deps,
        sql`select l.id from listings l where ${where} order by ${order} limit ${MARKETPLACE_PAGE_SIZE} offset ${offset}`,
      );
    }
    // Relevance over many matches (spec 02 §5): group 0 the exact display number, group 1 name matches,
    // group 2 the rest, each newest first; the rest are read only when the earlier groups do not fill the page
    // (a one-time filter on their counts). One statement with the cards: it was up to four round trips.
    const exact = bareNumber
      ? sql`select l.id, l.created_at from listings l where ${where} and l.item_display_id = ${bareNumber}`
      : sql`select null::uuid as id, null::timestamptz as created_at where false`;
    const notExact = bareNumber ? sql` and l.item_display_id <> ${bareNumber}` : sql``;
    // A name that matches the term puts the listing among its matches (the name's words are in its search
    // vector too), unless the term excludes a word ("-case"), which the description may hold. Tested on the
    // name alone, the planner sees how many names match: with both tests it took them as independent (601
    // estimated of 19,840 at 1,000,000 listings), gathered and sorted every match of a common name word
    // through a bitmap (~18,000 heap pages, 130–430 ms for page 14) instead of walking newest first (11 ms).
    const nameTest =
      args.termVia === 'filter' ? sql`(l.name_vector @@ ${query}) is true` : sql`l.name_vector @@ ${query}`;
    const nameMatches = (term ?? '!').includes('!')
      ? sql`select l.id, l.created_at from listings l where ${where} and ${nameTest}${notExact}`
      : sql`select l.id, l.created_at from listings l where ${args.filtersWhere} and ${nameTest}${notExact}`;
    // Few name matches: gathered through the name index and sorted; many: read newest first until enough.
    const namedCtes =
      args.estimatedNameMatches <= exactScanLimit
        ? sql`named_all as materialized (${nameMatches}),
              named as materialized (select n.id, n.created_at from named_all n
                                     order by n.created_at desc, n.id desc limit ${needed})`
        : sql`named as materialized (${nameMatches} order by l.created_at desc, l.id desc limit ${needed})`;
    return cardsForPage(
      deps,
      sql`with exact as materialized (${exact}),
               ${namedCtes},
               rest as materialized (
                 select l.id, l.created_at from listings l
                 where ${where} and not (l.name_vector @@ ${query})${notExact}
                   and (select count(*) from exact) + (select count(*) from named) < ${needed}
                 order by l.created_at desc, l.id desc limit ${needed})
          select r.id from (select id, 0 as g, created_at from exact
                            union all select id, 1, created_at from named
                            union all select id, 2, created_at from rest) r
          order by r.g, r.created_at desc, r.id desc limit ${MARKETPLACE_PAGE_SIZE} offset ${offset}`,
    );
  }

  /**
   * What a search knows apart from its page: total, facets, price bounds and — when there are at most the cap —
   * every match, so any page or sort of it is cut in memory. Shared by every page and sort of the same search.
   */
  async function contextUncached(filters: MarketplaceFilters): Promise<SearchContext> {
    if (filters.fields?.length) return fieldFilteredContext(filters);
    const term = filters.query?.trim() || undefined;
    const hasPrice = filters.minPrice !== undefined || filters.maxPrice !== undefined;
    // How a query over the term and the filters but `ignore` should find its rows; set once the catalogue's
    // counts are known (`termFirst` below). Until then, through the term's index.
    let termSqlFor = (_ignore?: Dimension | 'price'): SQL[] => (term ? [termMatch(term, 'index')] : []);
    const whereOf = (ignore?: Dimension | 'price') =>
      sql.join([...filterSql(filters, ignore), ...termSqlFor(ignore)], sql` and `);
    const exact = (rows: Array<SampleRow | CountRow>) =>
      Object.fromEntries(
        DIMENSIONS.map((d): [Dimension, Facet] => [
          d,
          { counts: exactFacets(rows, filters, d), approximate: false },
        ]),
      ) as Record<Dimension, Facet>;
    const fromRows = (rows: SampleRow[], priceBounds: MarketplaceFacets['priceBounds']): SearchContext => ({
      rows,
      matching: rows.filter((row) => passes(row, filters)).length,
      facets: exact(rows),
      priceBounds,
      estimatedSize: rows.length,
      estimatedNameMatches: 0,
    });

    // The live catalogue's counts: held in memory, so asking costs nothing after the first search.
    const catalogue = await liveCounts(filters);
    const catalogueCount = (ignore?: Dimension | 'price') => catalogueCountOf(catalogue, filters, ignore);

    if (!term) {
      // No term: every count is exact, from memory. Facet filters alone come from the trigger-kept counts; a
      // price range is counted over the price-ordered catalogue (decision 029). The price bounds (the filters
      // without the price range) come from the price-ordered catalogue too.
      const priced = await priceOrderedCatalogue();
      const categoriesWithListings = await valuesWithAny(
        'categories',
        { locations: filters.location, condition: filters.condition },
        filters.availability === 'available',
      );
      const priceBounds = priceBoundsInMemory(priced, filters, categoriesWithListings);
      const { facets, matching } = hasPrice
        ? exactPriceRangeFacets(priced, filters)
        : catalogueFacets(catalogue, filters);
      return { rows: null, matching, facets, priceBounds, estimatedSize: matching, estimatedNameMatches: 0 };
    }

    const sample = await termSample(term);
    if (sample.complete) return fromRows(sample.rows, boundsOfRows(sample.rows, filters));
    // Only a chosen island, category or condition can leave few rows; the counts are summed once per set.
    const narrowed = DIMENSIONS.some((dimension) => isChosen(filters, dimension));
    const narrowedCounts = new Map<Dimension | 'price' | undefined, number>();
    const narrowedCount = (ignore?: Dimension | 'price') => {
      if (!narrowedCounts.has(ignore)) narrowedCounts.set(ignore, catalogueCount(ignore));
      return narrowedCounts.get(ignore)!;
    };
    // A common term with a small island or category: reading the few listings the filters leave and testing
    // the term on each is far cheaper than the term's index, whose bitmap holds every one of its matches
    // (at 1,000,000 listings an island's ~3,600 listings 8 ms, the bitmap of a word in 318,000 listings
    // 43 ms; decision 010). The planner costs that bitmap too low, so the form of the condition decides.
    const termSize = sample.size;
    const via = (listings: number): TermAccess =>
      listings * filterFirstRatio < termSize ? 'filter' : 'index';
    if (narrowed) termSqlFor = (ignore) => [termMatch(term, via(narrowedCount(ignore)))];
    // Counts over some of a facet's values (a chosen one, or one the sample missed) decide the same way, by the
    // listings those values hold under the other filters — also when no filter narrows the term (decision 036).
    const termWithin = (dimension: Dimension): TermWithin => ({
      listingsOf: (values) => {
        const byValue = listingsByValueOf(catalogue, filters, dimension);
        let listings = 0;
        for (const value of values) listings += byValue.get(value) ?? 0;
        return listings;
      },
      accessFor: (values, cap) => {
        const byValue = listingsByValueOf(catalogue, filters, dimension);
        let listings = 0;
        for (const value of values) listings += byValue.get(value) ?? 0;
        if (cap === undefined) return via(listings);
        // A capped count stops at its cap + 1st match: about (cap + 1) ÷ the term's share of the catalogue rows
        // in, if the value's listings hold the term as often as the catalogue does (all of them if it has none).
        const share = Math.min(1, termSize / Math.max(1, liveTotal(catalogue)));
        return via(Math.min(listings, Math.ceil((cap + 1) / Math.max(share, 1e-9))));
      },
      sql: (access) => [termMatch(term, access)],
    });

    // The matches under the filters but `ignore`, as `sampleOf` reads them. With islands among those filters,
    // from the narrow table through its island-and-words index (migration 0027): one index scan intersects the
    // island's postings with the term's, and only the matches are read — the island's listings in `listings`,
    // walked one by one, were ~3,500 table pages at 1,000,000 listings whatever the term (decision 037).
    const readOf = (ignore?: Dimension): { where: SQL; from?: SQL } =>
      filters.location?.length && ignore !== 'islands'
        ? {
            from: sql.raw('live_listing_search l'),
            where: sql.join(
              [...filterSql(filters, ignore, 'live_listing_search'), termMatch(term, 'index')],
              sql` and `,
            ),
          }
        : { where: whereOf(ignore) };

    // The base sample holds many matches. Estimated sizes of narrower sets come from its share passing them.
    const scale = sample.size / Math.max(1, sample.rows.length);
    const estimateOf = (ignore?: Dimension | 'price', predicate: (row: SampleRow) => boolean = () => true) =>
      sample.rows.filter((row) => passes(row, filters, ignore) && predicate(row)).length * scale;
    // The base sample's set: the term (price and Reserved applied in memory). It holds Reserved rows, so
    // hiding them needs own samples.
    const isBase = (ignore?: Dimension) =>
      DIMENSIONS.every((d) => d === ignore || !isChosen(filters, d)) &&
      !hasPrice &&
      filters.availability !== 'available';
    /** A sample of the set passing the filters but `ignore`: the base sample where it is that set. */
    const sampleFor = async (ignore?: Dimension): Promise<Sample> => {
      if (isBase(ignore)) return sample;
      const estimate = estimateOf(ignore);
      const { where, from } = readOf(ignore);
      const own = await sampleOf(where, term, {
        from,
        // sized below from the base sample's share, not asked of the planner
        size: Math.max(sampleSize, estimate <= exactScanLimit ? exactScanLimit : 0),
      });
      return own.complete ? own : { ...own, size: Math.max(own.rows.length + 1, estimate) };
    };
    // The matches themselves: up to the cap + 1, so the total is exact at or below the cap. A set estimated at
    // most exactScanLimit is read whole instead: one read, and its facets, bounds and every page come from
    // memory — otherwise each facet count and the page would read the same rows again (an island with a
    // common term at 1,000,000 listings: five reads of ~3,600 rows, decision 010).
    const matchesEstimate = isBase() ? sample.size : estimateOf();
    const matchesRead = readOf();
    const matches =
      isBase() && sample.rows.length >= MARKETPLACE_COUNT_CAP
        ? sample
        : await sampleOf(matchesRead.where, term, {
            from: matchesRead.from,
            // sized below from the base sample's share, not asked of the planner
            size: Math.max(MARKETPLACE_COUNT_CAP, matchesEstimate <= exactScanLimit ? exactScanLimit : 0),
          }).then((own) =>
            own.complete ? own : { ...own, size: Math.max(own.rows.length + 1, estimateOf()) },
          );
    const facetFor = async (dimension: Dimension): Promise<Facet> => {
      const from = isChosen(filters, dimension) ? await sampleFor(dimension) : matches;
      return facetOf({
        rows: from.rows,
        complete: from.complete,
        size: from.size,
        filters,
        dimension,
        termSql: termSqlFor(dimension),
        termWithin: termWithin(dimension),
        // Every match is in memory: a chosen value's count is its share of them, exactly.
        exactChosen:
          isChosen(filters, dimension) && matches.complete
            ? exactFacets(matches.rows, filters, dimension)
            : undefined,
      });
    };
    // The term's sample read the bounds (when it overflowed): they are the bounds asked for when no facet
    // or availability narrows the term.
    const sampledBounds =
      DIMENSIONS.every((d) => !isChosen(filters, d)) && filters.availability !== 'available'
        ? sample.priceBounds
        : undefined;
    const [categories, islands, conditions, priceBounds] = await Promise.all([
      facetFor('categories'),
      facetFor('islands'),
      facetFor('conditions'),
      !hasPrice && matches.complete
        ? Promise.resolve(boundsOfRows(matches.rows, filters))
        : sampledBounds !== undefined
          ? Promise.resolve(sampledBounds)
          : priceBoundsOf(whereOf('price'), estimateOf('price')),
    ]);
    return {
      rows: matches.complete ? matches.rows : null,
      matching: matches.complete
        ? matches.rows.filter((row) => passes(row, filters)).length
        : MARKETPLACE_COUNT_CAP + 1,
      facets: { categories, islands, conditions },
      priceBounds,
      estimatedSize: matches.complete
        ? matches.rows.length
        : Math.max(MARKETPLACE_COUNT_CAP + 1, estimateOf()),
      estimatedNameMatches: estimateOf(undefined, (row) => row.nameMatch),
      termVia: narrowed && narrowedCount() * filterFirstRatio < sample.size ? 'filter' : 'index',
    };
  }

  /**
   * Issue #39 item 6: the rows a field search reads — the narrow table of live listings with values as `l`
   * and, with a term, the words' narrow table as `s` — and the term's test, for a read that stops once
   * `needed` rows pass (Infinity: one that reads them all), where about `passingShare` of the category's rows
   * pass the filters on `l`. With a term, the cheaper of two ways, by the term's sample:
   * - through the index: the term's matches in the category from the words' index over both (migration
   *   0037), each listing's values then looked up by id (`offset 0` keeps the look-up per match, so a read
   *   stops at its limit; joined, the planner hashed the category's every listing: 66–75 ms at 1,000,000
   *   listings). About one bitmap entry per match, all of them (~4 µs each with its row);
   * - walking: the category's rows passing the filters on `l` in turn (in a sort's order when there is one),
   *   the term tested on each by id (~7 µs a look-up, FIELD_WALK_LOOKUP_COST entries), until `needed` pass —
   *   `needed` ÷ the term's share of the category look-ups, at most every passing row.
   * At 1,000,000 listings a word in a fifth of a category (~12,000 matches) read 1,001 rows in 85–140 ms
   * through the index and ~20 ms walking; a word in a tenth (4,800) 31 ms through the index, 83 ms walking.
   */
  async function fieldRowsOf(
    category: number,
    term: string | undefined,
    { needed = Infinity, passingShare = 1 }: { needed?: number; passingShare?: number } = {},
  ): Promise<{ from: SQL; termTest: SQL }> {
    if (!term) return { from: sql.raw('live_listing_fields l'), termTest: sql`` };
    const query = tsQueryOf(term);
    const [matches, rows] = await Promise.all([
      termMatchesIn(term, category),
      categoryRowsWithValues(category),
    ]);
    const walkLookups = Math.min(rows * passingShare, matches > 0 ? (needed * rows) / matches : Infinity);
    return FIELD_WALK_LOOKUP_COST * walkLookups < matches
      ? {
          from: sql`live_listing_fields l cross join lateral (
                      select s.* from live_listing_search s where s.id = l.id offset 0) s`,
          termTest: sql` and (s.search_vector @@ ${query}) is true`,
        }
      : {
          from: sql`live_listing_search s cross join lateral (
                      select l.* from live_listing_fields l where l.id = s.id offset 0) l`,
          termTest: sql` and s.category_id = ${category} and s.search_vector @@ ${query}`,
        };
  }

  /**
   * Issue #39 (decision 042): live listings with values of one category passing `where` (over the narrow
   * `live_listing_fields` as `l`, migration 0036: every row live and with values) and the term, in no order, at
   * most `limit`: the rows the field path holds (a category's listings, or the matches of its field filters).
   * With `countAll`, also how many `where` holds in all (no term). With `wholeOnly`, rows only when fewer than
   * `limit` pass (`overflowed` says the set is larger): an overflow is learnt without sending the rows.
   * `passingShare`: about how many of the category's rows pass `where` (see `fieldRowsOf`). One statement.
   */
  async function readFieldRows(
    where: SQL,
    category: number,
    term: string | undefined,
    limit: number,
    { countAll = false, wholeOnly = false, passingShare = 1 } = {},
  ): Promise<{ rows: FieldRow[]; count: number | null; overflowed: boolean }> {
    const query = term ? tsQueryOf(term) : null;
    const bareNumber = term ? bareNumberOf(term) : null;
    const { from, termTest } = await fieldRowsOf(category, term, { needed: limit, passingShare });
    const result = await db.execute(sql`
      with picked as materialized (
        select l.id, l.category_id, l.location_id, l.condition, l.price::float8 as price,
               (date_part('epoch', l.created_at) * 1000000)::bigint::text as created_us,
               ${bareNumber ? sql`s.item_display_id = ${bareNumber}` : sql`false`} as exact,
               ${query ? sql`s.name_vector @@ ${query}` : sql`false`} as name_match,
               l.reserved_for_id is not null as reserved, l.attributes
        from ${from} where ${where}${termTest} limit ${literal(limit)})
      select picked.*, ${countAll && !term ? sql`(select count(*) from live_listing_fields l where ${where})` : sql`null`}::int
               as all_rows, read.n as read
      from (select count(*)::int as n from picked) read
      left join picked on ${wholeOnly ? sql`read.n < ${literal(limit)}` : sql`true`}`);
    const read = rowsOf<{
      id: string;
      category_id: number;
      location_id: number;
      condition: ListingCondition;
      price: number | string;
      created_us: string;
      exact: boolean;
      name_match: boolean;
      reserved: boolean;
      attributes: FieldRow['attributes'] | null;
      all_rows: number | string | null;
      read: number | string;
    }>(result);
    // One row of nulls beside the count when no listing passes, or when `wholeOnly` held back an overflow.
    const overflowed = Number(read[0]?.read ?? 0) >= limit;
    return {
      overflowed,
      rows: read
        .filter((row) => row.id !== null)
        .map((row) => ({
          id: row.id,
          categoryId: Number(row.category_id),
          locationId: Number(row.location_id),
          condition: row.condition,
          price: Number(row.price),
          createdAt: Number(row.created_us),
          exact: row.exact,
          nameMatch: row.name_match,
          reserved: row.reserved,
          attributes: row.attributes ?? {},
        })),
      count: read[0]?.all_rows == null ? null : Number(read[0].all_rows),
    };
  }

  /**
   * Issue #39 item 6 (decision 042): the page's cards of a search with field filters too large to hold in
   * memory (more than the cap), read from the narrow tables — the category's rows with values in the sort's
   * order (`live_listing_fields`' category indexes, migrations 0036 and 0038), the term tested on the words'
   * narrow table by id. Through `listings` a common word's every match in the catalogue was gathered and
   * filtered (250–510 ms at 1,000,000 listings). Relevance: the display number, then name matches, then newest.
   */
  async function fieldPageCards(
    filters: MarketplaceFilters,
    term: string | undefined,
    sort: SortOption,
    passingShare: number | undefined,
  ): Promise<ListingCard[]> {
    const query = term ? tsQueryOf(term) : null;
    const bareNumber = term ? bareNumberOf(term) : null;
    const offset = (filters.page - 1) * MARKETPLACE_PAGE_SIZE;
    const order = orderSqlOf(sort);
    const relevance = sort === 'relevance' && query;
    // Relevance puts name matches first, so it sorts every match; the other orders walk an index and stop.
    const { from, termTest } = await fieldRowsOf(filters.categories![0]!, term, {
      needed: relevance ? Infinity : offset + MARKETPLACE_PAGE_SIZE,
      passingShare,
    });
    const ranked = relevance
      ? sql`${bareNumber ? sql`s.item_display_id = ${bareNumber} desc, ` : sql``}s.name_vector @@ ${query} desc, `
      : sql``;
    return cardsForPage(
      deps,
      sql`select l.id from ${from}
          where ${sql.join(filterSql(filters, undefined, 'live_listing_fields'), sql` and `)}${termTest}
          order by ${ranked}${order}
          limit ${MARKETPLACE_PAGE_SIZE} offset ${offset}`,
    );
  }

  /**
   * Issue #39 item 6: the lowest and highest price of a field search with its price range lifted, from the
   * narrow tables: a set estimated at most `exactScanLimit` and too rare in its category for walking from
   * the ends to be cheaper is gathered and aggregated, any other read from each end of the category's price
   * order (migration 0038) until a row passes. `passingShare`: about how many of the category's rows pass the
   * filters but the price range. Through `listings` each end walked the wide table's price index, testing the
   * term and values on every row (60–70 ms at 1,000,000).
   */
  async function fieldPriceBounds(
    filters: MarketplaceFilters,
    term: string | undefined,
    estimatedSize: number,
    passingShare: number,
  ): Promise<MarketplaceFacets['priceBounds']> {
    const category = filters.categories![0]!;
    // Each end walks about rows ÷ set rows (each tested for the term by id, when there is one); gathering
    // costs the cheaper read of every match (see `fieldRowsOf`), or without a term a pass over the category.
    const rows = await categoryRowsWithValues(category);
    const perEnd = rows / Math.max(1, estimatedSize);
    const matches = term ? await termMatchesIn(term, category) : 0;
    const small =
      estimatedSize <= exactScanLimit &&
      (term
        ? 2 * perEnd * FIELD_WALK_LOOKUP_COST >
          Math.min(matches, FIELD_WALK_LOOKUP_COST * rows * passingShare)
        : 2 * perEnd > rows);
    const { from, termTest } = await fieldRowsOf(category, term, {
      needed: small ? Infinity : 1,
      passingShare,
    });
    const where = sql`${sql.join(filterSql(filters, 'price', 'live_listing_fields'), sql` and `)}${termTest}`;
    const result = await db.execute(
      small
        ? sql`select array[min(l.price)::float8, max(l.price)::float8] as price_bounds from ${from} where ${where}`
        : sql`select array[(select l.price::float8 from ${from} where ${where} order by l.price asc, l.id asc limit 1),
                           (select l.price::float8 from ${from} where ${where} order by l.price desc, l.id desc limit 1)]
                 as price_bounds`,
    );
    return toPriceBounds(rowsOf<{ price_bounds: PriceBoundsValue }>(result)[0]?.price_bounds);
  }

  /** About how many of `category`'s live listings hold values (for `fieldRowsOf`'s choice). */
  async function categoryRowsWithValues(category: number): Promise<number> {
    // The category's live listings from the trigger-kept counts held in memory: those with values are some of
    // them (all, where sellers fill the fields in), and an estimate is all the choice needs.
    const catalogue = await allLiveCounts();
    return catalogueCountOf(catalogue, { page: 1, categories: [category] });
  }

  /**
   * About how many live listings of `category` hold `term` (for `fieldRowsOf`'s choice): the term's estimated
   * matches times the category's share of its sample (0 when the sample saw none there).
   */
  async function termMatchesIn(term: string, category: number): Promise<number> {
    const sample = await termSample(term);
    const inCategory = sample.rows.filter((row) => row.categoryId === category).length;
    return sample.complete ? inCategory : (inCategory / Math.max(1, sample.rows.length)) * sample.size;
  }

  /** A category's live listings with values (with the term, without Reserved ones when hidden). */
  interface FieldSample {
    rows: FieldRow[];
    /** Every such listing (at most `fieldSampleSize`); otherwise the first `fieldSampleSize` reached. */
    complete: boolean;
    /** How many there are: counted without a term; with one, known only when complete (else null). */
    size: number | null;
  }
  const fieldSampleUncached = async (key: string): Promise<FieldSample> => {
    const { category, term, availableOnly } = JSON.parse(key) as {
      category: number;
      term?: string;
      availableOnly: boolean;
    };
    const where = sql.join(
      [sql`l.category_id = ${category}`, ...(availableOnly ? [sql`l.reserved_for_id is null`] : [])],
      sql` and `,
    );
    // Counted only without a term: an index-only count of the category in the narrow table.
    const { rows, count } = await readFieldRows(where, category, term, fieldSampleSize + 1, {
      countAll: !term,
    });
    return rows.length > fieldSampleSize
      ? { rows: rows.slice(0, fieldSampleSize), complete: false, size: count }
      : { rows, complete: true, size: rows.length };
  };
  const fieldSamples = new LRUCache<string, FieldSample>({
    max: 1000,
    maxSize: 400_000,
    sizeCalculation: (sample) => 1 + sample.rows.length,
    ttl: FACET_CACHE_TTL_MS,
    allowStale: true,
    fetchMethod: fieldSampleUncached,
  });
  const fieldSample = async (filters: MarketplaceFilters, category: number, term: string | undefined) => {
    const key = JSON.stringify({ category, term, availableOnly: filters.availability === 'available' });
    return answerCache ? (await fetchFresh(fieldSamples, key)).value : fieldSampleUncached(key);
  };

  /**
   * How many live listings with values a category holds (with the term; without Reserved ones when hidden)
   * once its sample overflowed: counted without a term; with one, the term's estimate times the category's share
   * of the term's sample, at most the category's count without the term.
   */
  async function categorySetSize(
    filters: MarketplaceFilters,
    category: number,
    term: string | undefined,
    sample: FieldSample,
  ): Promise<number> {
    const floor = sample.rows.length + 1;
    if (sample.size !== null) return Math.max(floor, sample.size);
    const [withoutTerm, termRows] = await Promise.all([
      fieldSample(filters, category, undefined),
      termSample(term!),
    ]);
    const share =
      termRows.rows.filter((row) => row.categoryId === category).length / Math.max(1, termRows.rows.length);
    return Math.max(floor, Math.min(withoutTerm.size ?? Infinity, share * termRows.size));
  }

  /** The current fields of the search's category when it has a single one (issue #39); none otherwise. */
  const fieldsOfSearch = async (filters: MarketplaceFilters) =>
    filters.categories?.length === 1 ? currentFieldsOf(db, filters.categories[0]!) : [];

  /**
   * Issue #39: the field facets of a search with a single category and no field filter (the field path makes
   * its own): from the category's sample, scaled and marked approximate when the sample is not all of it.
   * Undefined without a single category or when it has no filterable field.
   */
  async function fieldFacetsFor(
    filters: MarketplaceFilters,
    term: string | undefined,
  ): Promise<FieldFacet[] | undefined> {
    if (filters.categories?.length !== 1) return undefined;
    const category = filters.categories[0]!;
    const fields = filterableFields(await currentFieldsOf(db, category));
    if (fields.length === 0) return undefined;
    const sample = await fieldSample(filters, category, term);
    const scale = sample.complete
      ? 1
      : (await categorySetSize(filters, category, term, sample)) / Math.max(1, sample.rows.length);
    return fieldFacetsOfRows(sample.rows, filters, fields, scale);
  }

  /**
   * Issue #39 (decision 042): a search with field filters — a single category, so its set is one category's
   * listings. With at most `fieldSampleSize` of them (with the term) every count is exact, from their values in
   * memory. Otherwise the matches are read in SQL up to the count cap + 1 (`filterSql` holds the field filters,
   * served by the values' GIN index and the category's own): a facet whose set they are is exact, the rest are
   * the category sample's shares scaled to its size, marked approximate. The other categories' counts are the
   * search's without field filters (picking a second category drops them: the filters belong to one category).
   */
  async function fieldFilteredContext(filters: MarketplaceFilters): Promise<SearchContext> {
    const category = filters.categories![0]!;
    const term = filters.query?.trim() || undefined;
    const chosen = filters.fields ?? [];
    // The other categories' counts lift the category filter, so they are those of the search without the
    // category (and its fields): the term alone, whose context the term's other searches share — the category's
    // own context would read its matches of the term from `listings` first (100–190 ms at 1,000,000 listings).
    const { fields: _fieldFilters, categories: _category, ...otherFilters } = filters;
    const [fields, base, sample] = await Promise.all([
      currentFieldsOf(db, category),
      contextFor(otherFilters),
      fieldSample(filters, category, term),
    ]);
    const categoriesFacet = (count: number, approximate: boolean): Facet => {
      const counts = new Map(base.facets.categories.counts);
      if (count > 0) counts.set(category, count);
      else counts.delete(category);
      return { counts, approximate: approximate || base.facets.categories.approximate };
    };
    const inFields = sample.rows.filter((row) => fieldFiltersPass(row.attributes, chosen));
    if (sample.complete) {
      return {
        rows: inFields,
        matching: inFields.filter((row) => passes(row, filters)).length,
        facets: {
          categories: categoriesFacet(
            inFields.filter((row) => passes(row, filters, 'categories')).length,
            false,
          ),
          islands: { counts: exactFacets(inFields, filters, 'islands'), approximate: false },
          conditions: { counts: exactFacets(inFields, filters, 'conditions'), approximate: false },
        },
        priceBounds: boundsOfRows(inFields, filters),
        estimatedSize: inFields.length,
        estimatedNameMatches: 0,
        fields: fieldFacetsOfRows(sample.rows, filters, fields),
      };
    }
    const scale = (await categorySetSize(filters, category, term, sample)) / Math.max(1, sample.rows.length);
    // How many of the category's rows pass the filters (all, or all but the price range), by the sample's
    // share: it decides how the term is read with them (`fieldRowsOf`).
    const shareOf = (ignore?: 'price') =>
      Math.max(1, inFields.filter((row) => passes(row, filters, ignore)).length) /
      Math.max(1, sample.rows.length);
    // Past the cap the rows are not needed (the page is read in order, the counts are estimates): not sent.
    const { rows: read, overflowed } = await readFieldRows(
      sql.join(filterSql(filters, undefined, 'live_listing_fields'), sql` and `),
      category,
      term,
      MARKETPLACE_COUNT_CAP + 1,
      { wholeOnly: true, passingShare: shareOf() },
    );
    const complete = !overflowed;
    const estimatedOf = (predicate: (row: FieldRow) => boolean) =>
      inFields.filter((row) => passes(row, filters) && predicate(row)).length * scale;
    const estimatedAll = Math.max(
      MARKETPLACE_COUNT_CAP + 1,
      estimatedOf(() => true),
    );
    const facetOfDimension = (dimension: Dimension): Facet => {
      if (complete && !isChosen(filters, dimension)) {
        return { counts: exactFacets(read, filters, dimension), approximate: false };
      }
      const counts = exactFacets(inFields, filters, dimension);
      for (const [value, n] of counts) counts.set(value, roundEstimate(n * scale));
      return { counts, approximate: true };
    };
    const hasPrice = filters.minPrice !== undefined || filters.maxPrice !== undefined;
    const exactFields = complete ? fieldFacetsOfRows(read, filters, fields) : [];
    const ownFilter = new Set(chosen.map((filter) => filter.key));
    return {
      rows: complete ? read : null,
      matching: complete ? read.length : MARKETPLACE_COUNT_CAP + 1,
      facets: {
        categories: complete
          ? categoriesFacet(read.length, false)
          : categoriesFacet(roundEstimate(estimatedAll), true),
        islands: facetOfDimension('islands'),
        conditions: facetOfDimension('conditions'),
      },
      priceBounds:
        complete && !hasPrice
          ? boundsOfRows(read, filters)
          : await fieldPriceBounds(
              filters,
              term,
              inFields.filter((row) => passes(row, filters, 'price')).length * scale,
              shareOf('price'),
            ),
      estimatedSize: complete ? read.length : estimatedAll,
      estimatedNameMatches: estimatedOf((row) => row.nameMatch),
      fieldShare: shareOf(),
      fields: fieldFacetsOfRows(sample.rows, filters, fields, scale).map(
        (facet) =>
          (complete && !ownFilter.has(facet.key) && exactFields.find((f) => f.key === facet.key)) || facet,
      ),
    };
  }

  // A search's context serves all its pages and sorts until the catalogue changes.
  const contexts = new LRUCache<string, SearchContext>({
    max: 1000,
    maxSize: 400_000,
    sizeCalculation: (context) => 1 + (context.rows?.length ?? 0),
    ttl: FACET_CACHE_TTL_MS,
    allowStale: true,
    fetchMethod: (key) => contextUncached(JSON.parse(key) as MarketplaceFilters),
  });
  async function contextFor(filters: MarketplaceFilters): Promise<SearchContext> {
    const shared = { ...filters, page: 1, sort: undefined };
    if (!answerCache) return contextUncached(shared);
    return (await fetchFresh(contexts, JSON.stringify(shared))).value;
  }

  async function searchUncached(filters: MarketplaceFilters): Promise<MarketplacePage> {
    const term = filters.query?.trim() || undefined;
    const sort: SortOption =
      filters.sort === 'relevance' && !term ? 'newest' : (filters.sort ?? (term ? 'relevance' : 'newest'));
    const base = { page: filters.page, pageSize: MARKETPLACE_PAGE_SIZE, sort };

    if (term) {
      const displayId = displayIdFromQuery(term);
      if (displayId) {
        // Spec 02 §5: the id match comes first, then the listings whose text mentions the id ("PD-000008
        // spare strap"), in the chosen order (issue #16 item 1). Those are few, so they are paged in memory.
        // Both are asked at once: one wait for a pooled connection and a round trip fewer per id search
        // (issue #10; the mentions are wasted only when no live listing has the id).
        const textFilters = { ...filters, query: displayIdMatch(displayId) };
        const [exact, context] = await Promise.all([
          db.execute(
            sql`select l.id from listings l where ${sql.join(filterSql(filters), sql` and `)} and l.item_display_id = ${displayId} limit 1`,
          ),
          contextFor(textFilters),
        ]);
        const exactId = rowsOf<{ id: string }>(exact)[0]?.id;
        if (exactId) {
          const offset = (filters.page - 1) * MARKETPLACE_PAGE_SIZE;
          let ids: string[];
          let matching = context.matching;
          if (context.rows) {
            const others = context.rows
              .filter((row) => row.id !== exactId && passes(row, textFilters))
              .sort(compareRows(sort))
              .map((row) => row.id);
            if (!context.rows.some((row) => row.id === exactId)) matching += 1;
            ids = [exactId, ...others].slice(offset, offset + MARKETPLACE_PAGE_SIZE);
          } else {
            // More than the count cap mention the id (only a contrived catalogue): the rest straight from the
            // index, shifted by the one place the id match takes on page 1.
            const order = orderSqlOf(sort);
            const rest = rowsOf<{ id: string }>(
              await db.execute(
                sql`select l.id from listings l where ${sql.join(filterSql(textFilters), sql` and `)}
                    and l.search_vector @@ ${tsQueryOf(displayIdMatch(displayId))} and l.id <> ${exactId}
                    order by ${order}
                    limit ${filters.page === 1 ? MARKETPLACE_PAGE_SIZE - 1 : MARKETPLACE_PAGE_SIZE}
                    offset ${Math.max(0, offset - 1)}`,
              ),
            ).map((row) => row.id);
            ids = filters.page === 1 ? [exactId, ...rest] : rest;
          }
          return withFields(
            pageAnswer(base, await cards(ids), matching, context.facets, context.priceBounds),
            context.fields ?? (await fieldFacetsFor(filters, textFilters.query)),
            filters,
            await fieldsOfSearch(filters),
          );
        }
      }
    }

    // Every other term is read against the live catalogue's words first (issue #38): its match is the term
    // the samples, counts and pages below test.
    // A display id no live listing has: the listings whose text mentions it, as typed (spec 02 §5).
    const mentionedId = term ? displayIdFromQuery(term) : null;
    const reading = term && !mentionedId ? await readingOf(term, filters.spelling !== 'as-typed') : null;
    let match = mentionedId ? displayIdMatch(mentionedId) : reading?.match;
    let rank = reading?.rank ?? [];
    let context = await contextFor(match === undefined ? filters : { ...filters, query: match });
    // No listing holds every word: the listings holding any of them, those holding more first (item 1).
    if (reading?.relaxed && context.matching === 0) {
      match = reading.relaxed;
      rank = reading.relaxedRank;
      context = await contextFor({ ...filters, query: match });
    }
    const candidates =
      sort === 'relevance' && rank.length > 0
        ? context.rows?.filter((row) => passes(row, filters))
        : undefined;
    const scores =
      candidates && candidates.length <= RANKED_ROWS_MAX ? await rankScores(db, candidates, rank) : undefined;
    const items = context.rows
      ? await cards(pageOfRows(context.rows, filters, sort, scores))
      : filters.fields?.length
        ? await fieldPageCards(filters, match, sort, context.fieldShare)
        : await pageCardsOf({
            where: sql.join(
              [...filterSql(filters), ...(match ? [termMatch(match, context.termVia ?? 'index')] : [])],
              sql` and `,
            ),
            filtersWhere: sql.join(filterSql(filters), sql` and `),
            termVia: context.termVia ?? 'index',
            term: match,
            sort,
            page: filters.page,
            estimatedSize: context.estimatedSize,
            estimatedNameMatches: context.estimatedNameMatches,
          });
    const related =
      reading?.relaxed && match === reading.match && sort === 'relevance' && filters.page === 1
        ? await relatedCards(filters, reading, context, items.length)
        : [];
    const answer = {
      ...withFields(
        pageAnswer(base, items, context.matching, context.facets, context.priceBounds),
        context.fields ?? (await fieldFacetsFor(filters, match)),
        filters,
        await fieldsOfSearch(filters),
      ),
      ...(related.length > 0 ? { related } : {}),
    };
    return reading?.corrections.length && context.matching > 0
      ? {
          ...answer,
          correctedQuery: correctedText(term!, await correctionsAsWritten(db, reading.corrections)),
        }
      : answer;
  }

  /**
   * Issue #38 (Meilisearch's `last` strategy, kept apart): page 1 of a search that fewer listings match than
   * fill it goes on with listings holding some of the words, those holding more first (an English "dining
   * table" found the English tables but not the Thaana one without "dining"). At most the page's free places;
   * none when the wider matches are too many to rank (they would come in age order, not by words held).
   * @param shown the page's matches (on page 1: all of them, fewer than a page)
   */
  const relatedCards = async (
    filters: MarketplaceFilters,
    reading: SearchReading,
    context: SearchContext,
    shown: number,
  ): Promise<ListingCard[]> => {
    const free = MARKETPLACE_PAGE_SIZE - shown;
    if (!reading.relaxed || !context.rows || context.matching === 0 || free <= 0) return [];
    const wider = await contextFor({ ...filters, query: reading.relaxed });
    const matched = new Set(context.rows.map((row) => row.id));
    const others = wider.rows?.filter((row) => passes(row, filters) && !matched.has(row.id));
    if (!others || others.length === 0 || others.length > RANKED_ROWS_MAX) return [];
    const scores = await rankScores(db, others, reading.relaxedRank);
    const ids = pageOfRows(others, { ...filters, page: 1 }, 'relevance', scores).slice(0, free);
    return cards(ids);
  };

  // A term's reading depends on the catalogue's words: kept until the catalogue changes, like the answers.
  // Keyed by "~" (corrections on) or "=" (as typed) and the text.
  const readings = new LRUCache<string, SearchReading>({
    max: 10_000,
    ttl: FACET_CACHE_TTL_MS,
    allowStale: true,
    fetchMethod: (key) => readSearchQuery(db, key.slice(1), { corrections: key.startsWith('~') }),
  });
  const readingOf = async (text: string, corrections: boolean) =>
    answerCache
      ? (await fetchFresh(readings, `${corrections ? '~' : '='}${text}`)).value
      : readSearchQuery(db, text, { corrections });

  const suggestUncached = (query: string) =>
    suggestListings(
      { db, storage: deps.storage, readingOf: (text) => readingOf(text, true), window: suggestionWindow },
      query,
    );

  // Whole answers for the same query are reused until the catalogue changes (or for FACET_CACHE_TTL_MS).
  const pages = new LRUCache<string, MarketplacePage>({
    max: PAGE_ANSWERS_HELD,
    ttl: FACET_CACHE_TTL_MS,
    allowStale: true,
    fetchMethod: (key) => admit(() => searchUncached(JSON.parse(key) as MarketplaceFilters)),
  });
  const suggestions = new LRUCache<string, Suggestion[]>({
    max: 1000,
    ttl: FACET_CACHE_TTL_MS,
    allowStale: true,
    fetchMethod: (key) => admit(() => suggestUncached(key)),
  });
  deps.catalogEvents.onChange(() => {
    pages.clear();
    readings.clear();
    suggestions.clear();
    termSamples.clear();
    fieldSamples.clear();
    contexts.clear();
    liveCountsCache.clear();
    priceOrderedCache.clear();
  });

  return {
    async search(asked) {
      const filters = await withApplicableFieldFilters(db, asked);
      if (!answerCache) return { value: await admit(() => searchUncached(filters)), cache: 'miss' };
      return fetchFresh(pages, JSON.stringify(filters));
    },
    async suggest(query) {
      const text = query.trim().toLowerCase();
      if (!text) return { value: [], cache: 'hit' };
      if (!answerCache) return { value: await admit(() => suggestUncached(text)), cache: 'miss' };
      return fetchFresh(suggestions, text);
    },
  };
}
