/**
 * Issue #39 item 1: the admin adds, edits, reorders, retires and restores a category's fields. Nothing here
 * deletes a field or touches a listing's values: a retired field is no longer asked for, and listings keep
 * what they hold under its key. Every change is one transaction with its activity-log row; the held fields
 * (`category-fields.service.ts`) are dropped on this instance at once and on the others at the catalogue's
 * change announcement.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  CATEGORY_FIELD_ADMIN_MESSAGES,
  CATEGORY_FIELDS_MAX,
  type AdminCategoryFields,
} from '@marketplace/contract/category-fields-messages';
import type { categoryFieldInputSchema } from '@marketplace/contract/category-fields';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { categories, categoryFields } from '../../db/schema/catalog';
import { AppError, fieldError } from '../../lib/app-error';
import { recordActivity } from '../activity/activity.service';
import { categoryFieldOf, forgetCategoryFields } from './category-fields.service';

/** A field definition as the contract's `categoryFieldInputSchema` leaves it. */
export type CategoryFieldDefinition = z.output<typeof categoryFieldInputSchema>;

interface AdminChange {
  actor: { id: string; email: string };
  ipAddress: string | null;
}

const columnsOf = (field: CategoryFieldDefinition) => ({
  labelEn: field.label.en,
  labelDv: field.label.dv,
  unit: field.unit,
  minValue: field.min,
  maxValue: field.max,
  options: field.options,
  required: field.required,
  filterable: field.filterable,
});

async function categoryOf(db: Database, categoryId: number) {
  const [category] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1);
  if (!category) throw new AppError('NOT_FOUND', CATEGORY_FIELD_ADMIN_MESSAGES.categoryNotFound);
  return category;
}

/**
 * A category and every field it has had, in order, retired ones marked.
 * @throws AppError 404 for no such category
 */
export async function listCategoryFieldsForAdmin(
  db: Database,
  categoryId: number,
): Promise<AdminCategoryFields> {
  const category = await categoryOf(db, categoryId);
  const rows = await db
    .select()
    .from(categoryFields)
    .where(eq(categoryFields.categoryId, categoryId))
    .orderBy(asc(categoryFields.position), asc(categoryFields.id));
  return {
    category,
    fields: rows.map((row) => ({ ...categoryFieldOf(row), retired: row.retiredAt !== null })),
  };
}

/**
 * Adds a field at the end of the category's list.
 * @throws AppError 404 no such category; 409 a field with that key exists (retired ones too: values are stored
 *   under it) or the category has CATEGORY_FIELDS_MAX fields
 */
export async function addCategoryField(
  db: Database,
  categoryId: number,
  field: CategoryFieldDefinition,
  change: AdminChange,
): Promise<AdminCategoryFields> {
  const category = await categoryOf(db, categoryId);
  await db.transaction(async (tx) => {
    const [facts] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        last: sql<number>`coalesce(max(${categoryFields.position}), -1)::int`,
        taken: sql<boolean>`bool_or(${categoryFields.key} = ${field.key})`,
      })
      .from(categoryFields)
      .where(eq(categoryFields.categoryId, categoryId));
    if (facts?.taken) throw new AppError('CONFLICT', CATEGORY_FIELD_ADMIN_MESSAGES.keyTaken);
    if ((facts?.count ?? 0) >= CATEGORY_FIELDS_MAX) {
      throw new AppError('CONFLICT', CATEGORY_FIELD_ADMIN_MESSAGES.fieldsFull);
    }
    const inserted = await tx
      .insert(categoryFields)
      .values({
        categoryId,
        key: field.key,
        type: field.type,
        position: (facts?.last ?? -1) + 1,
        ...columnsOf(field),
      })
      .onConflictDoNothing()
      .returning({ id: categoryFields.id });
    // Two admins adding the same key at once: the second is told, as above.
    if (inserted.length === 0) throw new AppError('CONFLICT', CATEGORY_FIELD_ADMIN_MESSAGES.keyTaken);
    await recordActivity(tx, {
      actionType: 'ADMIN_USER_UPDATE',
      description: `Category field added: ${category.name} — ${field.label.en} (${field.key})`,
      actor: change.actor,
      ipAddress: change.ipAddress,
      details: {
        categoryField: { categoryId, key: field.key, change: 'added' },
        fieldLabelDv: field.label.dv,
      },
      facts: {
        event: 'categoryFieldAdded',
        categoryName: category.name,
        fieldLabel: field.label.en,
        fieldKey: field.key,
      },
    });
  });
  forgetCategoryFields(db);
  return listCategoryFieldsForAdmin(db, categoryId);
}

/**
 * Saves a field's labels, unit, range, options and flags. Its key and type stay (values are stored under the
 * key, typed by the type).
 * @throws AppError 404 no such category or field; 400 a key or type different from the stored one
 */
export async function updateCategoryField(
  db: Database,
  categoryId: number,
  key: string,
  field: CategoryFieldDefinition,
  change: AdminChange,
): Promise<AdminCategoryFields> {
  const category = await categoryOf(db, categoryId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(categoryFields)
      .where(and(eq(categoryFields.categoryId, categoryId), eq(categoryFields.key, key)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', CATEGORY_FIELD_ADMIN_MESSAGES.fieldNotFound);
    if (field.key !== key) throw fieldError('key', CATEGORY_FIELD_ADMIN_MESSAGES.keyCannotChange);
    if (field.type !== row.type) throw fieldError('type', CATEGORY_FIELD_ADMIN_MESSAGES.typeCannotChange);
    await tx.update(categoryFields).set(columnsOf(field)).where(eq(categoryFields.id, row.id));
    await recordActivity(tx, {
      actionType: 'ADMIN_USER_UPDATE',
      description: `Category field saved: ${category.name} — ${field.label.en} (${key})`,
      actor: change.actor,
      ipAddress: change.ipAddress,
      details: { categoryField: { categoryId, key, change: 'saved' }, fieldLabelDv: field.label.dv },
      facts: {
        event: 'categoryFieldSaved',
        categoryName: category.name,
        fieldLabel: field.label.en,
        fieldKey: key,
      },
    });
  });
  forgetCategoryFields(db);
  return listCategoryFieldsForAdmin(db, categoryId);
}

/**
 * Retires a field (no longer asked for; listings keep their values) or restores it.
 * @throws AppError 404 no such category or field
 */
export async function setCategoryFieldRetired(
  db: Database,
  categoryId: number,
  key: string,
  retired: boolean,
  change: AdminChange,
): Promise<AdminCategoryFields> {
  const category = await categoryOf(db, categoryId);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(categoryFields)
      .set({ retiredAt: retired ? sql`coalesce(${categoryFields.retiredAt}, now())` : null })
      .where(and(eq(categoryFields.categoryId, categoryId), eq(categoryFields.key, key)))
      .returning({ label: categoryFields.labelEn, labelDv: categoryFields.labelDv });
    if (updated.length === 0) throw new AppError('NOT_FOUND', CATEGORY_FIELD_ADMIN_MESSAGES.fieldNotFound);
    await recordActivity(tx, {
      actionType: 'ADMIN_USER_UPDATE',
      description: `Category field ${retired ? 'retired' : 'restored'}: ${category.name} — ${updated[0]!.label} (${key})`,
      actor: change.actor,
      ipAddress: change.ipAddress,
      details: {
        categoryField: { categoryId, key, change: retired ? 'retired' : 'restored' },
        fieldLabelDv: updated[0]!.labelDv,
      },
      facts: {
        event: retired ? 'categoryFieldRetired' : 'categoryFieldRestored',
        categoryName: category.name,
        fieldLabel: updated[0]!.label,
        fieldKey: key,
      },
    });
  });
  forgetCategoryFields(db);
  return listCategoryFieldsForAdmin(db, categoryId);
}

/**
 * Puts the category's fields in the order of `keys`, which names each of them (retired ones too) once.
 * @throws AppError 404 no such category; 400 `orderInvalid` otherwise
 */
export async function reorderCategoryFields(
  db: Database,
  categoryId: number,
  keys: readonly string[],
  change: AdminChange,
): Promise<AdminCategoryFields> {
  const category = await categoryOf(db, categoryId);
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: categoryFields.id, key: categoryFields.key })
      .from(categoryFields)
      .where(eq(categoryFields.categoryId, categoryId))
      .for('update');
    const byKey = new Map(rows.map((row) => [row.key, row.id]));
    if (
      keys.length !== rows.length ||
      new Set(keys).size !== keys.length ||
      !keys.every((key) => byKey.has(key))
    ) {
      throw fieldError('keys', CATEGORY_FIELD_ADMIN_MESSAGES.orderInvalid);
    }
    for (const [position, key] of keys.entries()) {
      await tx
        .update(categoryFields)
        .set({ position })
        .where(eq(categoryFields.id, byKey.get(key)!));
    }
    await recordActivity(tx, {
      actionType: 'ADMIN_USER_UPDATE',
      description: `Category fields reordered: ${category.name} — ${keys.join(', ')}`,
      actor: change.actor,
      ipAddress: change.ipAddress,
      details: { categoryField: { categoryId, keys, change: 'reordered' } },
      facts: { event: 'categoryFieldsReordered', categoryName: category.name, fieldKeys: keys },
    });
  });
  forgetCategoryFields(db);
  return listCategoryFieldsForAdmin(db, categoryId);
}
