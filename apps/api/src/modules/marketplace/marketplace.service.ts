/**
 * Browse search on the server (spec 02 §4–§5, ARCHITECTURE.md "Browse search"): one indexed query for the
 * page of 12 cards, a late join of sellers and cover photos for those rows only, a count capped at
 * MARKETPLACE_COUNT_CAP + 1 rows, and facet counts from a short-lived cached aggregate.
 */
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  LISTING_CONDITIONS,
  type ListingCard,
  type ListingCondition,
} from '@marketplace/contract/listings-messages';
import type { MarketplaceFilters } from '@marketplace/contract/marketplace';
import {
  MARKETPLACE_COUNT_CAP,
  MARKETPLACE_PAGE_SIZE,
  SUGGESTIONS_MAX,
  SUGGESTIONS_PER_QUERY,
  type FacetBucket,
  type MarketplaceFacets,
  type MarketplacePage,
  type SortOption,
  type Suggestion,
} from '@marketplace/contract/marketplace-messages';
import { LRUCache } from 'lru-cache';
import { rowsOf, type Database } from '../../db/client';
import { listingImages, listings } from '../../db/schema/listings';
import { onCatalogChanged } from '../../lib/catalog-events';
import type { Storage } from '../../lib/storage';
import { sellerDisplayName } from '../listings/listings.service';

const DISPLAY_ID_QUERY = /^\s*pd[\s-]?0*(\d{1,9})\s*$/i;

/** "PD-123", "pd123", "pd 123" → "PD-000123"; anything else → null. */
export function displayIdFromQuery(query: string): string | null {
  const match = DISPLAY_ID_QUERY.exec(query);
  return match ? `PD-${match[1]!.padStart(6, '0')}` : null;
}

/** At or below this many matches a term's results are gathered through the GIN index and sorted in memory. */
const SPARSE_MATCHES = 2000;

/**
 * How long facet aggregates, pages and suggestions are reused (ms); a catalogue change in this process drops
 * them at once. Past it, the old answer is served while one refresh runs (stale-while-revalidate), so no
 * request waits on a refresh: at 1,000,000 listings the aggregate behind the first page takes ~0.5 s.
 */
export const FACET_CACHE_TTL_MS = 10_000;

interface AggregateRow {
  categoryId: number;
  locationId: number;
  condition: ListingCondition;
  count: number;
  minPrice: number;
  maxPrice: number;
}

const liveCondition = (): SQL[] => [eq(listings.status, 'Approved'), eq(listings.isDeleted, false)];
const tsQueryOf = (term: string) => sql`websearch_to_tsquery('english', ${term})`;

export interface MarketplaceSearch {
  /** One page of live listings with total and facets. See `searchMarketplace` rules below. */
  search(filters: MarketplaceFilters): Promise<MarketplacePage>;
  /** Header suggestions (spec 01 §2, §7): ≤ 3 name matches + ≤ 3 display-id matches, ≤ 5 in all, no repeats. */
  suggest(query: string): Promise<Suggestion[]>;
}

/**
 * @param options.sparseMatches at or below this many matches a term's page is gathered through the GIN index
 *   (default SPARSE_MATCHES); tests set 0 to exercise the many-matches plans on small data.
 */
export function createMarketplaceSearch(
  deps: { db: Database; storage: Storage },
  options: { sparseMatches?: number } = {},
): MarketplaceSearch {
  const { db } = deps;
  const sparseMatches = options.sparseMatches ?? SPARSE_MATCHES;
  const aggregates = new LRUCache<string, AggregateRow[]>({
    max: 500,
    ttl: FACET_CACHE_TTL_MS,
    allowStale: true,
    fetchMethod: async (key) => {
      const { term, minPrice, maxPrice } = JSON.parse(key) as {
        term?: string;
        minPrice?: number;
        maxPrice?: number;
      };
      const conditions = liveCondition();
      if (term) conditions.push(sql`${listings.searchVector} @@ ${tsQueryOf(term)}`);
      if (minPrice !== undefined) conditions.push(gte(listings.price, minPrice));
      if (maxPrice !== undefined) conditions.push(lte(listings.price, maxPrice));
      const rows = await db
        .select({
          categoryId: listings.categoryId,
          locationId: listings.locationId,
          condition: listings.condition,
          count: sql<number>`count(*)::int`,
          minPrice: sql<number>`min(${listings.price})::float8`,
          maxPrice: sql<number>`max(${listings.price})::float8`,
        })
        .from(listings)
        .where(and(...conditions))
        .groupBy(listings.categoryId, listings.locationId, listings.condition);
      return rows.map((r) => ({
        ...r,
        count: Number(r.count),
        minPrice: Number(r.minPrice),
        maxPrice: Number(r.maxPrice),
      }));
    },
  });
  onCatalogChanged(() => aggregates.clear());

  async function aggregate(
    term: string | undefined,
    minPrice?: number,
    maxPrice?: number,
  ): Promise<AggregateRow[]> {
    return (await aggregates.fetch(JSON.stringify({ term, minPrice, maxPrice }))) ?? [];
  }

  async function facetsFor(
    filters: MarketplaceFilters,
    term: string | undefined,
  ): Promise<{ facets: MarketplaceFacets; total: number }> {
    const hasPrice = filters.minPrice !== undefined || filters.maxPrice !== undefined;
    const [rows, unpriced] = await Promise.all([
      aggregate(term, filters.minPrice, filters.maxPrice),
      hasPrice ? aggregate(term) : Promise.resolve(null),
    ]);
    const categorySet = filters.categories?.length ? new Set(filters.categories) : null;
    const matchesCategory = (r: AggregateRow) => !categorySet || categorySet.has(r.categoryId);
    const matchesLocation = (r: AggregateRow) => !filters.location || r.locationId === filters.location;
    const matchesCondition = (r: AggregateRow) => !filters.condition || r.condition === filters.condition;

    const categoryCounts = new Map<number, number>();
    const locationCounts = new Map<number, number>();
    const conditionCounts = new Map<ListingCondition, number>();
    let total = 0;
    for (const row of rows) {
      if (matchesCategory(row) && matchesLocation(row) && matchesCondition(row)) total += row.count;
      if (matchesLocation(row) && matchesCondition(row)) {
        categoryCounts.set(row.categoryId, (categoryCounts.get(row.categoryId) ?? 0) + row.count);
      }
      if (matchesCategory(row) && matchesCondition(row)) {
        locationCounts.set(row.locationId, (locationCounts.get(row.locationId) ?? 0) + row.count);
      }
      if (matchesCategory(row) && matchesLocation(row)) {
        conditionCounts.set(row.condition, (conditionCounts.get(row.condition) ?? 0) + row.count);
      }
    }
    let min = Infinity;
    let max = -Infinity;
    for (const row of unpriced ?? rows) {
      if (matchesCategory(row) && matchesLocation(row) && matchesCondition(row)) {
        min = Math.min(min, row.minPrice);
        max = Math.max(max, row.maxPrice);
      }
    }

    const byId = (a: FacetBucket, b: FacetBucket) => a[0] - b[0];
    const facets: MarketplaceFacets = {
      categories: [...categoryCounts].sort(byId),
      islands: [...locationCounts].sort(byId),
      conditions: Object.fromEntries(
        LISTING_CONDITIONS.filter((c) => conditionCounts.has(c)).map((c) => [c, conditionCounts.get(c)!]),
      ),
      priceBounds: Number.isFinite(min) ? { min, max } : null,
    };
    return { facets, total };
  }

  const facetResults = new LRUCache<string, { facets: MarketplaceFacets; total: number }>({
    max: 2000,
    ttl: FACET_CACHE_TTL_MS,
    allowStale: true,
    fetchMethod: async (key) => {
      const { filters, term } = JSON.parse(key) as { filters: MarketplaceFilters; term?: string };
      return facetsFor(filters, term);
    },
  });
  onCatalogChanged(() => facetResults.clear());

  async function searchUncached(filters: MarketplaceFilters): Promise<MarketplacePage> {
    const term = filters.query?.trim() || undefined;
    const sort: SortOption =
      filters.sort === 'relevance' && !term ? 'newest' : (filters.sort ?? (term ? 'relevance' : 'newest'));
    const base = { page: filters.page, pageSize: MARKETPLACE_PAGE_SIZE, sort };
    const conditions: SQL[] = [sql`l.status = 'Approved'`, sql`NOT l.is_deleted`];
    if (filters.categories?.length) {
      conditions.push(
        sql`l.category_id in (${sql.join(
          filters.categories.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    }
    if (filters.location) conditions.push(sql`l.location_id = ${filters.location}`);
    if (filters.condition) conditions.push(sql`l.condition = ${filters.condition}`);
    if (filters.minPrice !== undefined) conditions.push(sql`l.price >= ${filters.minPrice}`);
    if (filters.maxPrice !== undefined) conditions.push(sql`l.price <= ${filters.maxPrice}`);
    const facetKey = (searchTerm: string | undefined) =>
      JSON.stringify({
        filters: { ...filters, page: 1, sort: undefined, query: undefined },
        term: searchTerm,
      });

    if (term) {
      const displayId = displayIdFromQuery(term);
      if (displayId) {
        const exact = await db.execute(
          sql`select l.id from listings l where ${sql.join([...conditions, sql`l.item_display_id = ${displayId}`], sql` and `)} limit 1`,
        );
        const exactId = rowsOf<{ id: string }>(exact)[0]?.id;
        if (exactId) {
          const [items, facetResult] = await Promise.all([
            filters.page === 1 ? cardsFor(deps, [exactId]) : Promise.resolve([]),
            facetResults.fetch(facetKey(displayId)),
          ]);
          return { ...base, items, total: 1, totalCapped: false, facets: facetResult!.facets };
        }
      }
    }

    const offset = (filters.page - 1) * MARKETPLACE_PAGE_SIZE;
    const where = (...extra: SQL[]) => sql.join([...conditions, ...extra], sql` and `);
    // The facet aggregate (usually cached) tells how many listings match before the page is chosen.
    const facetResult = await facetResults.fetch(facetKey(term));
    const matching = facetResult!.total;
    const query = term ? sql`websearch_to_tsquery('english', ${term})` : null;
    const bareNumber = term && /^\d{1,9}$/.test(term) ? `PD-${term.padStart(6, '0')}` : null;
    const sortColumns =
      sort === 'price_asc'
        ? sql`price asc, id asc`
        : sort === 'price_desc'
          ? sql`price desc, id desc`
          : sql`created_at desc, id desc`;
    let pageIds: SQL;
    if (query && matching <= sparseMatches) {
      // Few matches: take them all through the GIN index, then order in memory. (A newest-first index scan
      // filtered by a rare term would read the whole catalogue.)
      pageIds = sql`
          with matches as materialized (
            select l.id, l.created_at, l.price,
                   ${bareNumber ? sql`l.item_display_id = ${bareNumber}` : sql`false`} as exact,
                   l.name_vector @@ ${query} as name_match
            from listings l where ${where(sql`l.search_vector @@ ${query}`)})
          select id from matches
          order by ${sort === 'relevance' ? sql`exact desc, name_match desc, ` : sql``}${sortColumns}
          limit ${MARKETPLACE_PAGE_SIZE} offset ${offset}`;
    } else if (query && sort === 'relevance') {
      // Many matches: relevance (spec 02 §5) is the exact display number, then name matches, then the rest,
      // newest first within each group. Name matches come through their GIN index; the rest by a newest-first
      // scan, which finds a page quickly because matches are dense.
      const needed = offset + MARKETPLACE_PAGE_SIZE;
      const notExact = bareNumber ? sql`l.item_display_id <> ${bareNumber}` : sql`true`;
      pageIds = sql`
          with named as materialized (
            select l.id, l.created_at from listings l where ${where(sql`l.name_vector @@ ${query}`, notExact)})
          select id from (
            ${bareNumber ? sql`(select l.id, 0 as grp, l.created_at from listings l where ${where(sql`l.item_display_id = ${bareNumber}`)}) union all` : sql``}
            (select id, 1 as grp, created_at from named order by created_at desc, id desc limit ${needed})
            union all
            (select l.id, 2 as grp, l.created_at from listings l
              where ${where(sql`l.search_vector @@ ${query}`, notExact)} and l.id not in (select id from named)
              order by l.created_at desc, l.id desc limit ${needed})
          ) ranked order by grp, created_at desc, id desc limit ${MARKETPLACE_PAGE_SIZE} offset ${offset}`;
    } else {
      // Each ordering matches a partial index exactly (schema/listings.ts), so a page is a range scan.
      const termCondition = query ? [sql`l.search_vector @@ ${query}`] : [];
      pageIds = sql`select l.id from listings l where ${where(...termCondition)}
          order by ${sql.join(
            (sort === 'price_asc'
              ? ['price asc', 'id asc']
              : sort === 'price_desc'
                ? ['price desc', 'id desc']
                : ['created_at desc', 'id desc']
            ).map((column) => sql.raw(`l.${column}`)),
            sql`, `,
          )}
          limit ${MARKETPLACE_PAGE_SIZE} offset ${offset}`;
    }

    // One round trip for the cards: the page's ids, then sellers and covers for those rows only ("late join").
    const pageResult = await db.execute(sql`
          with page as (select picked.id, row_number() over () as position from (${pageIds}) picked)
          select ${CARD_COLUMNS} from page join listings l on l.id = page.id ${CARD_JOINS}
          order by page.position`);
    const total = facetResult!.total;
    return {
      ...base,
      items: rowsOf<CardRow>(pageResult).map((row) => toCard(deps.storage, row)),
      total: Math.min(total, MARKETPLACE_COUNT_CAP),
      totalCapped: total > MARKETPLACE_COUNT_CAP,
      facets: facetResult!.facets,
    };
  }

  async function suggestUncached(query: string): Promise<Suggestion[]> {
    const text = query.trim();
    if (!text) return [];
    const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const idPattern = `%${text.toUpperCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    // From 3 characters the trigram index finds the names; shorter text is common enough for a newest-first scan.
    const nameMatches =
      text.length >= 3
        ? db.execute(sql`
              with m as materialized (
                select l.id, l.name, l.item_display_id, l.price::float8 as price, l.created_at from listings l
                where l.status = 'Approved' and not l.is_deleted and lower(l.name) like ${pattern})
              select id, name, item_display_id, price from m order by created_at desc limit ${SUGGESTIONS_PER_QUERY}`)
        : db.execute(sql`
              select l.id, l.name, l.item_display_id, l.price::float8 as price from listings l
              where l.status = 'Approved' and not l.is_deleted and lower(l.name) like ${pattern}
              order by l.created_at desc limit ${SUGGESTIONS_PER_QUERY}`);
    const idMatches = db.execute(sql`
          with m as materialized (
            select l.id, l.name, l.item_display_id, l.price::float8 as price, l.created_at from listings l
            where l.status = 'Approved' and not l.is_deleted and l.item_display_id ilike ${idPattern})
          select id, name, item_display_id, price from m order by created_at desc limit ${SUGGESTIONS_PER_QUERY}`);
    type SuggestionRow = { id: string; name: string; item_display_id: string; price: number | string };
    const [byName, byId] = (await Promise.all([nameMatches, idMatches])).map((r) => rowsOf<SuggestionRow>(r));
    const merged = new Map<string, SuggestionRow>();
    for (const row of [...byName!, ...byId!]) if (!merged.has(row.id)) merged.set(row.id, row);
    const picked = [...merged.values()].slice(0, SUGGESTIONS_MAX);
    const covers = picked.length
      ? await db
          .select({ listingId: listingImages.listingId, key: listingImages.thumbKey })
          .from(listingImages)
          .where(
            and(
              inArray(
                listingImages.listingId,
                picked.map((p) => p.id),
              ),
              eq(listingImages.position, 0),
            ),
          )
      : [];
    const coverOf = new Map(covers.map((c) => [c.listingId, c.key]));
    return picked.map((row) => ({
      id: row.id,
      name: row.name,
      item_display_id: row.item_display_id,
      price: Number(row.price),
      imageUrl: coverOf.has(row.id) ? deps.storage.publicUrl(coverOf.get(row.id)!) : null,
    }));
  }

  // Whole answers for the same query are reused for as long as the facets are (and dropped with them on a
  // catalogue change): hot pages — the first marketplace page, popular terms — cost a map lookup.
  const pages = new LRUCache<string, MarketplacePage>({
    max: 1000,
    ttl: FACET_CACHE_TTL_MS,
    allowStale: true,
    fetchMethod: (key) => searchUncached(JSON.parse(key) as MarketplaceFilters),
  });
  const suggestions = new LRUCache<string, Suggestion[]>({
    max: 1000,
    ttl: FACET_CACHE_TTL_MS,
    allowStale: true,
    fetchMethod: (key) => suggestUncached(key),
  });
  onCatalogChanged(() => {
    pages.clear();
    suggestions.clear();
  });

  return {
    async search(filters) {
      return (await pages.fetch(JSON.stringify(filters)))!;
    },
    async suggest(query) {
      const text = query.trim().toLowerCase();
      return text ? (await suggestions.fetch(text))! : [];
    },
  };
}

/** Card columns over `listings l`, with the seller's profile and the cover photo joined. */
const CARD_COLUMNS =
  sql.raw(`l.id, l.name, l.price::float8 as price, l.condition, l.location, l.location_id, l.category,
  l.category_id, l.created_at, l.views, l.item_display_id, p.first_name, p.last_name, p.avatar_url, i.thumb_key`);
const CARD_JOINS = sql.raw(`left join profiles p on p.id = l.user_id
  left join listing_images i on i.listing_id = l.id and i.position = 0`);

interface CardRow {
  id: string;
  name: string;
  price: number | string;
  condition: ListingCondition;
  location: string;
  location_id: number;
  category: string;
  category_id: number;
  created_at: Date | string;
  views: number;
  item_display_id: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  thumb_key: string | null;
}

function toCard(storage: Storage, row: CardRow): ListingCard {
  return {
    id: row.id,
    name: row.name,
    price: Number(row.price),
    imageUrl: row.thumb_key ? storage.publicUrl(row.thumb_key) : null,
    condition: row.condition,
    location: row.location,
    locationId: Number(row.location_id),
    category: row.category,
    categoryId: Number(row.category_id),
    datePosted: new Date(row.created_at).toISOString(),
    views: Number(row.views),
    item_display_id: row.item_display_id,
    sellerName: sellerDisplayName(row.first_name, row.last_name),
    sellerAvatar: row.avatar_url,
  };
}

/** Builds cards for the given ids, keeping their order. */
async function cardsFor(deps: { db: Database; storage: Storage }, ids: string[]): Promise<ListingCard[]> {
  if (ids.length === 0) return [];
  const result = await deps.db.execute(
    sql`select ${CARD_COLUMNS} from listings l ${CARD_JOINS} where l.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(rowsOf<CardRow>(result).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(deps.storage, row)] : [];
  });
}
