/**
 * Listing cards (spec 02 §4's grid): the columns a card shows, and cards for a page's ids built with one
 * prepared statement (a "late join": only the page's rows are joined to their sellers and covers). Browse and
 * the reviews' pages build their cards here.
 */
import { cardHighlights, type ListingAttributes } from '@marketplace/contract/category-fields-messages';
import type { ListingCard, ListingCondition } from '@marketplace/contract/listings-messages';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client';
import { listingImages, listings } from '../../../db/schema/listings';
import { profiles } from '../../../db/schema/profiles';
import type { Storage } from '../../../lib/storage';
import { categoryFieldsByCategory, type FieldsOfCategory } from '../../catalog/category-fields.service';
import { sellerDisplayName } from '../../listings/listings.service';

/** Card columns over `listings l`, with the seller's profile and the cover photo joined. */
export const CARD_COLUMNS =
  sql.raw(`l.id, l.name, l.price::float8 as price, l.condition, l.location, l.location_id, l.category,
  l.category_id, l.created_at, l.views, l.item_display_id, l.reserved_for_id is not null as reserved, p.first_name, p.last_name, p.avatar_url, i.thumb_key, l.attributes`);
export const CARD_JOINS = sql.raw(`left join profiles p on p.id = l.user_id
  left join listing_images i on i.listing_id = l.id and i.position = 0`);

export interface CardRow {
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
  reserved: boolean;
  /** Issue #39: the category fields' values (a JSON text from some drivers). */
  attributes: ListingAttributes | string | null;
}

/**
 * A card from its row. `fields` (the categories' fields, `categoryFieldsByCategory`) gives it its highlights
 * (issue #39: "2019 · 110 cc").
 */
export function toCard(
  storage: Storage,
  row: CardRow,
  fields?: ReadonlyMap<number, FieldsOfCategory>,
): ListingCard {
  const values =
    typeof row.attributes === 'string' ? (JSON.parse(row.attributes) as ListingAttributes) : row.attributes;
  const highlights = fields ? cardHighlights(fields.get(Number(row.category_id))?.all ?? [], values) : null;
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
    reserved: row.reserved === true,
    ...(highlights ? { highlights } : {}),
  };
}

/**
 * Cards for the ids a page query selects (`pageIds`, a statement answering `id`s), in its order: the page is
 * chosen first (an index-ordered LIMIT), then only its rows are joined to sellers and covers (a "late join")
 * by the prepared card statement (`cardsFor`). Two round trips: joined in one statement, the cards' part was
 * planned again for every page, ~0.5 ms of the statement's ~0.8 ms of planning and more than its execution
 * (decision 034); prepared, it is planned once per connection.
 */
export async function cardsForPage(
  deps: { db: Database; storage: Storage },
  pageIds: SQL,
): Promise<ListingCard[]> {
  const ids = rowsOf<{ id: string }>(await deps.db.execute(pageIds)).map((row) => row.id);
  return cardsFor(deps, ids);
}

/**
 * Cards for ids, as one statement prepared once per database handle: the ids travel as one text parameter, so
 * every page of up to 12 is the same statement and PostgreSQL plans it once per pooled connection (planning
 * was ~60% of this lookup's time under the realistic mix, issue #10; decision 029). PGlite ignores the name.
 */
function cardStatement(db: Database) {
  let statement = preparedCards.get(db);
  if (!statement) {
    statement = db
      .select({
        id: listings.id,
        name: listings.name,
        price: sql<number>`${listings.price}::float8`,
        condition: listings.condition,
        location: listings.location,
        location_id: listings.locationId,
        category: listings.category,
        category_id: listings.categoryId,
        created_at: listings.createdAt,
        views: listings.views,
        item_display_id: listings.itemDisplayId,
        reserved: sql<boolean>`${listings.reservedForId} is not null`,
        first_name: profiles.firstName,
        last_name: profiles.lastName,
        avatar_url: profiles.avatarUrl,
        thumb_key: listingImages.thumbKey,
        attributes: listings.attributes,
      })
      .from(listings)
      .leftJoin(profiles, eq(profiles.id, listings.userId))
      .leftJoin(listingImages, and(eq(listingImages.listingId, listings.id), eq(listingImages.position, 0)))
      .where(sql`${listings.id} = any(string_to_array(${sql.placeholder('ids')}, ',')::uuid[])`)
      .prepare('listing_cards_by_ids');
    preparedCards.set(db, statement);
  }
  return statement;
}
const preparedCards = new WeakMap<
  Database,
  { execute(values: Record<string, unknown>): Promise<CardRow[]> }
>();

/** Builds cards for the given ids (the sellers and covers of those rows only: a "late join"), keeping their order. */
export async function cardsFor(
  deps: { db: Database; storage: Storage },
  ids: string[],
): Promise<ListingCard[]> {
  if (ids.length === 0) return [];
  const [rows, fields] = await Promise.all([
    cardStatement(deps.db).execute({ ids: ids.join(',') }),
    categoryFieldsByCategory(deps.db),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(deps.storage, row, fields)] : [];
  });
}
