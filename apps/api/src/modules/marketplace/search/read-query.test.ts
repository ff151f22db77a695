/**
 * Issue #38 item 1: a query is read against the live catalogue's words — typos within the budget, the folded
 * key (Latin-typed Dhivehi), split and joined words, prefixes, synonyms, filler words — and a word nothing
 * live resembles is left out, never matched to something random. Runs on PGlite and PostgreSQL.
 */
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
  it('finds words as typed and plurals', async () => {
    expect(await found('yamaha outboard')).toEqual(['Yamaha 40HP outboard engine']);
    expect(await found('chair')).toEqual(['Office chairs']);
  });

  it('corrects typos within the budget and reports them', async () => {
    expect(await found('samsnug')).toEqual(['Samsung Galaxy A54 phone']);
    expect(await found('refrigerater')).toEqual(['LG refrigerator 300 litres']);
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
    expect(await found('fridge')).toEqual(['LG refrigerator 300 litres']);
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
