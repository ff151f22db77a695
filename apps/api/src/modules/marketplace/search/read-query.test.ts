/**
 * Issue #38 item 1: a query is read against the live catalogue's words — typos within the budget, the folded
 * key (Latin-typed Dhivehi), split and joined words, prefixes, synonyms, filler words — and a word nothing
 * live resembles is left out, never matched to something random. Runs on PGlite and PostgreSQL.
 */
import type { MarketplacePage } from '@marketplace/contract/marketplace-messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { createTestApp, insertListing, signUpMember, type TestApp } from '../../../test/test-app';
import { createMarketplaceSearch } from '../marketplace.service';
import { readSearchQuery } from './read-query';

let t: TestApp;

const CATALOGUE: Array<[name: string, description: string]> = [
  ['Yamaha 40HP outboard engine', 'Two stroke, serviced last month.'],
  ['Samsung Galaxy A54 phone', 'Black, 128GB, with charger.'],
  ['Honda Dio scooter 2019', 'Low mileage, new battery.'],
  ['LG refrigerator 300 litres', 'Double door, very cold.'],
  ['Kids raincoat', 'Yellow, size 6.'],
  ['Baby stroller', 'Foldable pram, barely used.'],
  ['ދޯނި ވިއްކާލަން', 'ރަނގަޅު ދޯންޏެއް'],
  ['Office chairs', 'Two chairs, black.'],
  ['Rain coat for adults', 'Large.'],
  ['Dhoani for sale', 'Fishing dhoani, 42 ft.'],
  ['ފޯނު ވިއްކަން', 'ރަނގަޅު ފޯނެއް'],
  ['Sharp mini fridge', 'Small, quiet, for a bedroom.'],
  ['Gree aircon 18000 BTU', 'Inverter, with remote.'],
];

beforeAll(async () => {
  t = await createTestApp();
  const { userId } = await signUpMember(t);
  for (const [name, description] of CATALOGUE) await insertListing(t, { userId, name, description });
});
afterAll(() => t.close());

/** The names of the live listings a reading's `match` (or `relaxed`) finds. */
async function found(text: string, which: 'match' | 'relaxed' = 'match'): Promise<string[]> {
  const reading = await readSearchQuery(t.deps.database.db, text);
  const query = reading[which];
  if (!query) return [];
  const result = await t.deps.database.db.execute(
    sql`select l.name from listings l join live_listing_search s on s.id = l.id
        where s.search_vector @@ ${query}::tsquery order by l.name`,
  );
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}

describe('readSearchQuery', () => {
  it('gives a corrected or run-together word the synonyms of the word it is read as', async () => {
    expect(await found('refridgerator')).toEqual(['LG refrigerator 300 litres', 'Sharp mini fridge']);
    // "air conditioner" is a synonym of aircon; written as one word, it still is.
    expect(await found('airconditioner')).toEqual(['Gree aircon 18000 BTU']);
    expect(await found('scooty')).toEqual(['Honda Dio scooter 2019']);
    // As typed ("search instead for …"), a typo is not read as another word, so it brings no synonyms.
    const asTyped = await readSearchQuery(t.deps.database.db, 'refridgerator', { corrections: false });
    expect(asTyped.match).not.toContain('fridg');
  });

  it('finds words as typed and plurals', async () => {
    expect(await found('yamaha outboard')).toEqual(['Yamaha 40HP outboard engine']);
    expect(await found('chair')).toEqual(['Office chairs']);
  });

  it('corrects typos within the budget and reports them', async () => {
    expect(await found('samsnug')).toEqual(['Samsung Galaxy A54 phone']);
    // Read as "refrigerator", the word also brings its synonyms (the fridge).
    expect(await found('refrigerater')).toEqual(['LG refrigerator 300 litres', 'Sharp mini fridge']);
    expect(await found('yamaah')).toEqual(['Yamaha 40HP outboard engine']);
    const reading = await readSearchQuery(t.deps.database.db, 'samsnug');
    expect(reading.corrections).toEqual([{ typed: 'samsnug', corrected: 'samsung' }]);
  });

  it('does not correct short words or words beyond the budget into something random', async () => {
    expect(await found('hondu')).toEqual(['Honda Dio scooter 2019']); // 5 letters, one edit
    expect(await found('piano')).toEqual([]);
    expect(await found('playstation 5')).toEqual([]);
    expect(await found('lg')).toEqual(['LG refrigerator 300 litres']);
  });

  it('reads the last word as the start of a word', async () => {
    expect(await found('scoo')).toEqual(['Honda Dio scooter 2019']);
    expect(await found('yamaha outb')).toEqual(['Yamaha 40HP outboard engine']);
  });

  it('matches split and joined words', async () => {
    expect(await found('raincoat')).toEqual(['Kids raincoat', 'Rain coat for adults']);
    expect(await found('rain coat')).toEqual(['Kids raincoat', 'Rain coat for adults']);
  });

  it('applies synonyms and skips filler words', async () => {
    expect(await found('fridge')).toEqual(['LG refrigerator 300 litres', 'Sharp mini fridge']);
    expect(await found('pram')).toEqual(['Baby stroller']);
    expect(await found('cheap used scooter for sale')).toEqual(['Honda Dio scooter 2019']);
  });

  it('finds Thaana listings from Dhivehi typed in Latin letters, and the Thaana indefinite form', async () => {
    expect(await found('dhoani')).toEqual(['Dhoani for sale', 'ދޯނި ވިއްކާލަން']);
    expect(await found('dhoni')).toEqual(['Dhoani for sale', 'ދޯނި ވިއްކާލަން']);
    expect(await found('ދޯނި')).toEqual(['Dhoani for sale', 'ދޯނި ވިއްކާލަން']);
  });

  it('leaves out a word nothing live resembles when other words match, and relaxes to any word', async () => {
    expect(await found('honda zoomer scooter')).toEqual(['Honda Dio scooter 2019']);
    expect(await found('honda outboard')).toEqual([]);
    expect(await found('honda outboard', 'relaxed')).toEqual([
      'Honda Dio scooter 2019',
      'Yamaha 40HP outboard engine',
    ]);
  });
});

describe('browse reads every query the same way (issue #38 items 1–2)', () => {
  const browse = async (query: string) => {
    const search = createMarketplaceSearch(
      { db: t.deps.database.db, storage: t.deps.storage, catalogEvents: t.deps.catalogEvents },
      { answerCache: false },
    );
    return (await search.search({ query, page: 1 })).value.items.map((item) => item.name);
  };

  it('ranks the words as typed above another spelling', async () => {
    expect(await browse('dhoani')).toEqual(['Dhoani for sale', 'ދޯނި ވިއްކާލަން']);
    expect(await browse('ދޯނި')).toEqual(['ދޯނި ވިއްކާލަން', 'Dhoani for sale']);
  });

  it('when no listing holds every word, shows those holding any, more words first', async () => {
    expect(await browse('honda scooter outboard')).toEqual([
      'Honda Dio scooter 2019',
      'Yamaha 40HP outboard engine',
    ]);
    expect(await browse('piano keyboard')).toEqual([]);
  });

  it('finds English listings from a Thaana or Latin-typed Dhivehi word of a synonym group', async () => {
    expect(await browse('ފޯނު')).toEqual(['ފޯނު ވިއްކަން', 'Samsung Galaxy A54 phone']);
    expect(await browse('foanu')).toEqual(['ފޯނު ވިއްކަން', 'Samsung Galaxy A54 phone']);
  });
});

describe('"Showing results for …", and the term as typed (issue #38 item 3)', () => {
  const page = async (query: string, extra = '') => {
    const res = await t
      .client()
      .get<MarketplacePage>(`/api/marketplace/listings?query=${encodeURIComponent(query)}${extra}`);
    expect(res.status).toBe(200);
    return { names: res.body.items.map((item) => item.name), correctedQuery: res.body.correctedQuery };
  };

  it('says which words were read, written as the listings write them, keeping the rest of the term', async () => {
    expect(await page('Samsnug phone')).toEqual({
      names: ['Samsung Galaxy A54 phone'],
      correctedQuery: 'samsung phone',
    });
    // Found as the lexeme "refriger"; shown as a listing writes it.
    expect(await page('refrigirator')).toMatchObject({ correctedQuery: 'refrigerator' });
    // Another Latin spelling with the same folded key is said too; a word still being typed is not.
    expect((await page('yamaaha')).correctedQuery).toBe('yamaha');
    expect((await page('yamah')).correctedQuery).toBeUndefined();
    // Nothing corrected: nothing to say.
    expect(await page('samsung')).toEqual({ names: ['Samsung Galaxy A54 phone'], correctedQuery: undefined });
    // Another spelling of a Dhivehi word is not a correction.
    expect((await page('dhoni')).correctedQuery).toBeUndefined();
  });

  it('searches the term as typed when asked, keeping the other filters', async () => {
    expect(await page('samsnug', '&spelling=as-typed')).toEqual({ names: [], correctedQuery: undefined });
    expect((await page('yamaaha', '&spelling=as-typed')).names).toEqual([]);
    // As typed, a word no live listing holds is not read as another word by its key either.
    expect((await page('outbord', '&spelling=as-typed')).names).toEqual([]);
    expect((await page('yamaha outbord')).correctedQuery).toBe('yamaha outboard');
    expect((await page('dhoni', '&spelling=as-typed')).names).toEqual(['Dhoani for sale', 'ދޯނި ވިއްކާލަން']);
    // Plurals, prefixes and synonyms still apply as typed.
    expect((await page('fridge', '&spelling=as-typed')).names.sort()).toEqual([
      'LG refrigerator 300 litres',
      'Sharp mini fridge',
    ]);
    expect((await page('samsnug', '&condition=good')).correctedQuery).toBe('samsung');
  });

  it('answers 400 to another spelling value', async () => {
    const res = await t.client().get(`/api/marketplace/listings?query=x&spelling=loose`);
    expect(res.status).toBe(400);
  });
});
