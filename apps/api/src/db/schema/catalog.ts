import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  CategoryFieldOption,
  CategoryFieldType,
  CategoryFieldUnit,
} from '@marketplace/contract/category-fields-messages';
import { user } from './auth';

/** Spec 02 §3 Category. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

/**
 * Issue #39 (migration 0033): the fields that describe a category's goods, in `position` order. A retired
 * field is no longer asked for; listings keep the values they hold under its key.
 */
export const categoryFields = pgTable(
  'category_fields',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    labelEn: text('label_en').notNull(),
    labelDv: text('label_dv').notNull(),
    type: text('type').$type<CategoryFieldType>().notNull(),
    unit: text('unit').$type<CategoryFieldUnit>(),
    minValue: integer('min_value'),
    maxValue: integer('max_value'),
    options: jsonb('options').$type<CategoryFieldOption[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    filterable: boolean('filterable').notNull().default(false),
    position: integer('position').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('category_fields_category_key_idx').on(t.categoryId, t.key)],
);

/**
 * Spec 02 §3 Location: one row per inhabited island, from ../shared/data/maldives-locations.json.
 * `name` is the prefixed island ("HA. Dhidhdhoo"), `atoll` the atoll name ("Haa Alif").
 */
export const maldivesLocations = pgTable(
  'maldives_locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    atoll: text('atoll').notNull(),
    atollCode: text('atoll_code').notNull(),
    /** North-to-south order of the atoll, for the grouped picker. */
    atollOrder: integer('atoll_order').notNull(),
  },
  (t) => [uniqueIndex('maldives_locations_atoll_name_idx').on(t.atoll, t.name)],
);

/**
 * Issue #38 item 1 (migration 0032): the admin's search synonym groups, beside the built-in list. Each group's
 * `memberKeys` is the folded key of each one-word member ('' for a phrase), in the order of `words`.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  words: text('words').array().notNull(),
  memberKeys: text('member_keys').array().notNull(),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
