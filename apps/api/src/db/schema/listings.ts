import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ListingAttributes } from '@marketplace/contract/category-fields-messages';
import { LISTING_CONDITIONS, LISTING_STATUSES } from '@marketplace/contract/listings-messages';
import { user } from './auth';
import { categories, maldivesLocations } from './catalog';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Feeds `item_display_id`: "PD-000123", at least six digits, more past 999,999 ("PD-1000000"). */
export const listingDisplayNumber = pgSequence('listing_display_number_seq', { startWith: 1 });

/**
 * Live = public: Approved and not soft-deleted (spec 02 §4). Every browse index is partial to exactly this
 * predicate; queries use it through `modules/listings/listing-lifecycle.ts` (`liveListing`, `liveListingAs`).
 */
export const LIVE_LISTING_SQL = `status = 'Approved' AND NOT is_deleted`;
const live = sql.raw(LIVE_LISTING_SQL);

/**
 * Spec 02 §3 Listing. `category` and `location` keep the names beside the ids (as the spec's rows do)
 * so the stored search vector can hold the category name. Prices are MVR, numeric(12,2).
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemDisplayId: text('item_display_id')
      .notNull()
      .default(sql`'PD-' || to_char(nextval('listing_display_number_seq'), 'FM999999999000000')`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    condition: text('condition', { enum: LISTING_CONDITIONS }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    category: text('category').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => maldivesLocations.id),
    location: text('location').notNull(),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('Pending'),
    rejectionReason: text('rejection_reason'),
    views: integer('views').notNull().default(0),
    /**
     * Issue #13: an accepted offer reserves the listing for its buyer (still live, badged "Reserved"); the
     * seller can release it. Cleared when released or sold.
     */
    reservedForId: text('reserved_for_id').references(() => user.id, { onDelete: 'set null' }),
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    /** Issue #13: the buyer it was marked sold to (reviews need a real deal) and when. */
    soldToId: text('sold_to_id').references(() => user.id, { onDelete: 'set null' }),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /**
     * Issue #14: when the listing last went live (approval, automatic approval or renewal) and when it expires
     * (LISTING_TTL_DAYS later); null while not live. `expiry_warned_at` is set once the seller has been
     * warned of this expiry. `auto_approved` marks a listing approved by the trusted-seller rule.
     */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    expiryWarnedAt: timestamp('expiry_warned_at', { withTimezone: true }),
    autoApproved: boolean('auto_approved').notNull().default(false),
    /** Issue #39 (migration 0033): the values of its category's fields, by field key, as the contract typed them. */
    attributes: jsonb('attributes').$type<ListingAttributes>().notNull().default({}),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Name (A), category and display id (B), description (C); English stemming. The display number is also
     * indexed without its prefix and leading zeros, so a bare "123" finds PD-000123. Texts go through
     * `search_text` (migration 0019, issue #15), as every query does, so Thaana words match on any database.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('english'::regconfig, search_text(coalesce(name, ''))), 'A')
        || setweight(to_tsvector('english'::regconfig, search_text(coalesce(category, ''))), 'B')
        || setweight(to_tsvector('simple'::regconfig, coalesce(item_display_id, '') || ' ' || ltrim(replace(coalesce(item_display_id, ''), 'PD-', ''), '0')), 'B')
        || setweight(to_tsvector('english'::regconfig, search_text(coalesce(description, ''))), 'C')`,
    ),
    /** The name alone: relevance ranks name matches first, and this finds them through its own index. */
    nameVector: tsvector('name_vector').generatedAlwaysAs(
      (): SQL => sql`to_tsvector('english'::regconfig, search_text(coalesce(name, '')))`,
    ),
  },
  (t) => [
    uniqueIndex('listings_item_display_id_idx').on(t.itemDisplayId),
    index('listings_user_id_idx').on(t.userId, t.createdAt.desc()),
    index('listings_category_id_idx').on(t.categoryId),
    index('listings_location_id_idx').on(t.locationId),
    index('listings_status_idx').on(t.status, t.isDeleted, t.createdAt.desc()),
    // No pending list (`fastupdate` off, migration 0024): every search would read it whole.
    index('listings_live_search_idx').using('gin', t.searchVector).where(live).with({ fastupdate: 'off' }),
    index('listings_live_name_search_idx').using('gin', t.nameVector).where(live).with({ fastupdate: 'off' }),
    index('listings_live_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .where(live)
      .with({ fastupdate: 'off' }),
    index('listings_live_display_id_trgm_idx')
      .using('gin', sql`${t.itemDisplayId} gin_trgm_ops`)
      .where(live)
      .with({ fastupdate: 'off' }),
    // Each matches an ORDER BY of the browse query exactly, so a page is an index range scan, not a sort.
    // Migrations 0021 and 0023 make the newest, price, (category|island, price) and (category|island, newest)
    // indexes covering — INCLUDE the other facet columns, price, created_at, id and reserved_for_id — so a browse
    // without a term samples, counts and pages from the index alone (drizzle cannot say INCLUDE).
    index('listings_live_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(live),
    // Header suggestions' look among the newest names (migration 0026 INCLUDEs name, item_display_id and
    // price, so it reads the index alone; decision 035).
    index('listings_live_suggestion_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(live),
    index('listings_live_price_idx').on(t.price, t.id).where(live),
    index('listings_live_category_newest_idx')
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(live),
    index('listings_live_location_newest_idx')
      .on(t.locationId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(live),
    // Issue #10: a category or island with a price range is a range scan of exactly its rows, and a facet
    // count over them reads the index alone (the other facet columns are included).
    // (Migrations 0009 and 0021 add the INCLUDE columns; drizzle cannot say it.)
    index('listings_live_category_price_idx').on(t.categoryId, t.price).where(live),
    index('listings_live_location_price_idx').on(t.locationId, t.price).where(live),
    // Issue #14: the expiry job reads live listings by `expires_at` (warnings, then expiry).
    index('listings_live_expires_at_idx').on(t.expiresAt).where(live),
    // Issue #14 item 2: the saved-search job reads listings that went live since its watermark.
    index('listings_live_approved_at_idx').on(t.approvedAt).where(live),
    // Issue #39: list and yes/no field filters (`attributes @> '{"make":"honda"}'`; migration 0034).
    index('listings_live_attributes_idx')
      .using('gin', sql`${t.attributes} jsonb_path_ops`)
      .where(live)
      .with({ fastupdate: 'off' }),
  ],
);

/**
 * A listing's photos in display order (position 0 is the cover). Keys point at WebP variants in storage;
 * originals are never kept in a public path.
 */
export const listingImages = pgTable(
  'listing_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    thumbKey: text('thumb_key').notNull(),
    /**
     * The ≤ 800 px variant (the item page's main photo on a phone, migration 0020). Null for a photo stored
     * before it existed until `backfillMediumImages` has made it; readers fall back to the other two.
     */
    mediumKey: text('medium_key'),
    largeKey: text('large_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listing_images_listing_position_idx').on(t.listingId, t.position),
    // The backfill job's queue (migration 0020): photos still without their middle size.
    index('listing_images_medium_missing_idx')
      .on(t.createdAt)
      .where(sql`${t.mediumKey} is null`),
  ],
);

/**
 * Photos uploaded one by one before the listing is submitted (issue #12), each tied to the member who sent it.
 * The processed variants wait in private storage under `pending-uploads/<id>/`; submitting or editing a
 * listing moves them to the listing and deletes the row. Rows older than PENDING_UPLOAD_TTL_HOURS are removed
 * with their files by `removeExpiredUploads`. No foreign key to `user`: a deleted member's rows stay until
 * that clean-up, which also removes their stored files (a cascade would leave the files behind).
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    /** Size in px of the large (≤ 1600 px wide) variant. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pending_uploads_user_id_idx').on(t.userId, t.createdAt),
    index('pending_uploads_created_at_idx').on(t.createdAt),
  ],
);

/**
 * How many live listings each (category, island, condition) holds — the unfiltered marketplace's facets
 * without reading the catalogue (issue #10). Kept exact by the `listings_live_facet_counts` trigger
 * (migration 0008) in the same transaction as every listing write; nothing else writes it.
 */
export const liveListingFacetCounts = pgTable(
  'live_listing_facet_counts',
  {
    categoryId: integer('category_id').notNull(),
    locationId: integer('location_id').notNull(),
    condition: text('condition', { enum: LISTING_CONDITIONS }).notNull(),
    listings: integer('listings').notNull(),
    /** How many of `listings` are Reserved (issue #13; migration 0015): browse can hide them, counts exact. */
    reserved: integer('reserved').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locationId, t.condition] })],
);

/**
 * The live listings' search columns, one row per live listing (issue #10, decision 032): what a term's sample
 * reads, ~290 bytes a row instead of `listings`' ~750. Kept exact by the `listings_live_search` triggers
 * (migration 0025) in the same transaction as every listing write; nothing else writes it.
 */
export const liveListingSearch = pgTable(
  'live_listing_search',
  {
    id: uuid('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    categoryId: integer('category_id').notNull(),
    locationId: integer('location_id').notNull(),
    reservedForId: text('reserved_for_id'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    condition: text('condition', { enum: LISTING_CONDITIONS }).notNull(),
    itemDisplayId: text('item_display_id'),
    nameVector: tsvector('name_vector'),
    searchVector: tsvector('search_vector'),
  },
  // The island beside the words (btree_gin, migration 0027, decision 037): an island with a term is one index
  // scan; a term alone uses the same index.
  (t) => [
    index('live_listing_search_island_vector_idx')
      .using('gin', t.locationId, t.searchVector)
      .with({ fastupdate: false }),
    // A term within one category, for field filters (issue #39, migration 0037).
    index('live_listing_search_category_vector_idx')
      .using('gin', t.categoryId, t.searchVector)
      .with({ fastupdate: false }),
  ],
);

/**
 * Issue #39 item 6 (decision 042, migration 0036): the live listings that hold category field values, with the
 * columns browse filters by — ~110 bytes a row instead of `listings`' ~750, so a field filter reads a category's
 * values from a few pages. Kept exact by the `listings_live_fields` triggers; nothing else writes it.
 */
export const liveListingFields = pgTable(
  'live_listing_fields',
  {
    id: uuid('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    locationId: integer('location_id').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    condition: text('condition', { enum: LISTING_CONDITIONS }).notNull(),
    reservedForId: text('reserved_for_id'),
    attributes: jsonb('attributes').$type<ListingAttributes>().notNull(),
  },
  (t) => [
    index('live_listing_fields_category_idx').on(t.categoryId, t.createdAt.desc(), t.id.desc()),
    // A field search past the cap paged by price (migration 0038).
    index('live_listing_fields_category_price_idx').on(t.categoryId, t.price, t.id),
    index('live_listing_fields_values_idx')
      .using('gin', sql`${t.attributes} jsonb_path_ops`)
      .with({ fastupdate: 'off' }),
  ],
);

/** Spec 02 §3 Saved listing: one row per member and listing. */
export const savedListings = pgTable(
  'saved_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('saved_listings_user_listing_key').on(t.userId, t.listingId),
    index('saved_listings_listing_idx').on(t.listingId),
  ],
);

/**
 * Which visitor viewed which listing on which day (issue #11: views are counted at most once per visitor,
 * listing and Maldives calendar day). `visitor_key` is `member:<user id>`, or for a visitor a keyed hash of
 * the IP address and the day, so no address is stored. Rows older than yesterday are pruned.
 */
export const listingViews = pgTable(
  'listing_views',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'listing_views_pkey', columns: [t.listingId, t.visitorKey, t.day] }),
    index('listing_views_day_idx').on(t.day),
  ],
);
