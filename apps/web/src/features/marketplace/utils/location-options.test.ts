import type { Atoll } from '@marketplace/contract/locations';
import type { MarketplaceFacets } from '@marketplace/contract/marketplace-messages';
import { describe, expect, it } from 'vitest';
import {
  ALL_LOCATIONS,
  CHOSEN_ISLANDS,
  GREATER_MALE,
  greaterMaleIslandIds,
  locationIdsFor,
  locationOptionValue,
  locationSelectOptions,
} from './location-options';

const facets: MarketplaceFacets = {
  categories: [],
  islands: [
    [7, 8],
    [8, 1],
    [12, 2],
    [9, 3],
  ],
  conditions: {},
  priceBounds: null,
  approximate: { categories: false, islands: false, conditions: false },
};

const atolls: Atoll[] = [
  {
    code: 'K',
    name: 'Kaafu',
    label: 'Kaafu (K)',
    islands: [
      { id: 12, name: 'K. Hulhumalé', value: 'K. Hulhumalé, Kaafu' },
      { id: 8, name: 'K. Maafushi', value: 'K. Maafushi, Kaafu' },
      { id: 7, name: 'K. Malé', value: 'K. Malé, Kaafu' },
      { id: 10, name: 'K. Thulusdhoo', value: 'K. Thulusdhoo, Kaafu' },
      { id: 13, name: 'K. Villimalé', value: 'K. Villimalé, Kaafu' },
    ],
  },
  {
    code: 'B',
    name: 'Baa',
    label: 'Baa (B)',
    islands: [
      { id: 11, name: 'B. Eydhafushi', value: 'B. Eydhafushi, Baa' },
      { id: 14, name: 'B. Thulhaadhoo', value: 'B. Thulhaadhoo, Baa' },
    ],
  },
  {
    code: 'S',
    name: 'Addu',
    label: 'Addu (S)',
    islands: [{ id: 9, name: 'S. Hithadhoo', value: 'S. Hithadhoo, Addu' }],
  },
];

describe('greaterMaleIslandIds', () => {
  it('finds Malé, Hulhumalé and Villimalé by name, whatever form the accent is in', () => {
    expect(greaterMaleIslandIds(atolls)).toEqual([7, 12, 13]);
    const decomposed = atolls.map((atoll) => ({
      ...atoll,
      islands: atoll.islands.map((island) => ({ ...island, name: island.name.normalize('NFD') })),
    }));
    expect(greaterMaleIslandIds(decomposed)).toEqual([7, 12, 13]);
  });

  it('is null unless all three are in the reference list', () => {
    const withoutVillimale = atolls.map((atoll) => ({
      ...atoll,
      islands: atoll.islands.filter((island) => island.id !== 13),
    }));
    expect(greaterMaleIslandIds(withoutVillimale)).toBeNull();
    expect(greaterMaleIslandIds(undefined)).toBeNull();
  });
});

describe('locationOptionValue / locationIdsFor', () => {
  it('names a set of islands by the option that holds it, and maps each option back', () => {
    const cases: [number[], string][] = [
      [[], ALL_LOCATIONS],
      [[7], 'island:7'],
      [[7, 12, 13], GREATER_MALE],
      [[7, 8, 10, 12, 13], 'atoll:K'],
      [[11, 14], 'atoll:B'],
      [[7, 9], CHOSEN_ISLANDS],
    ];
    for (const [ids, value] of cases) {
      expect(locationOptionValue(ids, atolls)).toBe(value);
      expect(locationIdsFor(value, atolls, ids)).toEqual(ids);
    }
  });

  it('takes the whole atoll from the reference list, with matches or not, and keeps the draft for its own set', () => {
    expect(locationIdsFor('atoll:K', atolls, [])).toEqual([7, 8, 10, 12, 13]);
    expect(locationIdsFor(GREATER_MALE, atolls, [9])).toEqual([7, 12, 13]);
    expect(locationIdsFor(CHOSEN_ISLANDS, atolls, [7, 9])).toEqual([7, 9]);
    expect(locationIdsFor('', atolls, [7, 9])).toEqual([]);
    // Not in the reference list (any more): nothing changes.
    expect(locationIdsFor('atoll:X', atolls, [7])).toEqual([7]);
  });

  it('counts a set as chosen islands while the reference list is loading', () => {
    expect(locationOptionValue([7, 12, 13], undefined)).toBe(CHOSEN_ISLANDS);
    expect(locationOptionValue([7], undefined)).toBe('island:7');
  });
});

describe('locationSelectOptions', () => {
  it('offers Greater Malé, then per atoll with matches "All of" and its islands, counts summed (issue #39 item 5)', () => {
    const options = locationSelectOptions(facets, atolls, []);
    expect(options.value).toBe('');
    expect(options.top).toEqual([{ value: GREATER_MALE, choice: { kind: 'greater-male' }, count: 10 }]);
    expect(options.groups).toEqual([
      {
        code: 'K',
        name: 'Kaafu',
        count: 11,
        options: [
          { value: 'atoll:K', choice: { kind: 'atoll', code: 'K', name: 'Kaafu' }, count: 11 },
          { value: 'island:12', choice: { kind: 'island', id: 12, name: 'K. Hulhumalé' }, count: 2 },
          { value: 'island:8', choice: { kind: 'island', id: 8, name: 'K. Maafushi' }, count: 1 },
          { value: 'island:7', choice: { kind: 'island', id: 7, name: 'K. Malé' }, count: 8 },
        ],
      },
      {
        // One island: no "All of Addu", the island is the same choice.
        code: 'S',
        name: 'Addu',
        count: 3,
        options: [{ value: 'island:9', choice: { kind: 'island', id: 9, name: 'S. Hithadhoo' }, count: 3 }],
      },
    ]);
  });

  it('selects a listed choice without repeating it', () => {
    expect(locationSelectOptions(facets, atolls, [7]).value).toBe('island:7');
    expect(locationSelectOptions(facets, atolls, [7]).top).toHaveLength(1);
    expect(locationSelectOptions(facets, atolls, [7, 8, 10, 12, 13]).value).toBe('atoll:K');
    expect(locationSelectOptions(facets, atolls, [7, 12, 13]).top).toHaveLength(1);
  });

  it('shows a chosen set no option holds first, with the matches on its islands', () => {
    const custom = locationSelectOptions(facets, atolls, [7, 9]);
    expect(custom.value).toBe(CHOSEN_ISLANDS);
    expect(custom.top[0]).toEqual({
      value: CHOSEN_ISLANDS,
      choice: { kind: 'islands', count: 2 },
      count: 11,
    });
    expect(locationSelectOptions(facets, atolls, [10, 11]).top[0]!.count).toBe(0);
    // A chosen island or atoll without matches still shows, at 0.
    expect(locationSelectOptions(facets, atolls, [10]).top[0]).toEqual({
      value: 'island:10',
      choice: { kind: 'island', id: 10, name: 'K. Thulusdhoo' },
      count: 0,
    });
    expect(locationSelectOptions(facets, atolls, [11, 14]).top[0]).toEqual({
      value: 'atoll:B',
      choice: { kind: 'atoll', code: 'B', name: 'Baa' },
      count: 0,
    });
    expect(locationSelectOptions(facets, undefined, [99]).top[0]).toEqual({
      value: 'island:99',
      choice: { kind: 'island', id: 99, name: null },
      count: 0,
    });
  });

  it('leaves Greater Malé out when nothing there matches, unless it is chosen', () => {
    const elsewhere: MarketplaceFacets = { ...facets, islands: [[9, 3]] };
    expect(locationSelectOptions(elsewhere, atolls, []).top).toEqual([]);
    expect(locationSelectOptions(elsewhere, atolls, [7, 12, 13]).top).toEqual([
      { value: GREATER_MALE, choice: { kind: 'greater-male' }, count: 0 },
    ]);
  });
});
