/**
 * Browse search on the server (spec 02 §4–§5, ARCHITECTURE.md "Browse search"): one indexed query for the
 * page of 12 cards, a late join of sellers and cover photos for those rows only, a count capped at
 * MARKETPLACE_COUNT_CAP + 1 rows, and facet counts from a short-lived cached aggregate.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { CONDITION_LABELS, LISTING_CONDITIONS, type ListingCard, type ListingCondition } from '@marketplace/contract/listings';
import {
  MARKETPLACE_COUNT_CAP,
  MARKETPLACE_PAGE_SIZE,
  SUGGESTIONS_MAX,
  SUGGESTIONS_PER_QUERY,
  type LocationFacet,
  type MarketplaceFacets,
  type MarketplaceFilters,
  type MarketplacePage,
  type SortOption,
  type Suggestion,
} from '@marketplace/contract/marketplace';
import { LRUCache } from 'lru-cache';
import { rowsOf, type Database } from '../../db/client';
import { categories, maldivesLocations } from '../../db/schema/catalog';
import { listingImages, listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';
import { onCatalogChanged } from '../../lib/catalog-events';
import type { Storage } from '../../lib/storage';
import { sellerDisplayName } from '../listings/listings.service';

const DISPLAY_ID_QUERY = /^\s*pd[\s-]?0*(\d{1,9})\s*$/i;

/** "PD-123", "pd123", "pd 123" → "PD-000123"; anything else → null. */
export function displayIdFromQuery(query: string): string | null {
  const match = DISPLAY_ID_QUERY.exec(query);
  return match ? `PD-${match[1]!.padStart(6, '0')}` : null;
}

/** How long facet aggregates are reused (ms); a catalogue change in this process drops them at once. */
export const FACET_CACHE_TTL_MS = 10_000;
const REFERENCE_CACHE_TTL_MS = 5 * 60_000;

interface AggregateRow {
  categoryId: number;
  locationId: number;
  condition: ListingCondition;
  count: number;
  minPrice: number;
  maxPrice: number;
}

interface ReferenceData {
  categoryNames: Map<number, string>;
  locations: Map<number, { name: string; atoll: string; atollCode: string; atollOrder: number }>;
}

const liveCondition = (): SQL[] => [eq(listings.status, 'Approved'), eq(listings.isDeleted, false)];
const tsQueryOf = (term: string) => sql`websearch_to_tsquery('english', ${term})`;

export interface MarketplaceSearch {
  /** One page of live listings with total and facets. See `searchMarketplace` rules below. */
  search(filters: MarketplaceFilters): Promise<MarketplacePage>;
  /** Header suggestions (spec 01 §2, §7): ≤ 3 name matches + ≤ 3 display-id matches, ≤ 5 in all, no repeats. */
  suggest(query: string): Promise<Suggestion[]>;
}

export function createMarketplaceSearch(deps: { db: Database; storage: Storage }): MarketplaceSearch {
  const { db } = deps;
  const aggregates = new LRUCache<string, AggregateRow[]>({
    max: 500,
    ttl: FACET_CACHE_TTL_MS,
    fetchMethod: async (key) => {
      const { term, minPrice, maxPrice } = JSON.parse(key) as { term?: string; minPrice?: number; maxPrice?: number };
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
      return rows.map((r) => ({ ...r, count: Number(r.count), minPrice: Number(r.minPrice), maxPrice: Number(r.maxPrice) }));
    },
  });
  const reference = new LRUCache<'all', ReferenceData>({
    max: 1,
    ttl: REFERENCE_CACHE_TTL_MS,
    fetchMethod: async () => {
      const [cats, locs] = await Promise.all([db.select().from(categories), db.select().from(maldivesLocations)]);
      return {
        categoryNames: new Map(cats.map((c) => [c.id, c.name])),
        locations: new Map(locs.map((l) => [l.id, { name: l.name, atoll: l.atoll, atollCode: l.atollCode, atollOrder: l.atollOrder }])),
      };
    },
  });
  onCatalogChanged(() => aggregates.clear());

  async function aggregate(term: string | undefined, minPrice?: number, maxPrice?: number): Promise<AggregateRow[]> {
    return (await aggregates.fetch(JSON.stringify({ term, minPrice, maxPrice }))) ?? [];
  }

  async function facetsFor(filters: MarketplaceFilters, term: string | undefined): Promise<MarketplaceFacets> {
    const hasPrice = filters.minPrice !== undefined || filters.maxPrice !== undefined;
    const [rows, unpriced, ref] = await Promise.all([
      aggregate(term, filters.minPrice, filters.maxPrice),
      hasPrice ? aggregate(term) : Promise.resolve(null),
      reference.fetch('all'),
    ]);
    const categorySet = filters.categories?.length ? new Set(filters.categories) : null;
    const matchesCategory = (r: AggregateRow) => !categorySet || categorySet.has(r.categoryId);
    const matchesLocation = (r: AggregateRow) => !filters.location || r.locationId === filters.location;
    const matchesCondition = (r: AggregateRow) => !filters.condition || r.condition === filters.condition;

    const categoryCounts = new Map<number, number>();
    const locationCounts = new Map<number, number>();
    const conditionCounts = new Map<ListingCondition, number>();
    for (const row of rows) {
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

    const atolls = new Map<string, LocationFacet & { order: number }>();
    for (const [locationId, count] of locationCounts) {
      const location = ref?.locations.get(locationId);
      if (!location) continue;
      let atoll = atolls.get(location.atollCode);
      if (!atoll) {
        atoll = { atoll: location.atoll, atollCode: location.atollCode, count: 0, islands: [], order: location.atollOrder };
        atolls.set(location.atollCode, atoll);
      }
      atoll.count += count;
      atoll.islands.push({ value: locationId, label: location.name, count });
    }
    return {
      categories: [...categoryCounts]
        .map(([value, count]) => ({ value, label: ref?.categoryNames.get(value) ?? String(value), count }))
        .sort((a, b) => a.label.localeCompare(b.label)),
      locations: [...atolls.values()]
        .sort((a, b) => a.order - b.order)
        .map(({ order: _order, ...atoll }) => ({ ...atoll, islands: atoll.islands.sort((a, b) => a.label.localeCompare(b.label)) })),
      conditions: LISTING_CONDITIONS.filter((c) => conditionCounts.has(c)).map((c) => ({
        value: c,
        label: CONDITION_LABELS[c],
        count: conditionCounts.get(c)!,
      })),
      priceBounds: Number.isFinite(min) ? { min, max } : null,
    };
  }

  return {
    async search(filters) {
      const term = filters.query?.trim() || undefined;
      const sort: SortOption =
        filters.sort === 'relevance' && !term ? 'newest' : (filters.sort ?? (term ? 'relevance' : 'newest'));
      const conditions = liveCondition();
      if (filters.categories?.length) conditions.push(inArray(listings.categoryId, filters.categories));
      if (filters.location) conditions.push(eq(listings.locationId, filters.location));
      if (filters.condition) conditions.push(eq(listings.condition, filters.condition));
      if (filters.minPrice !== undefined) conditions.push(gte(listings.price, filters.minPrice));
      if (filters.maxPrice !== undefined) conditions.push(lte(listings.price, filters.maxPrice));
      const base = { page: filters.page, pageSize: MARKETPLACE_PAGE_SIZE, sort };

      if (term) {
        const displayId = displayIdFromQuery(term);
        if (displayId) {
          const exact = await db
            .select({ id: listings.id })
            .from(listings)
            .where(and(...conditions, eq(listings.itemDisplayId, displayId)))
            .limit(1);
          if (exact[0]) {
            const [items, facets] = await Promise.all([
              filters.page === 1 ? cardsFor(deps, [exact[0].id]) : Promise.resolve([]),
              facetsFor(filters, displayId),
            ]);
            return { ...base, items, total: 1, totalCapped: false, facets };
          }
        }
      }

      const tsQuery = term ? tsQueryOf(term) : null;
      if (tsQuery) conditions.push(sql`${listings.searchVector} @@ ${tsQuery}`);
      const where = and(...conditions);
      const bareNumber = term && /^\d{1,9}$/.test(term) ? `PD-${term.padStart(6, '0')}` : null;
      const orderBy: SQL[] = [];
      if (sort === 'relevance' && tsQuery) {
        if (bareNumber) orderBy.push(sql`(${listings.itemDisplayId} = ${bareNumber}) desc`);
        orderBy.push(sql`(to_tsvector('english', ${listings.name}) @@ ${tsQuery}) desc`);
      }
      if (sort === 'price_asc') orderBy.push(asc(listings.price));
      if (sort === 'price_desc') orderBy.push(desc(listings.price));
      orderBy.push(desc(listings.createdAt), desc(listings.id));

      const [pageRows, countResult, facets] = await Promise.all([
        db
          .select({ id: listings.id })
          .from(listings)
          .where(where)
          .orderBy(...orderBy)
          .limit(MARKETPLACE_PAGE_SIZE)
          .offset((filters.page - 1) * MARKETPLACE_PAGE_SIZE),
        db.execute(
          sql`select count(*)::int as n from (select 1 from ${listings} where ${where} limit ${MARKETPLACE_COUNT_CAP + 1}) capped`,
        ),
        facetsFor(filters, term),
      ]);
      const counted = Number(rowsOf<{ n: number }>(countResult)[0]?.n ?? 0);
      return {
        ...base,
        items: await cardsFor(deps, pageRows.map((r) => r.id)),
        total: Math.min(counted, MARKETPLACE_COUNT_CAP),
        totalCapped: counted > MARKETPLACE_COUNT_CAP,
        facets,
      };
    },

    async suggest(query) {
      const text = query.trim();
      if (!text) return [];
      const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      const idPattern = `%${text.toUpperCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      const columns = { id: listings.id, name: listings.name, itemDisplayId: listings.itemDisplayId, price: listings.price };
      const [byName, byId] = await Promise.all([
        db
          .select(columns)
          .from(listings)
          .where(and(...liveCondition(), sql`lower(${listings.name}) like ${pattern}`))
          .orderBy(desc(listings.createdAt))
          .limit(SUGGESTIONS_PER_QUERY),
        db
          .select(columns)
          .from(listings)
          .where(and(...liveCondition(), or(ilike(listings.itemDisplayId, idPattern))))
          .orderBy(desc(listings.createdAt))
          .limit(SUGGESTIONS_PER_QUERY),
      ]);
      const merged = new Map<string, (typeof byName)[number]>();
      for (const row of [...byName, ...byId]) if (!merged.has(row.id)) merged.set(row.id, row);
      const picked = [...merged.values()].slice(0, SUGGESTIONS_MAX);
      const covers = picked.length
        ? await db
            .select({ listingId: listingImages.listingId, key: listingImages.thumbKey })
            .from(listingImages)
            .where(and(inArray(listingImages.listingId, picked.map((p) => p.id)), eq(listingImages.position, 0)))
        : [];
      const coverOf = new Map(covers.map((c) => [c.listingId, c.key]));
      return picked.map((row) => ({
        id: row.id,
        name: row.name,
        item_display_id: row.itemDisplayId,
        price: row.price,
        imageUrl: coverOf.has(row.id) ? deps.storage.publicUrl(coverOf.get(row.id)!) : null,
      }));
    },
  };
}

/** Builds cards for the given ids, keeping their order ("late join" of sellers and cover photos). */
async function cardsFor(deps: { db: Database; storage: Storage }, ids: string[]): Promise<ListingCard[]> {
  if (ids.length === 0) return [];
  const rows = await deps.db
    .select({
      id: listings.id,
      name: listings.name,
      price: listings.price,
      condition: listings.condition,
      location: listings.location,
      locationId: listings.locationId,
      category: listings.category,
      categoryId: listings.categoryId,
      createdAt: listings.createdAt,
      views: listings.views,
      itemDisplayId: listings.itemDisplayId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
      coverKey: listingImages.thumbKey,
    })
    .from(listings)
    .leftJoin(profiles, eq(profiles.id, listings.userId))
    .leftJoin(listingImages, and(eq(listingImages.listingId, listings.id), eq(listingImages.position, 0)))
    .where(inArray(listings.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        name: row.name,
        price: row.price,
        imageUrl: row.coverKey ? deps.storage.publicUrl(row.coverKey) : null,
        condition: row.condition,
        location: row.location,
        locationId: row.locationId,
        category: row.category,
        categoryId: row.categoryId,
        datePosted: row.createdAt.toISOString(),
        views: row.views,
        item_display_id: row.itemDisplayId,
        sellerName: sellerDisplayName(row.firstName, row.lastName),
        sellerAvatar: row.avatarUrl,
      },
    ];
  });
}
