import type { Atoll } from '@marketplace/contract/locations';
import { describe, expect, it } from 'vitest';
import { filterAtolls, searchWords } from './filter-atolls';

/** Real islands of the reference data (../shared/data/maldives-locations.json), as /api/locations gives them. */
function atoll(code: string, name: string, islands: string[]): Atoll {
  return {
    code,
    name,
    label: `${name} (${code})`,
    islands: islands.map((island, index) => ({
      id: index + 1,
      name: `${code}. ${island}`,
      value: `${code}. ${island}, ${name}`,
    })),
  };
}

const ATOLLS = [
  atoll('HA', 'Haa Alif', ['Baarah', 'Dhidhdhoo']),
  atoll('K', 'Kaafu', ['Hulhumalé', 'Maafushi', 'Malé', 'Villimalé']),
  atoll('S', 'Seenu', ['Feydhoo', 'Hithadhoo', 'Meedhoo']),
];

const islandsFound = (text: string) =>
  filterAtolls(ATOLLS, text).flatMap((a) => a.islands.map((i) => i.name));

// Issue #37 item 4l: "male", "hulhumale", "vilimale" and "addu" found nothing.
describe('the island picker search', () => {
  it.each([
    ['male', ['K. Malé']],
    ['Male', ['K. Malé']],
    ['hulhumale', ['K. Hulhumalé']],
    ['hulhu', ['K. Hulhumalé']],
    ['vilimale', ['K. Villimalé']],
    ['villimale', ['K. Villimalé']],
    ['dhidhoo', ['HA. Dhidhdhoo']],
    ['k male', ['K. Malé']],
    ['hith', ['S. Hithadhoo']],
    // Issue #38: typed in Thaana, whole or as far as typed, and in other Latin spellings.
    ['މާލެ', ['K. Malé']],
    ['ހުޅުމާލެ', ['K. Hulhumalé']],
    ['ހުޅު', ['K. Hulhumalé']],
    ['ވިލިމާލެ', ['K. Villimalé']],
    ['ހިތަދޫ', ['S. Hithadhoo']],
    ['maafushee', ['K. Maafushi']],
    ['maafus', ['K. Maafushi']],
    ['feydhu', ['S. Feydhoo']],
  ])('"%s" finds %j', (text, expected) => {
    expect(islandsFound(text)).toEqual(expected);
  });

  it('finds an atoll by its name, its code or the name people call it, with all its islands', () => {
    for (const text of ['addu', 'Seenu', 's', 'SEEN']) {
      expect(islandsFound(text)).toEqual(['S. Feydhoo', 'S. Hithadhoo', 'S. Meedhoo']);
    }
    expect(islandsFound('kaafu').length).toBe(4);
    expect(islandsFound('addu hith')).toEqual(['S. Hithadhoo']);
  });

  it('finds nothing for what no island is called, and everything for an empty search', () => {
    expect(islandsFound('atlantis')).toEqual([]);
    expect(islandsFound('  ')).toHaveLength(9);
  });

  it('reads names without accents, in lower case, with doubled letters once', () => {
    expect(searchWords('K. Villimalé, Kaafu')).toEqual(['k', 'vilimale', 'kafu']);
  });
});
