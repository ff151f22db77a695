/**
 * Issue #38 items 1–2, the readings a buyer notices when they go wrong: a word the listing's own text holds
 * ranks above one only its category name holds; a known synonym is not "corrected" into a look-alike word
 * ("couch" is a sofa, not a "touch" lamp); a half-typed last word is the start of a word, not a typo of a
 * shorter one ("strol" is a stroller, not "stroke"), and the start of a synonym when no live word starts
 * with it ("airc" is an aircon: the AC); a Thaana word finds its suffixed forms (ގޮނޑި, a chair,
 * finds ގޮނޑިތައް, chairs). Runs on PGlite and PostgreSQL.
 */
import { SEED_CATEGORIES } from '../../../db/seed/reference-data';
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertListing, signUpMember, type TestApp } from '../../../test/test-app';

let t: TestApp;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const categoryId = (name: (typeof SEED_CATEGORIES)[number]['name']) =>
  SEED_CATEGORIES.findIndex((category) => category.name === name) + 1;

beforeAll(async () => {
  t = await createTestApp();
  const { userId } = await signUpMember(t);
  const listings: Array<[name: string, description: string, category: number, age: number]> = [
    [
      'Suzuki Address 110',
      'A scooter in good condition, papers clear.',
      categoryId('Motorbikes & Scooters'),
      5,
    ],
    ['LS2 helmet size L', 'Clear visor.', categoryId('Motorbikes & Scooters'), 1],
    ['Sofa, three seats', 'Grey fabric.', categoryId('Furniture'), 4],
    ['Touch lamp', 'Dims with a touch.', categoryId('Home & Kitchen'), 2],
    ['Baby stroller', 'Folds flat.', categoryId('Baby & Kids'), 6],
    ['Yamaha 40HP outboard', 'Two stroke, serviced.', categoryId('Boats & Marine'), 3],
    ['އޮފީސް ގޮނޑިތައް', 'ކަޅު ކުލަ', categoryId('Furniture'), 7],
    ['Gree AC 18000 BTU', 'Split unit, remote included.', categoryId('Appliances'), 8],
  ];
  for (const [name, description, category, age] of listings) {
    await insertListing(t, { userId, name, description, categoryId: category, createdAt: daysAgo(age) });
  }
});
afterAll(() => t.close());

async function browse(query: string): Promise<string[]> {
  const res = await t
    .client()
    .get<MarketplacePage>(`/api/marketplace/listings?${new URLSearchParams({ query })}`);
  expect(res.status).toBe(200);
  return res.body.items.map((item) => item.name);
}

describe('how a query reads its words (issue #38)', () => {
  it('ranks a listing whose own text holds the word above one only its category names', async () => {
    // The helmet is newer and in "Motorbikes & Scooters", but only the Suzuki says it is a scooter.
    expect(await browse('scooter')).toEqual(['Suzuki Address 110', 'LS2 helmet size L']);
  });

  it('reads a known synonym as its group, not as a look-alike word', async () => {
    expect(await browse('couch')).toEqual(['Sofa, three seats']);
  });

  it('reads a half-typed last word as the start of a word, not as a typo of a shorter one', async () => {
    expect(await browse('strol')).toEqual(['Baby stroller']);
  });

  it('reads a half-typed last word no live word starts with as the start of a synonym it begins', async () => {
    // No listing writes "aircon": "airc" is its start, so it finds the AC the whole word would find.
    expect(await browse('airc')).toEqual(['Gree AC 18000 BTU']);
  });

  it('finds a Thaana word with its suffixes', async () => {
    // First: the listing holding the word itself (then the sofa's "seats", a synonym of chair).
    expect((await browse('ގޮނޑި'))[0]).toBe('އޮފީސް ގޮނޑިތައް');
    // Not only as the last word (still being typed): "chair, black".
    expect(await browse('ގޮނޑި ކަޅު')).toEqual(['އޮފީސް ގޮނޑިތައް']);
  });
});
