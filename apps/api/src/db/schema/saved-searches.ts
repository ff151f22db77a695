import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FieldFilter } from '@marketplace/contract/field-filters';
import type { SavedSearchQuery } from '@marketplace/contract/saved-searches';
import { user } from './auth';

/**
 * Issue #14 item 2: a member's saved browse query (at most SAVED_SEARCHES_MAX). `search` is the query as the
 * browse contract normalises it; the columns after it repeat its filters so the matching job can join new
 * listings to every saved search in one statement (migration 0017, decision 025).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    search: jsonb('search').$type<SavedSearchQuery>().notNull(),
    /** The search term (trimmed), null without one. */
    term: text('term'),
    /** "PD-000123" when the term names a display id (browse's exact id match). */
    termDisplayId: text('term_display_id'),
    categoryIds: integer('category_ids').array(),
    /** Island ids (one, several, a whole atoll's; issue #39 item 5, migration 0035); null: anywhere. */
    locationIds: integer('location_ids').array(),
    condition: text('condition'),
    minPrice: numeric('min_price', { precision: 12, scale: 2, mode: 'number' }),
    maxPrice: numeric('max_price', { precision: 12, scale: 2, mode: 'number' }),
    /** `availability=available`: Reserved listings do not match. */
    availableOnly: boolean('available_only').notNull().default(false),
    /** Issue #39: the category field filters (`FieldFilter[]`), null without any (migration 0034). */
    fieldFilters: jsonb('field_filters').$type<FieldFilter[]>(),
    emailDigest: boolean('email_digest').notNull().default(false),
    /** Matches since the member last opened the search (the dashboard's badge). */
    newMatchCount: integer('new_match_count').notNull().default(0),
    /** Matches not yet announced by an on-site notification (at most one an hour). */
    alertPendingCount: integer('alert_pending_count').notNull().default(0),
    /** Matches not yet in a digest e-mail (counted only while the digest is on). */
    digestPendingCount: integer('digest_pending_count').notNull().default(0),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
    lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_alert_due_idx')
      .on(t.lastAlertedAt)
      .where(sql`alert_pending_count > 0`),
    index('saved_searches_digest_due_idx')
      .on(t.userId)
      .where(sql`email_digest and digest_pending_count > 0`),
  ],
);

/** The matching job's watermark (one row): listings live since `approved_through` are not matched yet. */
export const savedSearchWatermark = pgTable(
  'saved_search_watermark',
  {
    id: integer('id').primaryKey().default(1),
    approvedThrough: timestamp('approved_through', { withTimezone: true }).notNull(),
  },
  (t) => [check('saved_search_watermark_one_row', sql`${t.id} = 1`)],
);

/** One digest e-mail per member per day: the day (Maldives time, YYYY-MM-DD) of the last one. */
export const savedSearchDigests = pgTable('saved_search_digests', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  lastSentOn: date('last_sent_on').notNull(),
});
