/**
 * Issue #39: the fields the seeded categories start with, as a Maldivian seller would expect to describe the
 * goods that change hands most by value — scooters, boats and engines, phones, computers, air conditioners —
 * and a few everyday ones (clothes sizes, bicycle wheels). "Other" and the rest start with none; the admin adds
 * more. Brand names stay in Latin letters in Dhivehi too, as they are written on the goods.
 */
import type {
  CategoryFieldOption,
  CategoryFieldType,
  CategoryFieldUnit,
} from '@marketplace/contract/category-fields-messages';
import type { Database } from '../client';
import { categories, categoryFields } from '../schema/catalog';

/** A seeded field (see `CategoryField`); `position` is its place in the list. */
export interface CategoryFieldSeed {
  key: string;
  en: string;
  dv: string;
  type: CategoryFieldType;
  unit?: CategoryFieldUnit;
  min?: number;
  max?: number;
  options?: CategoryFieldOption[];
  required?: boolean;
  filterable?: boolean;
}

/** Options whose label is the same in both languages (brand names, sizes). */
const same = (...labels: string[]): CategoryFieldOption[] =>
  labels.map((label) => ({ value: label.toLowerCase().replace(/[^a-z0-9]+/g, '-'), en: label, dv: label }));
const option = (value: string, en: string, dv: string): CategoryFieldOption => ({ value, en, dv });
const other = option('other', 'Other', 'އެހެނިހެން');

/** The newest model year a listing can give: next year's models are sold from the autumn before. */
const NEWEST_MODEL_YEAR = new Date().getFullYear() + 1;

const year: CategoryFieldSeed = {
  key: 'year',
  en: 'Year',
  dv: 'އަހަރު',
  type: 'number',
  unit: 'year',
  min: 1950,
  max: NEWEST_MODEL_YEAR,
  filterable: true,
};
const ramGb: CategoryFieldSeed = {
  key: 'ram_gb',
  en: 'RAM',
  dv: 'ރޭމް',
  type: 'number',
  unit: 'GB',
  min: 1,
  max: 256,
  filterable: true,
};
const storageGb: CategoryFieldSeed = {
  key: 'storage_gb',
  en: 'Storage',
  dv: 'ސްޓޯރޭޖް',
  type: 'number',
  unit: 'GB',
  min: 1,
  max: 16_384,
  filterable: true,
};

/** By category slug (`SEED_CATEGORIES`). */
export const SEED_CATEGORY_FIELDS: Record<string, CategoryFieldSeed[]> = {
  'motorbikes-scooters': [
    {
      key: 'make',
      en: 'Make',
      dv: 'ބްރޭންޑް',
      type: 'choice',
      options: [...same('Honda', 'Yamaha', 'Suzuki', 'TVS', 'Bajaj', 'Vespa', 'SYM', 'Hero', 'Kymco'), other],
      required: true,
      filterable: true,
    },
    { key: 'model', en: 'Model', dv: 'މޮޑެލް', type: 'text' },
    year,
    {
      key: 'engine_cc',
      en: 'Engine',
      dv: 'އިންޖީނު',
      type: 'number',
      unit: 'cc',
      min: 1,
      max: 2_000,
      filterable: true,
    },
    { key: 'electric', en: 'Electric', dv: 'ކަރަންޓުން ދުވާ', type: 'yes-no', filterable: true },
  ],
  'boats-marine': [
    {
      key: 'type',
      en: 'Type',
      dv: 'ބާވަތް',
      type: 'choice',
      options: [
        option('dhoni', 'Dhoni', 'ދޯނި'),
        option('speedboat', 'Speedboat', 'ސްޕީޑްބޯޓު'),
        option('dinghy', 'Dinghy', 'ޑިންގީ'),
        option('yacht', 'Yacht', 'ޔޮޓް'),
        option('kayak', 'Kayak or jet ski', 'ކަޔަކް ނުވަތަ ޖެޓްސްކީ'),
        option('engine', 'Outboard or engine', 'އިންޖީނު'),
        option('part', 'Part or equipment', 'ބައި ނުވަތަ ސާމާނު'),
      ],
      required: true,
      filterable: true,
    },
    {
      key: 'length_ft',
      en: 'Length',
      dv: 'ދިގުމިން',
      type: 'number',
      unit: 'ft',
      min: 1,
      max: 300,
      filterable: true,
    },
    {
      key: 'engine_hp',
      en: 'Engine power',
      dv: 'އިންޖީނުގެ ބާރު',
      type: 'number',
      unit: 'HP',
      min: 1,
      max: 5_000,
      filterable: true,
    },
    {
      key: 'fuel',
      en: 'Fuel',
      dv: 'ތެޔޮ',
      type: 'choice',
      options: [
        option('petrol', 'Petrol', 'ޕެޓްރޯލް'),
        option('diesel', 'Diesel', 'ޑީސަލް'),
        option('electric', 'Electric', 'ކަރަންޓް'),
      ],
      filterable: true,
    },
    year,
  ],
  'mobile-phones-tablets': [
    {
      key: 'brand',
      en: 'Brand',
      dv: 'ބްރޭންޑް',
      type: 'choice',
      options: [
        ...same(
          'Apple',
          'Samsung',
          'Xiaomi',
          'Oppo',
          'Vivo',
          'Huawei',
          'Google',
          'Realme',
          'Nokia',
          'OnePlus',
        ),
        other,
      ],
      filterable: true,
    },
    { key: 'model', en: 'Model', dv: 'މޮޑެލް', type: 'text' },
    storageGb,
    ramGb,
  ],
  'computers-laptops': [
    {
      key: 'brand',
      en: 'Brand',
      dv: 'ބްރޭންޑް',
      type: 'choice',
      options: [...same('Apple', 'Dell', 'HP', 'Lenovo', 'Asus', 'Acer', 'MSI', 'Microsoft'), other],
      filterable: true,
    },
    ramGb,
    storageGb,
    {
      key: 'screen_inches',
      en: 'Screen',
      dv: 'ސްކްރީން',
      type: 'number',
      unit: 'inches',
      min: 7,
      max: 65,
      filterable: true,
    },
  ],
  appliances: [
    { key: 'brand', en: 'Brand', dv: 'ބްރޭންޑް', type: 'text' },
    {
      key: 'ac_size',
      en: 'Air conditioner size',
      dv: 'އޭސީގެ ބޮޑުމިން',
      type: 'choice',
      options: [
        option('0.75-ton', '0.75 ton (9,000 BTU)', '0.75 ޓަނު (9,000 BTU)'),
        option('1-ton', '1 ton (12,000 BTU)', '1 ޓަނު (12,000 BTU)'),
        option('1.5-ton', '1.5 tons (18,000 BTU)', '1.5 ޓަނު (18,000 BTU)'),
        option('2-ton', '2 tons (24,000 BTU)', '2 ޓަނު (24,000 BTU)'),
        option('2.5-ton', '2.5 tons or more', '2.5 ޓަނު ނުވަތަ މައްޗަށް'),
      ],
      filterable: true,
    },
  ],
  'fashion-clothing': [
    {
      key: 'size',
      en: 'Size',
      dv: 'ސައިޒު',
      type: 'choice',
      options: [...same('XS', 'S', 'M', 'L', 'XL', 'XXL'), option('free-size', 'Free size', 'ފްރީ ސައިޒު')],
      filterable: true,
    },
  ],
  bicycles: [
    {
      key: 'type',
      en: 'Type',
      dv: 'ބާވަތް',
      type: 'choice',
      options: [
        option('city', 'City', 'ސިޓީ'),
        option('mountain', 'Mountain', 'މައުންޓަން'),
        option('road', 'Road', 'ރޯޑް'),
        option('kids', 'Kids', 'ކުޑަކުދިންގެ'),
        option('folding', 'Folding', 'ފޯލްޑިންގ'),
        option('electric', 'Electric', 'ކަރަންޓުން ދުވާ'),
      ],
      filterable: true,
    },
    {
      key: 'wheel_size',
      en: 'Wheel size',
      dv: 'ފުރޮޅުގެ ސައިޒު',
      type: 'choice',
      // As bicycles are sold: inches, and the road size 700c (about 28″).
      options: [
        ...['12', '16', '20', '24', '26', '27.5', '29'].map((size) => option(size, `${size}″`, `${size}″`)),
        option('700c', '700c', '700c'),
      ],
      filterable: true,
    },
  ],
};

/**
 * Gives each seeded category its starting fields, once: when no category has any field yet (a new database, or
 * one from before issue #39). After that the admin's list is left as it is. `ON CONFLICT DO NOTHING` keeps two
 * instances starting at once from failing on the unique index.
 * @param db a database or an open transaction (categories seeded first)
 */
export async function seedCategoryFields(db: Database): Promise<void> {
  if ((await db.$count(categoryFields)) > 0) return;
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const values = rows.flatMap((category) =>
    (SEED_CATEGORY_FIELDS[category.slug] ?? []).map((field, position) => ({
      categoryId: category.id,
      key: field.key,
      labelEn: field.en,
      labelDv: field.dv,
      type: field.type,
      unit: field.unit ?? null,
      minValue: field.min ?? null,
      maxValue: field.max ?? null,
      options: field.options ?? [],
      required: field.required ?? false,
      filterable: field.filterable ?? false,
      position,
    })),
  );
  if (values.length > 0) await db.insert(categoryFields).values(values).onConflictDoNothing();
}
