import { describe, expect, it } from 'vitest';
import { maskDayMonthYear } from './day-month-year';

describe('maskDayMonthYear', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['120', '12-0'],
    ['1204', '12-04'],
    ['12041995', '12-04-1995'],
    ['120419951', '12-04-1995'],
    ['12-', '12-'],
    ['1-', '1-'],
    ['1-4-1995', '1-4-1995'],
    ['12/04/1995', '12-04-1995'],
    ['12.04.1995', '12-04-1995'],
    ['12-04-', '12-04-'],
    ['ab12', '12'],
    ['1995-04-12', '12-04-1995'],
    ['1995-4-2', '02-04-1995'],
  ])('"%s" → "%s"', (typed, shown) => {
    expect(maskDayMonthYear(typed)).toBe(shown);
  });

  it('lets the user delete backwards through the dash', () => {
    expect(maskDayMonthYear('12-0')).toBe('12-0');
    expect(maskDayMonthYear('12-')).toBe('12-');
    expect(maskDayMonthYear('12')).toBe('12');
  });
});
