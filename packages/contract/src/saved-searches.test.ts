import { describe, expect, it } from 'vitest';
import {
  autoSavedSearchName,
  createSavedSearchInputSchema,
  normaliseSavedSearchQuery,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  savedSearchHref,
  savedSearchQuerySchema,
} from './saved-searches';
import { placeName } from './places';

const parse = (input: Record<string, unknown>) => normaliseSavedSearchQuery(savedSearchQuerySchema.parse(input));

describe('saved-search queries (issue #14 item 2)', () => {
  it("normalise browse's parameters: trimmed term, sorted unique categories, no page, default sort left out", () => {
    expect(parse({ query: '  boat ', categories: '3,1,3', page: '4', sort: 'relevance', availability: 'all' })).toEqual({
      query: 'boat',
      categories: [1, 3],
    });
    expect(parse({ sort: 'relevance', maxPrice: '1,500' })).toEqual({ maxPrice: 1500 });
    // Several islands (issue #39 item 5): ascending, each once.
    expect(parse({ location: '12,3,12' })).toEqual({ location: [3, 12] });
    expect(parse({ query: 'boat', sort: 'price_asc', availability: 'available' })).toEqual({
      query: 'boat',
      sort: 'price_asc',
      availability: 'available',
    });
  });

  it('link to the browse page, newest first when asked, as the browse URL reads it', () => {
    const search = { query: 'fishing rod', categories: [1, 2], location: [5, 9], minPrice: 100, sort: 'price_desc' as const };
    expect(savedSearchHref(search)).toBe('/marketplace?query=fishing+rod&categories=1,2&location=5,9&minPrice=100&sort=price_desc');
    expect(savedSearchHref(search, { newestFirst: true })).toBe(
      '/marketplace?query=fishing+rod&categories=1,2&location=5,9&minPrice=100&sort=newest',
    );
    expect(savedSearchHref({})).toBe('/marketplace');
    expect(savedSearchHref({ query: 'a&b=c' })).toBe('/marketplace?query=a%26b%3Dc');
  });

  it('are named from the term or categories, the island and the price', () => {
    expect(autoSavedSearchName({ categories: [2], location: [1], maxPrice: 50000 }, { categories: ['Boats'], island: 'K. Malé' })).toBe(
      'Boats in K. Malé under MVR 50,000',
    );
    expect(autoSavedSearchName({ query: 'kayak', minPrice: 100, maxPrice: 900 }, { categories: [], island: null })).toBe(
      'Kayak MVR 100–900',
    );
    expect(autoSavedSearchName({ condition: 'like new', availability: 'available' }, { categories: [], island: null })).toBe(
      'All items, like new, available',
    );
    const long = autoSavedSearchName({ query: 'x'.repeat(200) }, { categories: [], island: null });
    expect(long).toHaveLength(SAVED_SEARCH_NAME_MAX_LENGTH);
  });

  it('refuse what browse refuses', () => {
    expect(createSavedSearchInputSchema.safeParse({ search: { minPrice: '0x10' } }).success).toBe(false);
    expect(createSavedSearchInputSchema.safeParse({ search: { query: 'ok' }, name: ' ' }).success).toBe(false);
    expect(createSavedSearchInputSchema.safeParse({ search: { query: 'ok' } }).success).toBe(true);
  });
});

describe('a saved search names its place as islanders say it (issue #39 item 5)', () => {
  const atolls = new Map([
    ['Kaafu', 3],
    ['Addu', 2],
  ]);
  it('one island, Greater Malé, a whole atoll, or the first island and how many more', () => {
    const male = { name: 'K. Malé', atoll: 'Kaafu' };
    const hulhumale = { name: 'K. Hulhumalé', atoll: 'Kaafu' };
    const villimale = { name: 'K. Villimalé', atoll: 'Kaafu' };
    const hithadhoo = { name: 'S. Hithadhoo', atoll: 'Addu' };
    const feydhoo = { name: 'S. Feydhoo', atoll: 'Addu' };
    expect(placeName([], atolls)).toBeNull();
    expect(placeName([male], atolls)).toBe('K. Malé');
    expect(placeName([male, hulhumale, villimale], new Map([['Kaafu', 9]]))).toBe('Greater Malé');
    expect(placeName([hithadhoo, feydhoo], atolls)).toBe('Addu');
    expect(placeName([male, hithadhoo], atolls)).toBe('K. Malé +1');
    expect(placeName([male, hulhumale], atolls)).toBe('K. Malé +1');
  });
});
