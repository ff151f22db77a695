/**
 * Issue #39 item 3: browse filters by category field ("a scooter from 2018 or later, 110 cc or more, Honda or
 * Yamaha"). They apply once a single category is chosen, to that category's filterable fields.
 *
 * In the address they are one parameter, `fields`, a comma-separated list, each filter `key:…`:
 * - a range of a number field: `year:2018..` (2018 or later), `engine_cc:110..150`, `length_ft:..20`;
 * - values of a list or yes/no field, any of them: `make:honda|yamaha`, `electric:yes`.
 * e.g. `/marketplace?categories=5&fields=engine_cc:110..,make:honda|yamaha,year:2018..`
 *
 * Zod-free (the browse page's first script parses and writes the address with it); the API's check is
 * `marketplaceQuerySchema` in `marketplace.ts`, which uses `readFieldFilters` below.
 */
import {
  attributeText,
  YES_NO_TEXT,
  type AttributeValue,
  type CategoryField,
  type ListingAttributes,
} from './category-fields-messages';
import type { Language } from './language';

/** A filter on a number field: values from `min` to `max`, both included; either may be absent, not both. */
export interface FieldRangeFilter {
  key: string;
  min?: number;
  max?: number;
}
/** A filter on a list or yes/no field: listings holding any of `values` (yes/no: `yes` or `no`). */
export interface FieldValuesFilter {
  key: string;
  values: string[];
}
export type FieldFilter = FieldRangeFilter | FieldValuesFilter;

/** At most this many field filters, and this many values in one. */
export const FIELD_FILTERS_MAX = 12;
export const FIELD_FILTER_VALUES_MAX = 50;

/** Issue #39: why a `fields` parameter was refused (400, under `fields`). */
export const FIELD_FILTER_MESSAGES = {
  invalid: 'The detail filters could not be read.',
  rangeInvalid: 'The lowest value must not be above the highest.',
} as const;

const KEY = /^[a-z][a-z0-9_]{0,39}$/;
/** An option's value (`categoryFieldInputSchema`); never with "..", which writes a range (checked apart). */
const VALUE = /^[a-z0-9][a-z0-9.-]{0,39}$/;
const RANGE = /^(\d{1,9})?\.\.(\d{1,9})?$/;

/** How a yes/no field's values are written in a filter (`electric:yes`) and counted in its facet. */
export const YES_NO_FILTER_VALUES = ['yes', 'no'] as const;
/** The two ends of a number field's range filter, From and To. */
export const FIELD_RANGE_ENDS = ['min', 'max'] as const;

export const isRangeFilter = (filter: FieldFilter): filter is FieldRangeFilter => !('values' in filter);

/**
 * Reads `fields`: the filters sorted by key, each list's values sorted and once, so that one search has one
 * form (a cache key, a saved search). Null with the message when it cannot be read: an unknown form, a key
 * twice, more than FIELD_FILTERS_MAX filters, a range with neither end or its ends the wrong way round.
 */
export function readFieldFilters(
  raw: string,
): { ok: true; filters: FieldFilter[] } | { ok: false; message: string } {
  const invalid = { ok: false as const, message: FIELD_FILTER_MESSAGES.invalid };
  const parts = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > FIELD_FILTERS_MAX) return invalid;
  const filters: FieldFilter[] = [];
  const keys = new Set<string>();
  for (const part of parts) {
    const colon = part.indexOf(':');
    const key = part.slice(0, colon);
    const rest = part.slice(colon + 1);
    if (colon < 0 || !KEY.test(key) || keys.has(key)) return invalid;
    keys.add(key);
    const range = RANGE.exec(rest);
    if (range) {
      const [, low, high] = range;
      if (low === undefined && high === undefined) return invalid;
      const filter: FieldRangeFilter = { key };
      if (low !== undefined) filter.min = Number(low);
      if (high !== undefined) filter.max = Number(high);
      if (filter.min !== undefined && filter.max !== undefined && filter.min > filter.max) {
        return { ok: false, message: FIELD_FILTER_MESSAGES.rangeInvalid };
      }
      filters.push(filter);
      continue;
    }
    const values = [...new Set(rest.split('|'))].sort();
    if (
      values.length > FIELD_FILTER_VALUES_MAX ||
      !values.every((value) => VALUE.test(value) && !value.includes('..'))
    )
      return invalid;
    filters.push({ key, values });
  }
  return { ok: true, filters: filters.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)) };
}

/**
 * The `fields` parameter for `filters` (empty: ''), in `readFieldFilters`' one form; a range given the wrong
 * way round (From 2020, To 2018 in the filter boxes) is written the right way round.
 */
export function fieldFiltersParam(filters: readonly FieldFilter[]): string {
  return [...filters]
    .filter((filter) =>
      isRangeFilter(filter) ? filter.min !== undefined || filter.max !== undefined : filter.values.length > 0,
    )
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((filter) =>
      isRangeFilter(filter)
        ? filter.min !== undefined && filter.max !== undefined && filter.min > filter.max
          ? `${filter.key}:${filter.max}..${filter.min}`
          : `${filter.key}:${filter.min ?? ''}..${filter.max ?? ''}`
        : `${filter.key}:${[...new Set(filter.values)].sort().join('|')}`,
    )
    .join(',');
}

/**
 * The filters that apply to a category with `fields`: those naming one of its filterable fields with the
 * filter's kind (a range for a number, values for a list or yes/no, only its options). The rest are dropped:
 * an address kept from before the admin retired a field, or shared from another category, still opens.
 */
export function applicableFieldFilters(
  filters: readonly FieldFilter[],
  fields: readonly CategoryField[],
): FieldFilter[] {
  const byKey = new Map(fields.filter((field) => field.filterable).map((field) => [field.key, field]));
  return filters.flatMap((filter): FieldFilter[] => {
    const field = byKey.get(filter.key);
    if (!field) return [];
    if (isRangeFilter(filter)) return field.type === 'number' ? [filter] : [];
    if (field.type === 'yes-no') {
      const values = filter.values.filter((value) =>
        (YES_NO_FILTER_VALUES as readonly string[]).includes(value),
      );
      return values.length > 0 ? [{ key: filter.key, values }] : [];
    }
    if (field.type !== 'choice' && field.type !== 'choices') return [];
    const options = new Set(field.options.map((option) => option.value));
    const values = filter.values.filter((value) => options.has(value));
    return values.length > 0 ? [{ key: filter.key, values }] : [];
  });
}

/**
 * Whether a listing's value passes one filter: a number within the range; a choice, one of the choices held,
 * or a yes/no (as `yes`/`no`) among the values. A listing without a value never passes. The same rule is written
 * in SQL for browse (`fieldFilterSql`) and for alerts (`listing_fields_match`, migration 0034), tested alike.
 */
export function fieldValuePasses(value: AttributeValue | undefined, filter: FieldFilter): boolean {
  if (value === undefined) return false;
  if (isRangeFilter(filter)) {
    if (typeof value !== 'number') return false;
    return (
      (filter.min === undefined || value >= filter.min) && (filter.max === undefined || value <= filter.max)
    );
  }
  if (typeof value === 'boolean') return filter.values.includes(value ? 'yes' : 'no');
  if (typeof value === 'string') return filter.values.includes(value);
  if (Array.isArray(value)) return value.some((held) => filter.values.includes(held));
  return false;
}

/** Whether a listing's values pass every filter (but the one on `ignoreKey`, for that field's own counts). */
export function fieldFiltersPass(
  values: ListingAttributes | null | undefined,
  filters: readonly FieldFilter[],
  ignoreKey?: string,
): boolean {
  for (const filter of filters) {
    if (filter.key === ignoreKey) continue;
    if (!fieldValuePasses(values?.[filter.key], filter)) return false;
  }
  return true;
}

/**
 * A filter as the results line and a saved search's name say it, in `language`: "Year ≥ 2018", "Engine
 * 110 cc – 150 cc", "Make: Honda, Yamaha", "Electric: Yes". Symbols rather than words for the ends of a
 * range, so one form reads in both languages.
 */
export function fieldFilterText(filter: FieldFilter, field: CategoryField, language: Language): string {
  const label = field.label[language];
  if (isRangeFilter(filter)) {
    const { min, max } = filter;
    if (min !== undefined && max !== undefined) {
      return min === max
        ? `${label} ${attributeText(field, min, language)}`
        : `${label} ${attributeText(field, min, language)} – ${attributeText(field, max, language)}`;
    }
    return min !== undefined
      ? `${label} ≥ ${attributeText(field, min, language)}`
      : `${label} ≤ ${attributeText(field, max!, language)}`;
  }
  const names = filter.values.map((value) =>
    field.type === 'yes-no'
      ? YES_NO_TEXT[language][value === 'yes' ? 'yes' : 'no']
      : (field.options.find((option) => option.value === value)?.[language] ?? value),
  );
  return `${label}: ${names.join(', ')}`;
}
