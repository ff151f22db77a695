import { describe, expect, it } from 'vitest';
import {
  autoSavedSearchName,
  createSavedSearchInputSchema,
  normaliseSavedSearchQuery,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  savedSearchHref,
  savedSearchQuerySchema,
} from './saved-searches';

const parse = (input: Record<string, unknown>) => normaliseSavedSearchQuery(savedSearchQuerySchema.parse(input));

describe('saved-search queries (issue #14 item 2)', () => {
  it("normalise browse's parameters: trimmed term, sorted unique categories, no page, default sort left out", () => {
    expect(parse({ query: '  boat ', categories: '3,1,3', page: '4', sort: 'relevance', availability: 'all' })).toEqual({
      query: 'boat',
      categories: [1, 3],
    });
    expect(parse({ sort: 'relevance', maxPrice: '1,500' })).toEqual({ maxPrice: 1500 });
    expect(parse({ query: 'boat', sort: 'price_asc', availability: 'available' })).toEqual({
      query: 'boat',
      sort: 'price_asc',
      availability: 'available',
    });
  });

  it('link to the browse page, newest first when asked, as the browse URL reads it', () => {
    const search = { query: 'fishing rod', categories: [1, 2], location: 5, minPrice: 100, sort: 'price_desc' as const };
    expect(savedSearchHref(search)).toBe('/marketplace?query=fishing+rod&categories=1,2&location=5&minPrice=100&sort=price_desc');
    expect(savedSearchHref(search, { newestFirst: true })).toBe(
      '/marketplace?query=fishing+rod&categories=1,2&location=5&minPrice=100&sort=newest',
    );
    expect(savedSearchHref({})).toBe('/marketplace');
    expect(savedSearchHref({ query: 'a&b=c' })).toBe('/marketplace?query=a%26b%3Dc');
  });

  it('are named from the term or categories, the island and the price', () => {
    expect(autoSavedSearchName({ categories: [2], location: 1, maxPrice: 50000 }, { categories: ['Boats'], island: 'K. Malé' })).toBe(
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
