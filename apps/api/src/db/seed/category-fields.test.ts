/**
 * Issue #39: the seeded category fields are sound definitions, every demo listing's values pass the contract's
 * check for its category, and the fields are seeded once (the admin's later list is never overwritten).
 */
import { attributesSchema, type CategoryField } from '@marketplace/contract/category-fields';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedPglite } from '../../test/database-template';
import type { DatabaseHandle } from '../client';
import { categoryFields } from '../schema/catalog';
import { SEED_CATEGORY_FIELDS, type CategoryFieldSeed } from './category-fields';
import { DEMO_LISTINGS } from './demo-content';
import { SEED_CATEGORIES, seedReferenceData } from './reference-data';

const asField = (seed: CategoryFieldSeed): CategoryField => ({
  key: seed.key,
  label: { en: seed.en, dv: seed.dv },
  type: seed.type,
  unit: seed.unit ?? null,
  min: seed.min ?? null,
  max: seed.max ?? null,
  options: seed.options ?? [],
  required: seed.required ?? false,
  filterable: seed.filterable ?? false,
});
const slugOf = (name: string) => SEED_CATEGORIES.find((category) => category.name === name)!.slug;

describe('seeded category fields', () => {
  it('are sound: known categories, unique keys, Thaana labels, options for lists, ranges for numbers', () => {
    const slugs = new Set<string>(SEED_CATEGORIES.map((category) => category.slug));
    for (const [slug, fields] of Object.entries(SEED_CATEGORY_FIELDS)) {
      expect(slugs.has(slug), slug).toBe(true);
      expect(new Set(fields.map((field) => field.key)).size, slug).toBe(fields.length);
      for (const field of fields) {
        expect(field.key, slug).toMatch(/^[a-z][a-z0-9_]{0,39}$/);
        expect(field.dv, field.key).toMatch(/[\u0780-\u07bf]/u);
        if (field.type === 'choice' || field.type === 'choices') {
          expect(field.options?.length, field.key).toBeGreaterThan(1);
          const values = field.options!.map((option) => option.value);
          expect(new Set(values).size, field.key).toBe(values.length);
        }
        if (field.type === 'number') expect(field.min! < field.max!, field.key).toBe(true);
      }
    }
    expect(SEED_CATEGORY_FIELDS.other).toBeUndefined();
  });

  it("give every demo listing's values a pass in its category", () => {
    const described = DEMO_LISTINGS.filter((listing) => listing.attributes);
    expect(described.length).toBeGreaterThanOrEqual(20);
    for (const listing of described) {
      const fields = (SEED_CATEGORY_FIELDS[slugOf(listing.category)] ?? []).map(asField);
      const checked = attributesSchema(fields).safeParse(listing.attributes);
      expect(checked.error?.issues ?? [], listing.name).toEqual([]);
      expect(checked.data, listing.name).toEqual(listing.attributes);
    }
  });

  describe('seeding', () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openMigratedPglite();
      await seedReferenceData(handle.db);
    });
    afterAll(() => handle.close());

    it('gives the categories their fields once, and leaves the admin’s changes alone after', async () => {
      const total = Object.values(SEED_CATEGORY_FIELDS).reduce((sum, fields) => sum + fields.length, 0);
      expect(await handle.db.$count(categoryFields)).toBe(total);
      await handle.db.delete(categoryFields).where(eq(categoryFields.key, 'model'));
      const left = await handle.db.$count(categoryFields);
      await seedReferenceData(handle.db);
      expect(await handle.db.$count(categoryFields)).toBe(left);
    });
  });
});
