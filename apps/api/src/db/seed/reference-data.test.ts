import { existsSync, readFileSync } from 'node:fs';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedPglite } from '../../test/database-template';
import type { DatabaseHandle } from '../client';
import { categories, maldivesLocations } from '../schema/catalog';
import { loadMaldivesLocations, seedReferenceData } from './reference-data';

const vendoredJson = new URL('./maldives-locations.json', import.meta.url);
// The shared data folder sits beside the repository in development; a deployed copy may not have it.
const sharedJson = new URL('../../../../../../shared/data/maldives-locations.json', import.meta.url);

describe('seedReferenceData', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openMigratedPglite();
    await seedReferenceData(handle.db);
  });

  afterAll(async () => {
    await handle.close();
  });

  it.skipIf(!existsSync(sharedJson))('vendors an exact copy of the shared island list', () => {
    expect(readFileSync(vendoredJson).equals(readFileSync(sharedJson))).toBe(true);
  });

  it('loads 20 atolls north to south with 190 islands', () => {
    const { atolls } = loadMaldivesLocations();
    expect(atolls).toHaveLength(20);
    expect(atolls.map((a) => a.code)).toEqual([
      'HA',
      'HDh',
      'Sh',
      'N',
      'R',
      'B',
      'Lh',
      'K',
      'AA',
      'ADh',
      'V',
      'M',
      'F',
      'Dh',
      'Th',
      'L',
      'GA',
      'GDh',
      'Gn',
      'S',
    ]);
    expect(atolls.reduce((sum, a) => sum + a.islands.length, 0)).toBe(190);
  });

  it('stores every island of the list, prefixed with its atoll code, and nothing else', async () => {
    const rows = await handle.db.select().from(maldivesLocations);
    expect(rows).toHaveLength(190);
    const expected = loadMaldivesLocations().atolls.flatMap((atoll, order) =>
      atoll.islands.map((island) => `${order}|${atoll.code}|${atoll.name}|${atoll.code}. ${island}`),
    );
    const stored = rows.map((r) => `${r.atollOrder}|${r.atollCode}|${r.atoll}|${r.name}`);
    expect(stored.sort()).toEqual(expected.sort());
    expect(new Set(rows.map((r) => r.atoll)).size).toBe(20);
  });

  it('finds the places people pick most, with the atoll name without its code', async () => {
    const rows = await handle.db.select().from(maldivesLocations);
    const byName = (name: string) => rows.filter((r) => r.name === name);
    expect(byName('HA. Dhidhdhoo')).toEqual([
      expect.objectContaining({ atoll: 'Haa Alif', atollCode: 'HA', atollOrder: 0 }),
    ]);
    expect(byName('K. Malé')).toEqual([expect.objectContaining({ atoll: 'Kaafu', atollCode: 'K' })]);
    expect(byName('K. Hulhumalé')).toHaveLength(1);
    expect(byName('Gn. Fuvahmulah')).toEqual([
      expect.objectContaining({ atoll: 'Gnaviyani', atollOrder: 18 }),
    ]);
    expect(byName('S. Hithadhoo')).toEqual([expect.objectContaining({ atoll: 'Seenu', atollOrder: 19 })]);
    // Same island name in two atolls stays two rows, told apart by the prefix.
    expect(byName('ADh. Dhidhdhoo')).toEqual([expect.objectContaining({ atoll: 'Alif Dhaalu' })]);
  });

  it('seeds a category list for second-hand goods with unique kebab-case slugs', async () => {
    const rows = await handle.db.select().from(categories).orderBy(asc(categories.id));
    expect(rows.length).toBeGreaterThanOrEqual(14);
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'Electronics',
        'Mobile Phones & Tablets',
        'Furniture',
        'Fishing & Diving Gear',
        'Boats & Marine',
      ]),
    );
    expect(rows.at(-1)?.name).toBe('Other');
    for (const row of rows) expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    expect(rows.find((r) => r.name === 'Mobile Phones & Tablets')?.slug).toBe('mobile-phones-tablets');
  });

  it('changes nothing when run again', async () => {
    const before = {
      locations: await handle.db.select().from(maldivesLocations).orderBy(asc(maldivesLocations.id)),
      categories: await handle.db.select().from(categories).orderBy(asc(categories.id)),
    };
    await seedReferenceData(handle.db);
    await seedReferenceData(handle.db);
    expect(await handle.db.select().from(maldivesLocations).orderBy(asc(maldivesLocations.id))).toEqual(
      before.locations,
    );
    expect(await handle.db.select().from(categories).orderBy(asc(categories.id))).toEqual(before.categories);
  });

  it('leaves a table alone once it has rows, even if they differ from the seed', async () => {
    const other = await openMigratedPglite();
    try {
      await other.db.insert(categories).values({ name: 'Everything', slug: 'everything' });
      await seedReferenceData(other.db);
      expect((await other.db.select().from(categories)).map((c) => c.name)).toEqual(['Everything']);
      expect(await other.db.$count(maldivesLocations)).toBe(190);
    } finally {
      await other.close();
    }
  });
});
