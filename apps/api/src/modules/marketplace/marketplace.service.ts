/**
 * Browse search on the server (spec 02 §4–§5, ARCHITECTURE.md "Browse search"): one indexed query for the
 * page of 12 cards, a late join of sellers and cover photos for those rows only, and a count capped at
 * MARKETPLACE_COUNT_CAP + 1 rows so a common term never costs a full count.
 */
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ListingCard } from '@marketplace/contract/listings';
import {
  MARKETPLACE_COUNT_CAP,
  MARKETPLACE_PAGE_SIZE,
  type MarketplaceFilters,
  type MarketplacePage,
  type SortOption,
} from '@marketplace/contract/marketplace';
import { rowsOf, type Database } from '../../db/client';
import { listingImages, listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';
import type { Storage } from '../../lib/storage';
import { sellerDisplayName } from '../listings/listings.service';

const DISPLAY_ID_QUERY = /^\s*pd[\s-]?0*(\d{1,9})\s*$/i;

/** "PD-123", "pd123", "pd 123" → "PD-000123"; anything else → null. */
export function displayIdFromQuery(query: string): string | null {
  const match = DISPLAY_ID_QUERY.exec(query);
  return match ? `PD-${match[1]!.padStart(6, '0')}` : null;
}

function liveConditions(filters: MarketplaceFilters): SQL[] {
  const conditions: SQL[] = [eq(listings.status, 'Approved'), eq(listings.isDeleted, false)];
  if (filters.categories?.length) conditions.push(inArray(listings.categoryId, filters.categories));
  if (filters.location) conditions.push(eq(listings.locationId, filters.location));
  if (filters.condition) conditions.push(eq(listings.condition, filters.condition));
  if (filters.minPrice !== undefined) conditions.push(gte(listings.price, filters.minPrice));
  if (filters.maxPrice !== undefined) conditions.push(lte(listings.price, filters.maxPrice));
  return conditions;
}

/**
 * One page of live listings for the filters.
 * Sort: `relevance` (only with a term: display-id match, then name match, then newest), `newest` (default),
 * `price_asc`, `price_desc`. A term shaped like a display id that names a live listing returns just it.
 * @returns cards of at most MARKETPLACE_PAGE_SIZE, `total` exact up to MARKETPLACE_COUNT_CAP.
 */
export async function searchMarketplace(
  deps: { db: Database; storage: Storage },
  filters: MarketplaceFilters,
): Promise<MarketplacePage> {
  const { db } = deps;
  const term = filters.query?.trim() || undefined;
  const sort: SortOption =
    filters.sort === 'relevance' && !term ? 'newest' : (filters.sort ?? (term ? 'relevance' : 'newest'));
  const conditions = liveConditions(filters);

  if (term) {
    const displayId = displayIdFromQuery(term);
    if (displayId) {
      const exact = await db
        .select({ id: listings.id })
        .from(listings)
        .where(and(...conditions, eq(listings.itemDisplayId, displayId)))
        .limit(1);
      if (exact[0]) {
        const items = filters.page === 1 ? await cardsFor(deps, [exact[0].id]) : [];
        return {
          items,
          total: 1,
          totalCapped: false,
          page: filters.page,
          pageSize: MARKETPLACE_PAGE_SIZE,
          sort,
        };
      }
    }
  }

  const tsQuery = term ? sql`websearch_to_tsquery('english', ${term})` : null;
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

  const offset = (filters.page - 1) * MARKETPLACE_PAGE_SIZE;
  const [pageRows, countRows] = await Promise.all([
    db
      .select({ id: listings.id })
      .from(listings)
      .where(where)
      .orderBy(...orderBy)
      .limit(MARKETPLACE_PAGE_SIZE)
      .offset(offset),
    db.execute(
      sql`select count(*)::int as n from (select 1 from ${listings} where ${where} limit ${MARKETPLACE_COUNT_CAP + 1}) capped`,
    ),
  ]);
  const counted = Number(rowsOf<{ n: number }>(countRows)[0]?.n ?? 0);
  return {
    items: await cardsFor(
      deps,
      pageRows.map((r) => r.id),
    ),
    total: Math.min(counted, MARKETPLACE_COUNT_CAP),
    totalCapped: counted > MARKETPLACE_COUNT_CAP,
    page: filters.page,
    pageSize: MARKETPLACE_PAGE_SIZE,
    sort,
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
