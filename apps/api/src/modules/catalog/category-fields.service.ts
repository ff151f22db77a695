/**
 * Issue #39: the categories' fields, read once and kept for a short while (they change only when the admin edits
 * them), for the categories list, the listing form's check on the server and the item page's values.
 */
import { asc } from 'drizzle-orm';
import {
  attributeText,
  type CategoryField,
  type ListingAttribute,
  type ListingAttributes,
} from '@marketplace/contract/category-fields-messages';
import { applicableFieldFilters, type FieldFilter } from '@marketplace/contract/field-filters';
import type { Database } from '../../db/client';
import { categoryFields } from '../../db/schema/catalog';

/** How long a read of the fields is used before it is read again (ms). */
export const CATEGORY_FIELDS_TTL_MS = 30_000;

/** One category's fields: those asked for now, and every one it ever had (to show what listings hold). */
export interface FieldsOfCategory {
  current: CategoryField[];
  all: CategoryField[];
}

const cache = new WeakMap<Database, { readAt: number; value: Promise<Map<number, FieldsOfCategory>> }>();

/** Every category's fields by category id, in position order. Read at most every CATEGORY_FIELDS_TTL_MS. */
export function categoryFieldsByCategory(db: Database): Promise<Map<number, FieldsOfCategory>> {
  const held = cache.get(db);
  if (held && Date.now() - held.readAt < CATEGORY_FIELDS_TTL_MS) return held.value;
  const value = readFields(db);
  cache.set(db, { readAt: Date.now(), value });
  // A failed read is not kept: the next caller tries again.
  value.catch(() => cache.delete(db));
  return value;
}

/** Forget the held fields (after the admin changes them), so the next read is fresh. */
export function forgetCategoryFields(db: Database): void {
  cache.delete(db);
}

/** The fields asked for now in a category ([] for none or an unknown category). */
export async function currentFieldsOf(db: Database, categoryId: number): Promise<CategoryField[]> {
  return (await categoryFieldsByCategory(db)).get(categoryId)?.current ?? [];
}

/**
 * Issue #39: `search` with only the field filters that apply to it — with a single category, those naming one
 * of its filterable fields (`applicableFieldFilters`); none otherwise — so a search has one form (a cache key,
 * a saved search) and every kept filter can match. Browse and saved searches both use it.
 */
export async function withApplicableFieldFilters<T extends { categories?: number[]; fields?: FieldFilter[] }>(
  db: Database,
  search: T,
): Promise<T> {
  if (!search.fields) return search;
  const { fields, ...rest } = search;
  if (search.categories?.length !== 1) return rest as T;
  const applicable = applicableFieldFilters(fields, await currentFieldsOf(db, search.categories[0]!));
  return (applicable.length > 0 ? { ...rest, fields: applicable } : rest) as T;
}

/** A `category_fields` row as the contract's `CategoryField`. */
export function categoryFieldOf(row: typeof categoryFields.$inferSelect): CategoryField {
  return {
    key: row.key,
    label: { en: row.labelEn, dv: row.labelDv },
    type: row.type,
    unit: row.unit ?? null,
    min: row.minValue,
    max: row.maxValue,
    options: row.options,
    required: row.required,
    filterable: row.filterable,
  };
}

async function readFields(db: Database): Promise<Map<number, FieldsOfCategory>> {
  const rows = await db
    .select()
    .from(categoryFields)
    .orderBy(asc(categoryFields.categoryId), asc(categoryFields.position), asc(categoryFields.id));
  const byCategory = new Map<number, FieldsOfCategory>();
  for (const row of rows) {
    const field = categoryFieldOf(row);
    let fields = byCategory.get(row.categoryId);
    if (!fields) byCategory.set(row.categoryId, (fields = { current: [], all: [] }));
    fields.all.push(field);
    if (!row.retiredAt) fields.current.push(field);
  }
  return byCategory;
}

/**
 * A listing's values as the item page shows them: in its category's field order, each with its label and
 * text in both languages. A value whose field no longer exists is left out.
 */
export function listingAttributesOf(
  fields: readonly CategoryField[],
  values: ListingAttributes | null | undefined,
): ListingAttribute[] {
  if (!values) return [];
  return fields.flatMap((field) => {
    const value = values[field.key];
    if (value === undefined) return [];
    return [
      {
        key: field.key,
        label: field.label,
        text: { en: attributeText(field, value, 'en'), dv: attributeText(field, value, 'dv') },
        value,
      },
    ];
  });
}
