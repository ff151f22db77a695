/**
 * Bulk catalogue for benchmarks: thousands of sellers and N listings generated inside PostgreSQL with
 * generate_series (seconds, not minutes), with varied realistic text so term frequencies look like a real
 * marketplace: a few very common words, many common ones, and rare ones.
 */
import { LISTING_EXPIRY_WARNING_DAYS } from '@marketplace/contract/listings-messages';
import type pg from 'pg';

const NOUNS = [
  'iPhone',
  'Samsung Galaxy',
  'laptop',
  'office chair',
  'dining table',
  'sofa',
  'bicycle',
  'scooter',
  'outboard engine',
  'fishing rod',
  'diving fins',
  'snorkel set',
  'washing machine',
  'refrigerator',
  'rice cooker',
  'baby stroller',
  'school bag',
  'football boots',
  'treadmill',
  'air conditioner',
  'ceiling fan',
  'generator',
  'kayak',
  'surfboard',
  'camera',
  'drone',
  'PlayStation',
  'guitar',
  'bookshelf',
  'wardrobe',
  'mattress',
  'water pump',
  'drill',
  'tent',
];
const ADJECTIVES = [
  'used',
  'almost new',
  'well kept',
  'vintage',
  'compact',
  'heavy duty',
  'portable',
  'original',
  'spare',
];
const WORDS = [
  'good',
  'condition',
  'working',
  'perfectly',
  'selling',
  'because',
  'moving',
  'island',
  'pickup',
  'delivery',
  'ferry',
  'price',
  'negotiable',
  'serviced',
  'recently',
  'charger',
  'included',
  'box',
  'warranty',
  'scratches',
  'minor',
  'battery',
  'health',
  'family',
  'upgrade',
  'barely',
  'used',
  'cash',
  'only',
  'weekend',
  'evening',
  'call',
];
const RARE = ['zanzibar', 'quokka', 'xylophone', 'yodel', 'kumquat', 'narwhal', 'obsidian', 'quasar'];

export interface BulkSeedOptions {
  listings: number;
  sellers: number;
  /**
   * Leave the live listings already inside the expiry warning window unwarned (bench/expiry-pass.ts times the
   * pass that warns them). By default they are warned, as a running marketplace's job warned each one as it
   * entered the window: ~5% of the catalogue (24,000 at 1,000,000) otherwise made the first minutes of every
   * bench a catch-up of the expiry job, 200 updates a transaction beside the measured reads.
   */
  unwarned?: boolean;
}

/**
 * Issue #39 item 6: realistic values for the seeded categories' fields (seed/category-fields.ts), by the
 * listing's category (`cats.slugs`, the category expression of the INSERT): scooters' make, year, engine cc and
 * electric; boats' type, length, horsepower, fuel and year; phones' brand, storage and RAM; computers' brand,
 * RAM, storage and screen. Common values come more often (110 and 125 cc, 128 and 256 GB). Deterministic per
 * listing, like the rest of the row.
 */
const pickOf = (values: Array<string | number>, salt: number) =>
  `(ARRAY[${values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(',')}])` +
  `[1 + abs(hashint4(g * ${salt} + 5)) % ${values.length}]`;
const ATTRIBUTES_SQL = `CASE cats.slugs[1 + abs(hashint4(g + 7)) % array_length(cats.ids, 1)]
  WHEN 'motorbikes-scooters' THEN jsonb_build_object(
    'make', ${pickOf(['honda', 'honda', 'yamaha', 'yamaha', 'suzuki', 'tvs', 'bajaj', 'vespa', 'sym', 'hero', 'kymco', 'other'], 31)},
    'year', 2005 + abs(hashint4(g * 37)) % 21,
    'engine_cc', ${pickOf([50, 100, 110, 110, 110, 125, 125, 125, 150, 160, 200, 250], 41)},
    'electric', abs(hashint4(g * 43)) % 12 = 0)
  WHEN 'boats-marine' THEN jsonb_build_object(
    'type', ${pickOf(['dhoni', 'speedboat', 'speedboat', 'dinghy', 'yacht', 'kayak', 'engine', 'engine', 'part'], 47)},
    'length_ft', 8 + abs(hashint4(g * 53)) % 60,
    'engine_hp', ${pickOf([15, 25, 40, 40, 60, 85, 115, 150, 200, 250, 300], 59)},
    'fuel', ${pickOf(['petrol', 'petrol', 'diesel', 'electric'], 61)},
    'year', 1995 + abs(hashint4(g * 67)) % 31)
  WHEN 'mobile-phones-tablets' THEN jsonb_build_object(
    'brand', ${pickOf(['apple', 'apple', 'samsung', 'samsung', 'xiaomi', 'oppo', 'vivo', 'huawei', 'google', 'realme', 'nokia', 'oneplus', 'other'], 71)},
    'storage_gb', ${pickOf([32, 64, 128, 128, 256, 256, 512, 1024], 73)},
    'ram_gb', ${pickOf([2, 3, 4, 6, 8, 8, 12, 16], 79)})
  WHEN 'computers-laptops' THEN jsonb_build_object(
    'brand', ${pickOf(['apple', 'dell', 'hp', 'lenovo', 'asus', 'acer', 'msi', 'microsoft', 'other'], 83)},
    'ram_gb', ${pickOf([4, 8, 8, 16, 16, 32, 64], 89)},
    'storage_gb', ${pickOf([128, 256, 512, 512, 1024, 2048], 97)},
    'screen_inches', ${pickOf([11, 13, 14, 14, 15, 16, 17], 101)})
  ELSE '{}'::jsonb END`;

/**
 * Inserts sellers and listings (70% Approved, 10% Pending, 10% Rejected, 10% Sold; 2% soft-deleted). Approved
 * ones carry `approved_at` within the last 60 days and `expires_at` 60 days after it (issue #14 item 3).
 */
export async function seedBulkCatalogue(client: pg.Client, options: BulkSeedOptions): Promise<void> {
  const arr = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;
  const warnedBefore = `now() + interval '${LISTING_EXPIRY_WARNING_DAYS} days'`;
  await client.query(`
    INSERT INTO "user" (id, name, email, email_verified, role)
    SELECT 'bench-seller-' || g, 'Seller ' || g, 'seller' || g || '@bench.mv', true, 'user'
    FROM generate_series(1, ${options.sellers}) g;
    INSERT INTO profiles (id, first_name, last_name, email, mobile, national_id_number, location, is_verified_seller)
    SELECT 'bench-seller-' || g, (${arr(['Aishath', 'Mohamed', 'Fathimath', 'Ibrahim', 'Mariyam', 'Ahmed', 'Hawwa', 'Hussain'])})[1 + g % 8],
      'Seller' || g, 'seller' || g || '@bench.mv', '7' || lpad((g % 1000000)::text, 6, '0'), 'B' || lpad(g::text, 6, '0'),
      'K. Malé, Kaafu', g % 3 = 0
    FROM generate_series(1, ${options.sellers}) g;
  `);
  // Row triggers (live facet counts, the live listings' search columns and values, catalogue announcements) are
  // for the app's writes; a bulk load skips them and rebuilds the counts, the search table and the values table
  // once at the end, as migrations 0008, 0025 and 0036 do.
  await client.query(`SET session_replication_role = replica`);
  const batch = 50_000;
  for (let start = 1; start <= options.listings; start += batch) {
    const end = Math.min(options.listings, start + batch - 1);
    await client.query(`
      WITH cats AS (SELECT array_agg(id ORDER BY id) ids, array_agg(name ORDER BY id) names,
                           array_agg(slug ORDER BY id) slugs FROM categories),
           locs AS (SELECT array_agg(id ORDER BY id) ids, array_agg(name ORDER BY id) names FROM maldives_locations)
      INSERT INTO listings (user_id, name, description, price, condition, category_id, category, location_id, location,
                            status, is_deleted, views, created_at, updated_at, approved_at, expires_at,
                            expiry_warned_at, attributes)
      SELECT 'bench-seller-' || (1 + (g::bigint * 7919) % ${options.sellers}),
        initcap((${arr(ADJECTIVES)})[1 + abs(hashint4(g * 3 + 1)) % ${ADJECTIVES.length}]) || ' ' || (${arr(NOUNS)})[1 + abs(hashint4(g)) % ${NOUNS.length}],
        (SELECT string_agg((${arr(WORDS)})[1 + abs(hashint4(g * 64 + w)) % ${WORDS.length}], ' ') FROM generate_series(1, 12 + g % 20) w)
          || CASE WHEN g % 997 = 0 THEN ' ' || (${arr(RARE)})[1 + g % ${RARE.length}] ELSE '' END,
        (50 + abs(hashint4(g + 13)) % 25000)::numeric,
        (ARRAY['new','like new','good','fair','needs repair'])[1 + abs(hashint4(g + 17)) % 5],
        cats.ids[1 + abs(hashint4(g + 7)) % array_length(cats.ids, 1)], cats.names[1 + abs(hashint4(g + 7)) % array_length(cats.ids, 1)],
        locs.ids[1 + abs(hashint4(g + 11)) % array_length(locs.ids, 1)], locs.names[1 + abs(hashint4(g + 11)) % array_length(locs.ids, 1)],
        CASE WHEN g % 10 < 7 THEN 'Approved' WHEN g % 10 = 7 THEN 'Pending' WHEN g % 10 = 8 THEN 'Rejected' ELSE 'Sold' END,
        g % 50 = 0, (g * 7) % 500,
        now() - ((g % 365) || ' days')::interval - ((g % 86400) || ' seconds')::interval,
        now() - ((g % 365) || ' days')::interval,
        -- Issue #14: live listings went live (or were last renewed) within their 60-day term, spread evenly, so
        -- about 1/60 of them end their term each day; Sold ones went live when last updated.
        CASE WHEN g % 10 < 7 THEN now() - (abs(hashint4(g + 23)) % 5184000 || ' seconds')::interval
             WHEN g % 10 = 9 THEN now() - ((g % 365) || ' days')::interval END,
        CASE WHEN g % 10 < 7 THEN now() - (abs(hashint4(g + 23)) % 5184000 || ' seconds')::interval
             + interval '60 days' END,
        CASE WHEN ${options.unwarned ? 'false' : 'true'} AND g % 10 < 7
              AND now() - (abs(hashint4(g + 23)) % 5184000 || ' seconds')::interval + interval '60 days'
                  <= ${warnedBefore}
             THEN now() END,
        ${ATTRIBUTES_SQL}
      FROM generate_series(${start}, ${end}) g, cats, locs;
    `);
  }
  await client.query(`SET session_replication_role = DEFAULT`);
  await client.query(`
    DELETE FROM live_listing_facet_counts;
    INSERT INTO live_listing_facet_counts (category_id, location_id, condition, listings)
      SELECT category_id, location_id, condition, count(*)::int FROM listings
      WHERE status = 'Approved' AND NOT is_deleted GROUP BY 1, 2, 3;
    DELETE FROM live_listing_search;
    INSERT INTO live_listing_search
      (id, created_at, category_id, location_id, reserved_for_id, price, condition, item_display_id, name_vector,
       search_vector)
      SELECT id, created_at, category_id, location_id, reserved_for_id, price, condition, item_display_id,
             name_vector, search_vector
      FROM listings WHERE status = 'Approved' AND NOT is_deleted;
    DELETE FROM live_listing_fields;
    INSERT INTO live_listing_fields
      (id, category_id, created_at, location_id, price, condition, reserved_for_id, attributes)
      SELECT id, category_id, created_at, location_id, price, condition, reserved_for_id, attributes
      FROM listings WHERE status = 'Approved' AND NOT is_deleted AND attributes <> '{}'::jsonb;
  `);
  await client.query('VACUUM ANALYZE');
}
