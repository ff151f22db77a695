/**
 * Browse filters (spec 02 §5, decision 010): the facet dimensions, whether a row passes the filters (in
 * memory) and the same filters as SQL over `listings l` — one rule, written twice, tested side by side in
 * `filters.test.ts`. Part of the search folder (issue #38 item 6).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ListingCondition } from '@marketplace/contract/listings-messages';
import { isRangeFilter, type FieldFilter } from '@marketplace/contract/field-filters';
import type { MarketplaceFilters } from '@marketplace/contract/marketplace';
import { liveListingAs } from '../../listings/listing-lifecycle';

/** What makes a listing public (spec 02 §4); every browse index is partial to exactly this. */
export const LIVE = liveListingAs('l'); // the lifecycle's one live condition
/** An integer from the code (a limit), written into the text: a generic plan then plans for it. */
export const literal = (n: number) => sql.raw(String(Math.trunc(n)));

export type Dimension = 'categories' | 'islands' | 'conditions';
export const DIMENSIONS: Dimension[] = ['categories', 'islands', 'conditions'];
export const DIMENSION_COLUMN: Record<Dimension, string> = {
  categories: 'category_id',
  islands: 'location_id',
  conditions: 'condition',
};

export const valueOf = (
  row: { categoryId: number; locationId: number; condition: ListingCondition },
  dimension: Dimension,
): number | string =>
  dimension === 'categories' ? row.categoryId : dimension === 'islands' ? row.locationId : row.condition;

/** Does a row pass the filters, leaving out `ignore` (a facet ignores its own filter; bounds ignore the price)? */
export function passes(
  row: {
    categoryId: number;
    locationId: number;
    condition: ListingCondition;
    price?: number;
    reserved?: unknown;
  },
  filters: MarketplaceFilters,
  ignore?: Dimension | 'price',
): boolean {
  // A sample row that is Reserved; count rows are narrowed by `liveCounts(filters)` instead.
  if (filters.availability === 'available' && row.reserved === true) return false;
  if (ignore !== 'categories' && filters.categories?.length && !filters.categories.includes(row.categoryId)) {
    return false;
  }
  if (ignore !== 'islands' && filters.location?.length && !filters.location.includes(row.locationId)) {
    return false;
  }
  if (ignore !== 'conditions' && filters.condition && row.condition !== filters.condition) return false;
  if (ignore !== 'price' && row.price !== undefined) {
    if (filters.minPrice !== undefined && row.price < filters.minPrice) return false;
    if (filters.maxPrice !== undefined && row.price > filters.maxPrice) return false;
  }
  return true;
}

/**
 * The filters' category, island and condition (but `ignore`'s) as a key: what the trigger-kept counts can be
 * narrowed by, for memos per catalogue snapshot.
 */
export function facetFiltersKey(filters: MarketplaceFilters, ignore?: Dimension | 'price'): string {
  return `${ignore === 'categories' ? '' : (filters.categories?.join('.') ?? '')}|${
    ignore === 'islands' ? '' : (filters.location?.join('.') ?? '')
  }|${ignore === 'conditions' ? '' : (filters.condition ?? '')}`;
}

/** Has the member narrowed this facet (ticked a category, chosen islands or a condition)? */
export function isChosen(filters: MarketplaceFilters, dimension: Dimension): boolean {
  return chosenValues(filters, dimension).length > 0;
}

/** The values of a facet the filters choose: the categories, the islands or the condition (none: []). */
export function chosenValues(filters: MarketplaceFilters, dimension: Dimension): Array<number | string> {
  if (dimension === 'categories') return filters.categories ?? [];
  if (dimension === 'islands') return filters.location ?? [];
  return filters.condition ? [filters.condition] : [];
}

/**
 * One category field filter (issue #39) as SQL over `listings l`. Values: any of them held, written as containment (`attributes @>`) so
 * the live listings' GIN index (`jsonb_path_ops`, migration 0034) can serve it — each value as a choice
 * (`{"make":"honda"}`), as one of several choices (`{"features":["abs"]}`) and, for `yes`/`no`, as a yes/no
 * (`{"electric":true}`). A range: the value is a number within it (`case` first, so the cast only sees numbers).
 */
export function fieldFilterSql(filter: FieldFilter): SQL {
  const { key } = filter;
  if (isRangeFilter(filter)) {
    const value = sql`(l.attributes ->> ${key})::numeric`;
    const tests = [
      ...(filter.min !== undefined ? [sql`${value} >= ${filter.min}`] : []),
      ...(filter.max !== undefined ? [sql`${value} <= ${filter.max}`] : []),
    ];
    return sql`(case when jsonb_typeof(l.attributes -> ${key}) = 'number' then ${sql.join(tests, sql` and `)} else false end)`;
  }
  const shapes = filter.values.flatMap((value) => [
    { [key]: value },
    { [key]: [value] },
    ...(value === 'yes' ? [{ [key]: true }] : value === 'no' ? [{ [key]: false }] : []),
  ]);
  return sql`(${sql.join(
    shapes.map((shape) => sql`l.attributes @> ${JSON.stringify(shape)}::jsonb`),
    sql` or `,
  )})`;
}

/**
 * SQL for the filters over `listings l` (live always), leaving out `ignore`. With `rows` 'live_listing_search'
 * or 'live_listing_fields' the same filters over that table as `l`, whose rows are all live (each has every
 * column a filter names; only `listings` and `live_listing_fields` hold values, for the field filters).
 */
export function filterSql(
  filters: MarketplaceFilters,
  ignore?: Dimension | 'price',
  rows: 'listings' | 'live_listing_search' | 'live_listing_fields' = 'listings',
): SQL[] {
  const conditions: SQL[] = rows === 'listings' ? [LIVE] : [];
  if (filters.availability === 'available') conditions.push(sql`l.reserved_for_id is null`);
  if (ignore !== 'categories' && filters.categories?.length) {
    conditions.push(
      sql`l.category_id in (${sql.join(
        filters.categories.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (ignore !== 'islands' && filters.location?.length) {
    conditions.push(
      filters.location.length === 1
        ? sql`l.location_id = ${filters.location[0]}`
        : sql`l.location_id in (${sql.join(
            filters.location.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
  }
  if (ignore !== 'conditions' && filters.condition) conditions.push(sql`l.condition = ${filters.condition}`);
  if (ignore !== 'price') {
    if (filters.minPrice !== undefined) conditions.push(sql`l.price >= ${filters.minPrice}`);
    if (filters.maxPrice !== undefined) conditions.push(sql`l.price <= ${filters.maxPrice}`);
  }
  // The narrow search table holds no values; the field path reads the others (marketplace.service.ts).
  if (rows !== 'live_listing_search') {
    for (const filter of filters.fields ?? []) conditions.push(fieldFilterSql(filter));
  }
  return conditions;
}
