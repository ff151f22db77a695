import { describe, expect, it } from 'vitest';
import { countOf, pluralForm } from './plural';

const LISTINGS = { one: 'listing', other: 'listings' };

describe('countOf', () => {
  it('uses the singular for one and the plural otherwise, with grouped digits', () => {
    expect(countOf(1, LISTINGS)).toBe('1 listing');
    expect(countOf(0, LISTINGS)).toBe('0 listings');
    expect(countOf(2, LISTINGS)).toBe('2 listings');
    expect(countOf(1000, LISTINGS)).toBe('1,000 listings');
  });

  it("follows the locale's plural categories, falling back to other", () => {
    // Welsh has a "two" category; English does not.
    expect(pluralForm(2, { two: 'dau', other: 'other' }, 'cy')).toBe('dau');
    expect(pluralForm(2, { two: 'dau', other: 'other' }, 'en-US')).toBe('other');
    expect(pluralForm(1, { other: 'listings' })).toBe('listings');
  });
});
