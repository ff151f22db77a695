/**
 * Issue #39: category fields. The categories come with their fields; a listing in a category carries values
 * for them, checked by the contract on the server (types, ranges, list values, required, unknown keys) with a
 * 400 under `attributes.<key>` that stores nothing; the item page gets each value's label and text in both
 * languages; an edit keeps what a listing holds under a field the admin has retired since. Runs on PGlite
 * and PostgreSQL.
 */
import { CATEGORY_FIELD_MESSAGES } from '@marketplace/contract/category-fields-messages';
import type { ApiErrorBody } from '@marketplace/contract/errors';
import { CONTROL_CHARACTERS_MESSAGE } from '@marketplace/contract/fields-messages';
import type { Category, ListingCard, ListingDetail } from '@marketplace/contract/listings-messages';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryFields } from '../../db/schema/catalog';
import { listings } from '../../db/schema/listings';
import { forgetCategoryFields } from '../catalog/category-fields.service';
import {
  createTestApp,
  listingForm,
  makePhoto,
  signUpMember,
  type TestApp,
  type TestClient,
} from '../../test/test-app';

let t: TestApp;
let seller: TestClient;
let admin: TestClient;
let categories: Category[];
const categoryNamed = (name: string) => categories.find((category) => category.name === name)!;

beforeAll(async () => {
  t = await createTestApp();
  seller = (await signUpMember(t)).client;
  admin = await t.adminClient();
  categories = (await t.client().get<Category[]>('/api/categories')).body;
});
afterAll(() => t.close());

async function submit(
  client: TestClient,
  category: string,
  attributes: unknown,
  fields: Parameters<typeof listingForm>[0] = {},
) {
  const form = listingForm(
    { name: 'Honda Dio 2019', categoryId: String(categoryNamed(category).id), ...fields },
    [{ bytes: await makePhoto() }],
  );
  if (attributes !== undefined) {
    form.set('attributes', typeof attributes === 'string' ? attributes : JSON.stringify(attributes));
  }
  return client.request<ListingDetail & ApiErrorBody>('POST', '/api/listings', { form });
}

const listingCount = async () => t.deps.database.db.$count(listings);

describe('category fields (issue #39)', () => {
  it('lists each category with its fields in order, labelled in both languages', async () => {
    const scooters = categoryNamed('Motorbikes & Scooters');
    expect(scooters.fields.map((field) => field.key)).toEqual([
      'make',
      'model',
      'year',
      'engine_cc',
      'electric',
    ]);
    const engine = scooters.fields.find((field) => field.key === 'engine_cc')!;
    expect(engine).toMatchObject({ type: 'number', unit: 'cc', filterable: true, required: false });
    expect(engine.label).toEqual({ en: 'Engine', dv: 'އިންޖީނު' });
    expect(scooters.fields[0]).toMatchObject({ key: 'make', type: 'choice', required: true });
    expect(scooters.fields[0]!.options.map((option) => option.value)).toContain('honda');
    expect(categoryNamed('Other').fields).toEqual([]);
  });

  it('stores a scooter with its make, model, year and cc, and shows them on the item page', async () => {
    const res = await submit(seller, 'Motorbikes & Scooters', {
      make: 'honda',
      model: '  Dio 110 ',
      year: '2019',
      engine_cc: '110',
      electric: 'false',
    });
    expect(res.status).toBe(201);
    expect(res.body.attributes).toEqual([
      { key: 'make', label: { en: 'Make', dv: 'ބްރޭންޑް' }, text: { en: 'Honda', dv: 'Honda' }, value: 'honda' },
      {
        key: 'model',
        label: { en: 'Model', dv: 'މޮޑެލް' },
        text: { en: 'Dio 110', dv: 'Dio 110' },
        value: 'Dio 110',
      },
      { key: 'year', label: { en: 'Year', dv: 'އަހަރު' }, text: { en: '2019', dv: '2019' }, value: 2019 },
      {
        key: 'engine_cc',
        label: { en: 'Engine', dv: 'އިންޖީނު' },
        text: { en: '110 cc', dv: '110 cc' },
        value: 110,
      },
      {
        key: 'electric',
        label: { en: 'Electric', dv: 'ކަރަންޓުން ދުވާ' },
        text: { en: 'No', dv: 'ނޫން' },
        value: false,
      },
    ]);
    // A visitor sees the same once it is approved.
    await admin.post(`/api/admin/listings/${res.body.id}/status`, { status: 'Approved' });
    const visitor = await t.client().get<ListingDetail>(`/api/listings/${res.body.id}`);
    expect(visitor.body.attributes.map((attribute) => attribute.text.en)).toEqual([
      'Honda',
      'Dio 110',
      '2019',
      '110 cc',
      'No',
    ]);
    // Its card carries its first two numbers (browse and the seller's page alike).
    const scooters = categoryNamed('Motorbikes & Scooters').id;
    const browse = await t.client().get<MarketplacePage>(`/api/marketplace/listings?categories=${scooters}`);
    expect(browse.body.items.find((item) => item.id === res.body.id)?.highlights).toBe('2019 · 110 cc');
    const sellerPage = await t
      .client()
      .get<{ items: ListingCard[] }>(`/api/sellers/${res.body.seller.id}/listings`);
    expect(sellerPage.body.items.find((item) => item.id === res.body.id)?.highlights).toBe('2019 · 110 cc');
  });

  it('refuses values the category does not accept, under each field, and stores nothing', async () => {
    const before = await listingCount();
    const cases: Array<[unknown, string, string]> = [
      [{ make: 'honda', year: '1800' }, 'attributes.year', CATEGORY_FIELD_MESSAGES.numberOutOfRange],
      [{ make: 'honda', year: '2019.5' }, 'attributes.year', CATEGORY_FIELD_MESSAGES.numberInvalid],
      [{ make: 'honda', engine_cc: '1e3' }, 'attributes.engine_cc', CATEGORY_FIELD_MESSAGES.numberInvalid],
      [
        { make: 'honda', engine_cc: 99_999 },
        'attributes.engine_cc',
        CATEGORY_FIELD_MESSAGES.numberOutOfRange,
      ],
      [{ make: 'honda', engine_cc: 2 ** 53 }, 'attributes.engine_cc', CATEGORY_FIELD_MESSAGES.numberInvalid],
      [{ make: 'ferrari' }, 'attributes.make', CATEGORY_FIELD_MESSAGES.choiceInvalid],
      [{ make: ['honda'] }, 'attributes.make', CATEGORY_FIELD_MESSAGES.choiceInvalid],
      [{ model: 'Dio' }, 'attributes.make', CATEGORY_FIELD_MESSAGES.required],
      [{ make: 'honda', colour: 'red' }, 'attributes.colour', CATEGORY_FIELD_MESSAGES.unknownField],
      [{ make: 'honda', model: 'x'.repeat(61) }, 'attributes.model', CATEGORY_FIELD_MESSAGES.textTooLong],
      [{ make: 'honda', model: 'Dio\u0000' }, 'attributes.model', CONTROL_CHARACTERS_MESSAGE],
      [{ make: 'honda', electric: 'maybe' }, 'attributes.electric', CATEGORY_FIELD_MESSAGES.choiceInvalid],
      ['{"make":', 'attributes', CATEGORY_FIELD_MESSAGES.invalidAttributes],
      ['["honda"]', 'attributes', CATEGORY_FIELD_MESSAGES.invalidAttributes],
    ];
    for (const [attributes, path, message] of cases) {
      const res = await submit(seller, 'Motorbikes & Scooters', attributes);
      expect(res.status, JSON.stringify(attributes)).toBe(400);
      const issue = res.body.issues?.find((candidate) => candidate.path === path);
      expect(issue?.message ?? res.body.issues, JSON.stringify(attributes)).toBe(message);
    }
    // A category with no fields takes none.
    const other = await submit(seller, 'Other', { make: 'honda' });
    expect(other.status).toBe(400);
    expect(other.body.issues).toContainEqual({
      path: 'attributes.make',
      message: CATEGORY_FIELD_MESSAGES.unknownField,
    });
    // A bad field and a bad value come back together.
    const both = await submit(seller, 'Motorbikes & Scooters', { make: 'ferrari' }, { price: '-5' });
    expect(both.body.issues?.map((issue) => issue.path).sort()).toEqual(['attributes.make', 'price']);
    expect(await listingCount()).toBe(before);
  });

  it('takes a listing without values in a category whose fields are all optional, and without the part', async () => {
    const phone = await submit(seller, 'Mobile Phones & Tablets', undefined, { name: 'Samsung Galaxy A54' });
    expect(phone.status).toBe(201);
    expect(phone.body.attributes).toEqual([]);
  });

  it('keeps a value under a field retired since, when the seller edits the listing', async () => {
    const created = await submit(seller, 'Motorbikes & Scooters', {
      make: 'yamaha',
      model: 'NMax',
      year: 2021,
    });
    expect(created.status).toBe(201);
    const scooters = categoryNamed('Motorbikes & Scooters');
    await t.deps.database.db
      .update(categoryFields)
      .set({ retiredAt: new Date() })
      .where(and(eq(categoryFields.categoryId, scooters.id), eq(categoryFields.key, 'model')));
    forgetCategoryFields(t.deps.database.db);
    try {
      const form = listingForm({ name: 'Yamaha NMax 2021', categoryId: String(scooters.id) }, []);
      form.set('photoOrder', JSON.stringify(created.body.images.map((image) => `existing:${image.id}`)));
      // The form no longer asks for the model: it sends the other values, and a changed year.
      form.set('attributes', JSON.stringify({ make: 'yamaha', year: '2022' }));
      const edited = await seller.request<ListingDetail>('PUT', `/api/listings/${created.body.id}`, { form });
      expect(edited.status).toBe(200);
      expect(edited.body.attributes.map((attribute) => [attribute.key, attribute.value])).toEqual([
        ['make', 'yamaha'],
        ['model', 'NMax'],
        ['year', 2022],
      ]);
      // And a new listing cannot give the retired field.
      const refused = await submit(seller, 'Motorbikes & Scooters', { make: 'yamaha', model: 'NMax' });
      expect(refused.body.issues).toContainEqual({
        path: 'attributes.model',
        message: CATEGORY_FIELD_MESSAGES.unknownField,
      });
    } finally {
      await t.deps.database.db
        .update(categoryFields)
        .set({ retiredAt: null })
        .where(eq(categoryFields.key, 'model'));
      forgetCategoryFields(t.deps.database.db);
    }
  });
});
