import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice } from './site';

const intl = (value: number, digits: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  );

describe('formatNumber (issue #12 §3: numbers without Intl on the first screen)', () => {
  it('writes what Intl en-US writes: separators, rounding half away from zero, signs', () => {
    const values = [
      0,
      -0,
      1,
      7,
      12,
      999,
      1000,
      1001,
      12500,
      99999,
      100000,
      999999,
      1000000,
      10_000_000,
      123456789,
      Number.MAX_SAFE_INTEGER,
      1e20,
      99.5,
      99.995,
      0.005,
      0.015,
      1.005,
      2.675,
      1234.565,
      1e-7,
      5e-7,
      0.0000015,
      0.5,
      1.5,
      2.5,
      -1,
      -12500,
      -99.5,
      -0.004,
      -1234567.891,
    ];
    // And a spread of amounts like real prices and counts, whole and with cents.
    for (let i = 0; i < 2000; i++) values.push(Math.round(Math.sin(i) * 10 ** (i % 9) * 100) / 100);
    for (const value of values) {
      for (const digits of [0, 2])
        expect(formatNumber(value, digits), `${value} with ${digits}`).toBe(intl(value, digits));
    }
  });

  it('falls back to Intl where toFixed cannot write the number', () => {
    for (const value of [1e21, -3.5e22, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatNumber(value)).toBe(intl(value, 0));
    }
  });

  it('formats MVR prices as before', () => {
    expect(formatPrice(12500)).toBe('MVR 12,500');
    expect(formatPrice(99.5)).toBe('MVR 99.50');
    expect(formatPrice(10_000_000)).toBe('MVR 10,000,000');
  });
});
