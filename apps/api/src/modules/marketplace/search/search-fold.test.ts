/**
 * Issue #38 item 1: the browser's folded key (`searchFold`, contract) is the database's `search_fold`
 * (migration 0029) for Latin, accented and Thaana words, so the island picker and search fold alike.
 */
import { searchFold } from '@marketplace/contract/search-fold';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WORDS = [
  'Malé',
  'male',
  'މާލެ',
  'Hulhumalé',
  'hulhumale',
  'hulumale',
  'ހުޅުމާލެ',
  'Villimalé',
  'vilimale',
  'ވިލިމާލެ',
  'Dhidhdhoo',
  'dhidhoo',
  'ދިއްދޫ',
  'Thinadhoo',
  'ތިނަދޫ',
  'Fuvahmulah',
  'ފުވައްމުލައް',
  'Addu',
  'އައްޑު',
  'Kulhudhuffushi',
  'ކުޅުދުއްފުށި',
  'dhoani',
  'dhoni',
  'ދޯނި',
  'ދޯންޏެއް',
  'fonu',
  'phone',
  'ފޯނު',
  'ފޯނެއް',
  'yamaaha',
  'Yamaha',
  'washing',
  'queen',
  'xbox',
  'wheel',
  'Señor',
  'façade',
  'café',
  'ޢާއިޝަތު',
  '40hp',
  'PD-000123',
];

describe('searchFold', () => {
  it('folds every word as the database does', async () => {
    const result = await t.deps.database.db.execute(
      sql`select w, search_fold(w) as folded from jsonb_array_elements_text(${JSON.stringify(WORDS)}::jsonb) w`,
    );
    const database = rowsOf<{ w: string; folded: string }>(result);
    expect(database.map((row) => [row.w, searchFold(row.w)])).toEqual(
      database.map((row) => [row.w, row.folded]),
    );
  });

  it('meets an island typed without its accent, with one letter of a pair, or in Thaana', () => {
    expect(new Set(['Malé', 'male', 'މާލެ'].map(searchFold))).toEqual(new Set(['male']));
    expect(new Set(['Hulhumalé', 'hulhumale', 'hulumale', 'ހުޅުމާލެ'].map(searchFold)).size).toBe(1);
    expect(new Set(['Villimalé', 'vilimale', 'ވިލިމާލެ'].map(searchFold)).size).toBe(1);
    expect(searchFold('Thinadhoo')).toBe(searchFold('ތިނަދޫ'));
  });
});
