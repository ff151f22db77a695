/**
 * Issue #38: when fewer listings hold every word of a search than fill a page, page 1 goes on with listings
 * holding some of the words, those holding more of them first, apart from the matches (`related`: "Also
 * matching some of your words"). An English "dining table" found the English tables but not the Thaana one
 * without "dining". The matches, their total, facets and pages stay what every word finds (decision 041).
 */
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertListing, signUpMember, type TestApp } from '../../../test/test-app';

let t: TestApp;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  const { userId } = await signUpMember(t);
  const listings: Array<[string, number]> = [
    ['Oak dining table, seats six', 9],
    ['Dining table in teak', 1],
    ['Glass coffee table', 2],
    ['Oak wardrobe with mirror', 3],
    ['Yamaha outboard engine 40HP', 4],
    ['Oak dining table and four chairs', 8],
    ['Samsung Galaxy tablet, 10 inch', 0],
  ];
  for (const [name, age] of listings) await insertListing(t, { userId, name, createdAt: daysAgo(age) });
});
afterAll(async () => {
  await t.close();
});

async function browse(query: string, sort?: string) {
  const params = new URLSearchParams({ query, ...(sort ? { sort } : {}) });
  const res = await t.client().get<MarketplacePage>(`/api/marketplace/listings?${params}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe('a page filled with listings holding some of the words (issue #38)', () => {
  it('shows the listings holding every word, then fills page 1 with those holding more of the words first', async () => {
    const page = await browse('oak dining table');
    // Every word: both oak dining tables, newest first, and only they count.
    expect(page.items.map((item) => item.name)).toEqual([
      'Oak dining table and four chairs',
      'Oak dining table, seats six',
    ]);
    expect(page.total).toBe(2);
    const related = (page.related ?? []).map((item) => item.name);
    // Two of the three words, then one; never a listing holding none, nor one whose word only starts with the
    // last word ("table" is a whole word here, not the start of "tablet").
    expect(related[0]).toBe('Dining table in teak');
    expect(new Set(related.slice(1))).toEqual(new Set(['Glass coffee table', 'Oak wardrobe with mirror']));
    // Page 2 has no matches and nothing related.
    const second = await t
      .client()
      .get<MarketplacePage>('/api/marketplace/listings?query=oak+dining+table&page=2');
    expect(second.body.items).toEqual([]);
    expect(second.body.related).toBeUndefined();
  });

  it('still reads a half-typed last word as the start of a word', async () => {
    const page = await browse('oak tab');
    expect(page.items.map((item) => item.name)).toEqual([
      'Oak dining table and four chairs',
      'Oak dining table, seats six',
    ]);
    expect((page.related ?? []).map((item) => item.name)).toContain('Samsung Galaxy tablet, 10 inch');
  });

  it('adds nothing when sorted by price or age, or when one word is searched', async () => {
    for (const sort of ['newest', 'price_asc']) {
      const page = await browse('oak dining table', sort);
      expect(new Set(page.items.map((item) => item.name)), sort).toEqual(
        new Set(['Oak dining table and four chairs', 'Oak dining table, seats six']),
      );
      expect(page.related, sort).toBeUndefined();
    }
    expect((await browse('wardrobe')).related).toBeUndefined();
  });
});
