import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  marketplaceListingsApiQuery,
  NO_FILTERS,
  parseMarketplaceParams,
  sameFilters,
  withFilters,
  withoutFieldFilter,
  withSort,
} from './marketplace-url';
import { LOCATIONS_MAX } from '@marketplace/contract/marketplace-messages';
import { priceFilterFromSlider, priceSliderBounds, sliderValues } from './price-range';

describe('parseMarketplaceParams', () => {
  it('reads every part of the browse state', () => {
    expect(
      parseMarketplaceParams(
        new URLSearchParams(
          'query=%20lamp%20&page=3&sort=price_desc&categories=4,1,4&location=9&condition=like%20new&minPrice=100&maxPrice=900&availability=available&spelling=as-typed',
        ),
      ),
    ).toEqual({
      query: 'lamp',
      page: 3,
      sort: 'price_desc',
      filters: {
        categories: [1, 4],
        location: [9],
        condition: 'like new',
        minPrice: 100,
        maxPrice: 900,
        hideReserved: true,
        fields: [],
      },
      asTyped: true,
    });
  });

  it('reads field filters with a single category, in one sorted form, and none with two (issue #39)', () => {
    const one = parseMarketplaceParams(
      new URLSearchParams('categories=5&fields=year%3A2018..%2Cmake%3Ayamaha%7Chonda'),
    );
    expect(one.filters.fields).toEqual([
      { key: 'make', values: ['honda', 'yamaha'] },
      { key: 'year', min: 2018 },
    ]);
    expect(activeFilterCount(one.filters)).toBe(3);
    expect(
      parseMarketplaceParams(new URLSearchParams('categories=5,6&fields=year%3A2018..')).filters.fields,
    ).toEqual([]);
    // Malformed: ignored, the page still opens.
    expect(
      parseMarketplaceParams(new URLSearchParams('categories=5&fields=year%3A2020..2018')).filters.fields,
    ).toEqual([]);
  });

  it('reads several islands like categories: ascending, each once, malformed parts dropped, at most 200 (issue #39 item 5)', () => {
    expect(parseMarketplaceParams(new URLSearchParams('location=12,3,x,7,3,0,-2')).filters.location).toEqual([
      3, 7, 12,
    ]);
    expect(parseMarketplaceParams(new URLSearchParams('location=7')).filters.location).toEqual([7]);
    expect(parseMarketplaceParams(new URLSearchParams('location=')).filters.location).toEqual([]);
    const many = Array.from({ length: 250 }, (_, i) => 250 - i).join(',');
    const { location } = parseMarketplaceParams(new URLSearchParams(`location=${many}`)).filters;
    expect(location).toHaveLength(LOCATIONS_MAX);
    expect(location.slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('defaults the sort to relevance with a term and newest without, and never relevance without a term', () => {
    expect(parseMarketplaceParams(new URLSearchParams('query=lamp')).sort).toBe('relevance');
    expect(parseMarketplaceParams(new URLSearchParams('')).sort).toBe('newest');
    expect(parseMarketplaceParams(new URLSearchParams('sort=relevance')).sort).toBe('newest');
  });

  it('ignores malformed values', () => {
    expect(
      parseMarketplaceParams(
        new URLSearchParams(
          'page=-2&sort=cheapest&categories=a,0,3&location=x&condition=mint&minPrice=-5&maxPrice=abc&availability=sold&spelling=loose',
        ),
      ),
    ).toEqual({
      query: '',
      page: 1,
      sort: 'newest',
      filters: { ...NO_FILTERS, categories: [3] },
      asTyped: false,
    });
    // The term as typed needs a term.
    expect(parseMarketplaceParams(new URLSearchParams('spelling=as-typed')).asTyped).toBe(false);
  });

  it('swaps a price range given the wrong way round', () => {
    const { filters } = parseMarketplaceParams(new URLSearchParams('minPrice=900&maxPrice=100'));
    expect([filters.minPrice, filters.maxPrice]).toEqual([100, 900]);
  });
});

describe('withFilters / withSort', () => {
  it('writes the filters, drops empty ones and the page, and keeps the term and sort', () => {
    const next = withFilters(new URLSearchParams('query=lamp&sort=price_asc&page=4&location=2'), {
      ...NO_FILTERS,
      categories: [5, 2],
      maxPrice: 800,
    });
    expect(next.toString()).toBe('query=lamp&sort=price_asc&categories=2%2C5&maxPrice=800');
    // Hiding Reserved listings is a filter like the others (issue #13), and so is showing them again.
    const hiding = withFilters(next, { ...NO_FILTERS, hideReserved: true });
    expect(hiding.toString()).toBe('query=lamp&sort=price_asc&availability=available');
    expect(withFilters(hiding, NO_FILTERS).toString()).toBe('query=lamp&sort=price_asc');
  });

  it('writes several islands as one ascending comma list, and asks the API the same (issue #39 item 5)', () => {
    const filters = { ...NO_FILTERS, location: [12, 3, 7] };
    const next = withFilters(new URLSearchParams('page=3'), filters);
    expect(next.get('location')).toBe('3,7,12');
    expect(parseMarketplaceParams(next).filters.location).toEqual([3, 7, 12]);
    expect(withFilters(next, NO_FILTERS).has('location')).toBe(false);
    const query = { page: 1, sort: 'newest' as const };
    expect(marketplaceListingsApiQuery({ ...query, ...filters, location: [3, 7, 12] }).location).toBe(
      '3,7,12',
    );
    expect(marketplaceListingsApiQuery({ ...query, ...filters, location: [7] }).location).toBe('7');
    expect(marketplaceListingsApiQuery({ ...query, ...NO_FILTERS }).location).toBeUndefined();
  });

  it('writes field filters only with a single category, and a chip removes one (issue #39)', () => {
    const fields = [
      { key: 'year', min: 2018 },
      { key: 'engine_cc', min: 110 },
    ];
    const one = withFilters(new URLSearchParams('page=2'), { ...NO_FILTERS, categories: [5], fields });
    expect(one.get('fields')).toBe('engine_cc:110..,year:2018..');
    expect(one.has('page')).toBe(false);
    expect(withFilters(one, { ...NO_FILTERS, categories: [5, 6], fields }).has('fields')).toBe(false);
    expect(withoutFieldFilter(one, 'year').get('fields')).toBe('engine_cc:110..');
    expect(withoutFieldFilter(withoutFieldFilter(one, 'year'), 'engine_cc').has('fields')).toBe(false);
  });

  it('leaves the default sort out of the URL so it follows the term', () => {
    expect(withSort(new URLSearchParams('query=lamp&page=2'), 'relevance').toString()).toBe('query=lamp');
    expect(withSort(new URLSearchParams('query=lamp'), 'newest').toString()).toBe('query=lamp&sort=newest');
    expect(withSort(new URLSearchParams('sort=price_asc'), 'newest').toString()).toBe('');
  });
});

describe('activeFilterCount', () => {
  it('counts each category, the location (however many islands), the condition and the price range', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        categories: [1, 2],
        location: [3, 7, 12],
        condition: 'good',
        minPrice: null,
        maxPrice: 50,
        hideReserved: false,
        fields: [],
      }),
    ).toBe(5);
    expect(activeFilterCount({ ...NO_FILTERS, hideReserved: true })).toBe(1);
  });
});

describe('sameFilters', () => {
  it('compares the islands as well as the categories (issue #39 item 5)', () => {
    expect(sameFilters({ ...NO_FILTERS, location: [3, 7] }, { ...NO_FILTERS, location: [7, 3] })).toBe(true);
    expect(sameFilters({ ...NO_FILTERS, location: [3, 7] }, { ...NO_FILTERS, location: [3] })).toBe(false);
    expect(sameFilters({ ...NO_FILTERS, location: [3, 7] }, { ...NO_FILTERS, location: [3, 8] })).toBe(false);
    expect(sameFilters(NO_FILTERS, { ...NO_FILTERS, location: [] })).toBe(true);
  });
});

describe('price slider', () => {
  it('uses the matching listings’ bounds, else 0–10,000, with a step of a hundredth of the range', () => {
    expect(priceSliderBounds(null)).toEqual({ min: 0, max: 10000, step: 100 });
    expect(priceSliderBounds({ min: 99.5, max: 250.2 })).toEqual({ min: 99, max: 251, step: 2 });
    expect(priceSliderBounds({ min: 10, max: 60 })).toEqual({ min: 10, max: 60, step: 1 });
    expect(priceSliderBounds({ min: 500, max: 500 })).toEqual({ min: 500, max: 501, step: 1 });
  });

  it('treats a thumb at either bound as no limit', () => {
    const bounds = priceSliderBounds({ min: 100, max: 5100 });
    expect(priceFilterFromSlider([100, 5100], bounds)).toEqual({ minPrice: null, maxPrice: null });
    expect(priceFilterFromSlider([150, 3000], bounds)).toEqual({ minPrice: 150, maxPrice: 3000 });
    expect(sliderValues(null, 9000, bounds)).toEqual([100, 5100]);
  });
});
