import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Spec 02 §3 Category. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

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
