/** Reference data: categories and Maldives locations (spec 02 §3, §7 Marketplace). */
import { asc } from 'drizzle-orm';
import type { Category } from '@marketplace/contract/listings-messages';
import { locationValue, type Atoll } from '@marketplace/contract/locations';
import type { Database } from '../../db/client';
import { categories, maldivesLocations } from '../../db/schema/catalog';
import { categoryFieldsByCategory } from './category-fields.service';

/** Every category, ordered by name, with its current fields in order (issue #39). */
export async function listCategories(db: Database): Promise<Category[]> {
  const [rows, fields] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .orderBy(asc(categories.name)),
    categoryFieldsByCategory(db),
  ]);
  return rows.map((row) => ({ ...row, fields: fields.get(row.id)?.current ?? [] }));
}

/** Atolls north to south, each with its islands alphabetically (spec 01 §2 location picker). */
export async function listAtolls(db: Database): Promise<Atoll[]> {
  const rows = await db
    .select()
    .from(maldivesLocations)
    .orderBy(asc(maldivesLocations.atollOrder), asc(maldivesLocations.name));
  const atolls = new Map<string, Atoll>();
  for (const row of rows) {
    let atoll = atolls.get(row.atollCode);
    if (!atoll) {
      atoll = { code: row.atollCode, name: row.atoll, label: `${row.atoll} (${row.atollCode})`, islands: [] };
      atolls.set(row.atollCode, atoll);
    }
    atoll.islands.push({ id: row.id, name: row.name, value: locationValue(row.name, row.atoll) });
  }
  return [...atolls.values()];
}
