/**
 * Reference data every install needs before anyone can sign up or list an item: the inhabited islands
 * of the Maldives (from the vendored copy of ../shared/data/maldives-locations.json, so a deployed
 * app does not need the shared folder beside it) and the category list.
 */
import { prefixedIslandName } from '@marketplace/contract/locations';
import type { Database } from '../client';
import { categories, maldivesLocations } from '../schema/catalog';
import locationsJson from './maldives-locations.json' with { type: 'json' };
import { seedCategoryFields } from './category-fields';

/** One administrative atoll as the JSON lists it. */
export interface MaldivesAtollEntry {
  /** Short code used as the island prefix, e.g. "HA". */
  readonly code: string;
  /** Atoll name without its code, e.g. "Haa Alif". */
  readonly name: string;
  /** "Haa Alif (HA)" */
  readonly label: string;
  /** Island names without the code prefix, alphabetical, e.g. "Dhidhdhoo". */
  readonly islands: readonly string[];
}

/** Shape of maldives-locations.json (see ../shared/data/README.md). */
export interface MaldivesLocationsFile {
  /** Where the list comes from, one entry per source. */
  readonly source: readonly string[];
  /** Counts, spelling variants and editorial choices. */
  readonly note: string;
  /** The 20 administrative atolls, north to south. */
  readonly atolls: readonly MaldivesAtollEntry[];
}

// Annotating the constant makes the compiler check the JSON against the declared shape.
const MALDIVES_LOCATIONS: MaldivesLocationsFile = locationsJson;

/**
 * The inhabited islands of the Maldives grouped by administrative atoll (spec 01 §3 Location reference
 * data): 20 atolls north to south, 190 islands in all (Malé City's three islands under Kaafu).
 * Bundled with the API, so it never touches the file system and cannot fail at run time.
 * @returns the parsed JSON; treat it as read-only, it is shared by every caller.
 */
export function loadMaldivesLocations(): MaldivesLocationsFile {
  return MALDIVES_LOCATIONS;
}

/** One category row to seed: display name and its URL slug (kebab-case). */
export interface CategorySeed {
  readonly name: string;
  readonly slug: string;
}

/**
 * Categories for second-hand goods in the Maldives (spec 02 §3 Category), in the order the pickers show
 * them; "Other" stays last as the catch-all. Marine and fishing gear get their own categories because
 * on islands they are everyday goods, not hobby items.
 */
export const SEED_CATEGORIES = [
  { name: 'Electronics', slug: 'electronics' },
  { name: 'Mobile Phones & Tablets', slug: 'mobile-phones-tablets' },
  { name: 'Computers & Laptops', slug: 'computers-laptops' },
  { name: 'Furniture', slug: 'furniture' },
  { name: 'Home & Kitchen', slug: 'home-kitchen' },
  { name: 'Appliances', slug: 'appliances' },
  { name: 'Fashion & Clothing', slug: 'fashion-clothing' },
  { name: 'Baby & Kids', slug: 'baby-kids' },
  { name: 'Sports & Fitness', slug: 'sports-fitness' },
  { name: 'Fishing & Diving Gear', slug: 'fishing-diving-gear' },
  { name: 'Boats & Marine', slug: 'boats-marine' },
  { name: 'Motorbikes & Scooters', slug: 'motorbikes-scooters' },
  { name: 'Bicycles', slug: 'bicycles' },
  { name: 'Books & Stationery', slug: 'books-stationery' },
  { name: 'Tools & Hardware', slug: 'tools-hardware' },
  { name: 'Other', slug: 'other' },
] as const satisfies readonly CategorySeed[];

/** A seeded category's display name. */
export type SeedCategoryName = (typeof SEED_CATEGORIES)[number]['name'];

/**
 * Fills `maldives_locations` and `categories` (spec 01 §3 Location reference data, spec 02 §3 Category
 * and Location), and the categories' starting fields (issue #39, `category-fields.ts`). Each table is left alone when it already has rows, so running this on every start is
 * safe; `ON CONFLICT DO NOTHING` also keeps two instances starting at once from failing on the unique
 * indexes.
 *
 * Location rows: `name` = "HA. Dhidhdhoo" (prefixed island), `atoll` = "Haa Alif", `atoll_code` = "HA",
 * `atoll_order` = 0-based position of the atoll in the JSON (north to south).
 * @param db a database or an open transaction
 * @throws whatever the driver throws if the tables are missing (run migrations first)
 */
export async function seedReferenceData(db: Database): Promise<void> {
  if ((await db.$count(maldivesLocations)) === 0) {
    const rows = loadMaldivesLocations().atolls.flatMap((atoll, atollOrder) =>
      atoll.islands.map((island) => ({
        name: prefixedIslandName(atoll.code, island),
        atoll: atoll.name,
        atollCode: atoll.code,
        atollOrder,
      })),
    );
    await db.insert(maldivesLocations).values(rows).onConflictDoNothing();
  }

  if ((await db.$count(categories)) === 0) {
    await db
      .insert(categories)
      .values(SEED_CATEGORIES.map(({ name, slug }) => ({ name, slug })))
      .onConflictDoNothing();
  }
  await seedCategoryFields(db);
}
