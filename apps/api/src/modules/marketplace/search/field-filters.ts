/**
 * Browse by category field (issue #39 item 3, decision 042): the rows the field path holds with their values,
 * and the fields' facets counted from them in memory. The filters as SQL are `fieldFilterSql` in `filters.ts`.
 */
import type { CategoryField, ListingAttributes } from '@marketplace/contract/category-fields-messages';
import { fieldFiltersPass, isRangeFilter, YES_NO_FILTER_VALUES } from '@marketplace/contract/field-filters';
import type { MarketplaceFilters } from '@marketplace/contract/marketplace';
import type { FieldFacet } from '@marketplace/contract/marketplace-messages';
import { roundEstimate } from './facets';
import { passes } from './filters';
import type { SampleRow } from './sample-rows';

/** A listing as the field path holds it: a sample row and its values. */
export interface FieldRow extends SampleRow {
  attributes: ListingAttributes;
}

/** The fields of a category buyers can narrow by: the filterable numbers, lists and yes/no (not text). */
export const filterableFields = (fields: readonly CategoryField[]) =>
  fields.filter((field) => field.filterable && field.type !== 'text');

/**
 * The fields' facets from rows in memory (issue #39 item 3), in field order: per list or yes/no field the rows
 * per value, per number field its lowest and highest value — each over the rows passing every other filter
 * (the field's own left out, as every facet ignores its own filter). With `scale` > 1 the rows are a sample of
 * a set that much larger: counts are scaled, rounded and marked approximate. A value chosen in the filters is
 * listed even with no rows, so the sidebar can show it with its count.
 */
export function fieldFacetsOfRows(
  rows: readonly FieldRow[],
  filters: MarketplaceFilters,
  fields: readonly CategoryField[],
  scale = 1,
): FieldFacet[] {
  const chosen = filters.fields ?? [];
  const inFilters = rows.filter((row) => passes(row, filters));
  const approximate = scale > 1;
  return filterableFields(fields).map((field): FieldFacet => {
    const passing = inFilters.filter((row) => fieldFiltersPass(row.attributes, chosen, field.key));
    if (field.type === 'number') {
      let min = Infinity;
      let max = -Infinity;
      for (const row of passing) {
        const value = row.attributes[field.key];
        if (typeof value !== 'number') continue;
        min = Math.min(min, value);
        max = Math.max(max, value);
      }
      return { key: field.key, range: Number.isFinite(min) ? { min, max } : null, approximate };
    }
    const counts = new Map<string, number>();
    for (const row of passing) {
      const value = row.attributes[field.key];
      const held =
        typeof value === 'boolean'
          ? [value ? 'yes' : 'no']
          : Array.isArray(value)
            ? value
            : typeof value === 'string'
              ? [value]
              : [];
      for (const one of held) counts.set(one, (counts.get(one) ?? 0) + 1);
    }
    const order: readonly string[] =
      field.type === 'yes-no' ? YES_NO_FILTER_VALUES : field.options.map((option) => option.value);
    const own = chosen.find((filter) => filter.key === field.key);
    const picked = new Set(own && !isRangeFilter(own) ? own.values : []);
    const values = order.flatMap((value): Array<[string, number]> => {
      const n = counts.get(value) ?? 0;
      if (n === 0) return picked.has(value) ? [[value, 0]] : [];
      return [[value, approximate ? roundEstimate(n * scale) : n]];
    });
    return { key: field.key, values, approximate };
  });
}
