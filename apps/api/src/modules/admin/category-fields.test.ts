/**
 * Issue #39 item 1: the admin's field editor. A field added to a category appears in `/api/categories` (the
 * listing form) and is checked on listings at once; saving keeps the key and type; retiring hides it from the
 * form but keeps listings' values and their display; reordering names every field once. Every change is logged.
 * Hostile definitions get a 400 with field messages and change nothing. (Who may call: admin.test.ts.)
 */
import {
  CATEGORY_FIELD_ADMIN_MESSAGES,
  CATEGORY_FIELD_MESSAGES,
  type AdminCategoryFields,
} from '@marketplace/contract/category-fields-messages';
import type { ApiErrorBody } from '@marketplace/contract/errors';
import { CONTROL_CHARACTERS_MESSAGE } from '@marketplace/contract/fields-messages';
import type { Category, ListingDetail } from '@marketplace/contract/listings-messages';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryFields } from '../../db/schema/catalog';
import { userActivityLogs } from '../../db/schema/community';
import {
  createTestApp,
  listingForm,
  makePhoto,
  signUpMember,
  type TestApp,
  type TestClient,
} from '../../test/test-app';

let t: TestApp;
let admin: TestClient;
let seller: TestClient;
let other: Category;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
  seller = (await signUpMember(t)).client;
  const categories = (await t.client().get<Category[]>('/api/categories')).body;
  other = categories.find((category) => category.name === 'Other')!;
});
afterAll(() => t.close());

const fieldsUrl = () => `/api/admin/categories/${other.id}/fields`;
const colour = {
  key: 'colour',
  label: { en: 'Colour', dv: 'ކުލަ' },
  type: 'choice',
  options: [
    { value: 'black', en: 'Black', dv: 'ކަޅު' },
    { value: 'white', en: 'White', dv: 'ހުދު' },
  ],
  filterable: true,
};
const weight = {
  key: 'weight_kg',
  label: { en: 'Weight', dv: 'ބަރުދަން' },
  type: 'number',
  unit: 'kg',
  min: 1,
  max: 500,
};

const put = <T = unknown>(path: string, json: unknown) => admin.request<T>('PUT', path, { json });

async function categoryFieldsOfForm() {
  const categories = (await t.client().get<Category[]>('/api/categories')).body;
  return categories.find((category) => category.id === other.id)!.fields.map((field) => field.key);
}

async function submitInOther(attributes: unknown) {
  const form = listingForm({ name: 'Wooden chest', categoryId: String(other.id) }, [
    { bytes: await makePhoto() },
  ]);
  form.set('attributes', JSON.stringify(attributes));
  return seller.request<ListingDetail & ApiErrorBody>('POST', '/api/listings', { form });
}

describe("the admin's category field editor (issue #39 item 1)", () => {
  it('adds fields that the form asks for and listings are checked against at once', async () => {
    expect(await categoryFieldsOfForm()).toEqual([]);
    const added = await admin.post<AdminCategoryFields>(fieldsUrl(), colour);
    expect(added.status).toBe(201);
    expect(added.body.fields).toMatchObject([
      { key: 'colour', type: 'choice', retired: false, required: false },
    ]);
    expect((await admin.post(fieldsUrl(), weight)).status).toBe(201);
    expect(await categoryFieldsOfForm()).toEqual(['colour', 'weight_kg']);

    const listed = await submitInOther({ colour: 'black', weight_kg: '12' });
    expect(listed.status).toBe(201);
    expect(listed.body.attributes.map((attribute) => attribute.text.en)).toEqual(['Black', '12 kg']);
    const refused = await submitInOther({ colour: 'green' });
    expect(refused.body.issues).toContainEqual({
      path: 'attributes.colour',
      message: CATEGORY_FIELD_MESSAGES.choiceInvalid,
    });

    const [log] = await t.deps.database.db
      .select()
      .from(userActivityLogs)
      .where(like(userActivityLogs.description, 'Category field added%'))
      .orderBy(desc(userActivityLogs.createdAt))
      .limit(1);
    expect(log).toMatchObject({
      actionType: 'ADMIN_USER_UPDATE',
      description: 'Category field added: Other — Weight (weight_kg)',
    });
  });

  it('refuses a second field with the same key, and hostile definitions, changing nothing', async () => {
    const before = await t.deps.database.db.$count(categoryFields);
    const taken = await admin.post<ApiErrorBody>(fieldsUrl(), colour);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(CATEGORY_FIELD_ADMIN_MESSAGES.keyTaken);
    const cases: Array<[unknown, string, string]> = [
      [{ ...weight, key: 'Weight' }, 'key', CATEGORY_FIELD_ADMIN_MESSAGES.keyInvalid],
      [{ ...weight, key: 'w\u0000' }, 'key', CONTROL_CHARACTERS_MESSAGE],
      [{ ...weight, key: 'x'.repeat(41) }, 'key', CATEGORY_FIELD_ADMIN_MESSAGES.keyInvalid],
      [
        { ...weight, key: 'w2', label: { en: '', dv: 'ބަރުދަން' } },
        'label.en',
        CATEGORY_FIELD_ADMIN_MESSAGES.labelRequired,
      ],
      [
        { ...weight, key: 'w2', label: { en: 'W'.repeat(61), dv: 'ބ' } },
        'label.en',
        CATEGORY_FIELD_ADMIN_MESSAGES.labelTooLong,
      ],
      [{ ...weight, key: 'w2', min: null }, 'min', CATEGORY_FIELD_ADMIN_MESSAGES.rangeRequired],
      [{ ...weight, key: 'w2', min: 600 }, 'max', CATEGORY_FIELD_ADMIN_MESSAGES.rangeInvalid],
      [{ ...weight, key: 'w2', max: 2 ** 40 }, 'max', CATEGORY_FIELD_MESSAGES.numberInvalid],
      [
        { ...colour, key: 'c2', options: [colour.options[0]] },
        'options',
        CATEGORY_FIELD_ADMIN_MESSAGES.optionsRequired,
      ],
      [
        { ...colour, key: 'c2', options: [colour.options[0], colour.options[0]] },
        'options',
        CATEGORY_FIELD_ADMIN_MESSAGES.optionValuesRepeated,
      ],
      // ".." would read as a range in a browse filter (`fields=size:1..2`).
      [
        { ...colour, key: 'c2', options: [colour.options[0], { ...colour.options[1]!, value: '1..2' }] },
        'options.1.value',
        CATEGORY_FIELD_ADMIN_MESSAGES.optionValueInvalid,
      ],
      [{ ...colour, key: 'c2', unit: 'kg' }, 'unit', CATEGORY_FIELD_ADMIN_MESSAGES.notForThisType],
      [
        { ...weight, key: 'w2', options: colour.options },
        'options',
        CATEGORY_FIELD_ADMIN_MESSAGES.notForThisType,
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await admin.post<ApiErrorBody>(fieldsUrl(), body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.issues, JSON.stringify(body).slice(0, 80)).toContainEqual({ path, message });
    }
    for (const body of [{ ...weight, type: 'date' }, { ...weight, required: 'yes' }, [], 'x']) {
      expect((await admin.post(fieldsUrl(), body)).status).toBe(400);
    }
    expect((await admin.post(`/api/admin/categories/2147483647/fields`, weight)).status).toBe(404);
    expect((await admin.get(`/api/admin/categories/99999999999/fields`)).status).toBe(400);
    expect(await t.deps.database.db.$count(categoryFields)).toBe(before);
  });

  it('saves labels and flags but never the key or type', async () => {
    const saved = await put<AdminCategoryFields>(`${fieldsUrl()}/weight_kg`, {
      ...weight,
      label: { en: 'Weight (approx.)', dv: 'ބަރުދަން' },
      required: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.fields.find((field) => field.key === 'weight_kg')).toMatchObject({
      label: { en: 'Weight (approx.)', dv: 'ބަރުދަން' },
      required: true,
    });
    const typeChange = await put<ApiErrorBody>(`${fieldsUrl()}/weight_kg`, {
      ...weight,
      type: 'text',
      unit: null,
      min: null,
      max: null,
    });
    expect(typeChange.body.issues).toContainEqual({
      path: 'type',
      message: CATEGORY_FIELD_ADMIN_MESSAGES.typeCannotChange,
    });
    const keyChange = await put<ApiErrorBody>(`${fieldsUrl()}/weight_kg`, { ...weight, key: 'mass' });
    expect(keyChange.body.issues).toContainEqual({
      path: 'key',
      message: CATEGORY_FIELD_ADMIN_MESSAGES.keyCannotChange,
    });
    expect((await put(`${fieldsUrl()}/no_such`, { ...weight, key: 'no_such' })).status).toBe(404);
    // Required now: a listing without a weight is refused.
    const refused = await submitInOther({ colour: 'white' });
    expect(refused.body.issues).toContainEqual({
      path: 'attributes.weight_kg',
      message: CATEGORY_FIELD_MESSAGES.required,
    });
  });

  it('retires a field from the form while listings keep showing their values, and restores it', async () => {
    const listed = await submitInOther({ colour: 'white', weight_kg: 30 });
    expect(listed.status).toBe(201);
    const retired = await admin.post<AdminCategoryFields>(`${fieldsUrl()}/colour/retire`);
    expect(retired.body.fields.find((field) => field.key === 'colour')?.retired).toBe(true);
    expect(await categoryFieldsOfForm()).toEqual(['weight_kg']);
    const shown = await seller.get<ListingDetail>(`/api/listings/${listed.body.id}`);
    expect(shown.body.attributes.map((attribute) => attribute.text.en)).toEqual(['White', '30 kg']);
    expect((await submitInOther({ colour: 'white', weight_kg: 30 })).body.issues).toContainEqual({
      path: 'attributes.colour',
      message: CATEGORY_FIELD_MESSAGES.unknownField,
    });
    await admin.post(`${fieldsUrl()}/colour/restore`);
    expect(await categoryFieldsOfForm()).toEqual(['colour', 'weight_kg']);
  });

  it('lets browsers keep the categories only while they are the same (ETag, revalidated on every use)', async () => {
    const first = await t.app.request('/api/categories');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    expect((await t.app.request('/api/categories', { headers: { 'If-None-Match': tag! } })).status).toBe(304);
    await admin.post(`${fieldsUrl()}/colour/retire`);
    const changed = await t.app.request('/api/categories', { headers: { 'If-None-Match': tag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    await admin.post(`${fieldsUrl()}/colour/restore`);
  });

  it('reorders when every field is named once', async () => {
    const reordered = await put<AdminCategoryFields>(`${fieldsUrl()}-order`, {
      keys: ['weight_kg', 'colour'],
    });
    expect(reordered.status).toBe(200);
    expect(await categoryFieldsOfForm()).toEqual(['weight_kg', 'colour']);
    for (const keys of [['weight_kg'], ['weight_kg', 'weight_kg'], ['weight_kg', 'colour', 'size'], []]) {
      const res = await put<ApiErrorBody>(`${fieldsUrl()}-order`, { keys });
      expect(res.status, keys.join()).toBe(400);
    }
    expect(await categoryFieldsOfForm()).toEqual(['weight_kg', 'colour']);
    // The stored positions are what the list shows.
    const rows = await t.deps.database.db
      .select({ key: categoryFields.key, position: categoryFields.position })
      .from(categoryFields)
      .where(eq(categoryFields.categoryId, other.id));
    expect(Object.fromEntries(rows.map((row) => [row.key, row.position]))).toEqual({
      weight_kg: 0,
      colour: 1,
    });
  });
});
