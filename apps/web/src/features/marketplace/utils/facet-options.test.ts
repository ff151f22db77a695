import type { Atoll } from '@marketplace/contract/locations';
import type { MarketplaceFacets } from '@marketplace/contract/marketplace-messages';
import { describe, expect, it } from 'vitest';
import { categoryFacetOptions, locationFacetGroups } from './facet-options';

const facets: MarketplaceFacets = {
  categories: [
    [1, 5],
    [2, 7],
  ],
  islands: [
    [7, 8],
    [8, 1],
    [9, 3],
    [99, 4],
  ],
  conditions: { good: 3 },
  priceBounds: null,
  approximate: { categories: false, islands: false, conditions: false },
};

const atolls: Atoll[] = [
  {
    code: 'K',
    name: 'Kaafu',
    label: 'Kaafu (K)',
    islands: [
      { id: 8, name: 'K. Maafushi', value: 'K. Maafushi, Kaafu' },
      { id: 7, name: 'K. Malé', value: 'K. Malé, Kaafu' },
      { id: 10, name: 'K. Thulusdhoo', value: 'K. Thulusdhoo, Kaafu' },
    ],
  },
  {
    code: 'B',
    name: 'Baa',
    label: 'Baa (B)',
    islands: [{ id: 11, name: 'B. Eydhafushi', value: 'B. Eydhafushi, Baa' }],
  },
  {
    code: 'S',
    name: 'Addu',
    label: 'Addu (S)',
    islands: [{ id: 9, name: 'S. Hithadhoo', value: 'S. Hithadhoo, Addu' }],
  },
];

describe('categoryFacetOptions', () => {
  it('names the categories with matches from the reference list, keeps a chosen one without matches, by name', () => {
    const options = categoryFacetOptions(
      facets,
      [
        { id: 1, name: 'Furniture', slug: 'furniture', fields: [] },
        { id: 2, name: 'Electronics', slug: 'electronics', fields: [] },
        { id: 3, name: 'Books', slug: 'books', fields: [] },
      ],
      [3],
    );
    expect(options).toEqual([
      { value: 3, label: 'Books', count: 0 },
      { value: 2, label: 'Electronics', count: 7 },
      { value: 1, label: 'Furniture', count: 5 },
    ]);
  });

  it('falls back to "Category {id}" while the reference list is loading', () => {
    expect(categoryFacetOptions(facets, undefined, []).map((o) => o.label)).toEqual([
      'Category 1',
      'Category 2',
    ]);
  });
});

describe('locationFacetGroups', () => {
  it('groups islands with matches under their atoll in reference order, islands by name, atolls with totals', () => {
    expect(locationFacetGroups(facets, atolls)).toEqual([
      {
        code: 'K',
        name: 'Kaafu',
        count: 9,
        islands: [
          { value: 7, label: 'K. Malé', count: 8 },
          { value: 8, label: 'K. Maafushi', count: 1 },
        ].sort((a, b) => a.label.localeCompare(b.label)),
        // The whole atoll: Thulusdhoo too, though nothing there matches yet (issue #39 item 5).
        islandIds: [7, 8, 10],
      },
      {
        code: 'S',
        name: 'Addu',
        count: 3,
        islands: [{ value: 9, label: 'S. Hithadhoo', count: 3 }],
        islandIds: [9],
      },
    ]);
  });

  it('is empty without facets or reference data', () => {
    expect(locationFacetGroups(undefined, atolls)).toEqual([]);
    expect(locationFacetGroups(facets, undefined)).toEqual([]);
  });
});
