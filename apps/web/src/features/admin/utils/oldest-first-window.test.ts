import { describe, expect, it } from 'vitest';
import { oldestFirstWindow } from './oldest-first-window';

/** Applies the window to a newest-first list split into API pages, as the queue fetcher does. */
function apply(newestFirst: number[], pageSize: number, page: number): number[] {
  const { apiPages, offset, count } = oldestFirstWindow(newestFirst.length, pageSize, page);
  const rows = apiPages.flatMap((p) => newestFirst.slice((p - 1) * pageSize, p * pageSize));
  return rows.slice(offset, offset + count).reverse();
}

describe('oldestFirstWindow', () => {
  // Row n was the n-th submitted; the API lists them newest first.
  const newestFirst = (total: number) => Array.from({ length: total }, (_, i) => total - i);

  it('maps oldest-first pages onto the newest-first API pages', () => {
    expect(oldestFirstWindow(45, 20, 1)).toEqual({ apiPages: [2, 3], offset: 5, count: 20 });
    expect(apply(newestFirst(45), 20, 1)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(apply(newestFirst(45), 20, 2)).toEqual(Array.from({ length: 20 }, (_, i) => i + 21));
    expect(apply(newestFirst(45), 20, 3)).toEqual([41, 42, 43, 44, 45]);
  });

  it('needs one API page when the total is a multiple of the page size, or small', () => {
    expect(oldestFirstWindow(40, 20, 1)).toEqual({ apiPages: [2], offset: 0, count: 20 });
    expect(apply(newestFirst(3), 20, 1)).toEqual([1, 2, 3]);
  });

  it('is empty past the end', () => {
    expect(oldestFirstWindow(0, 20, 1)).toEqual({ apiPages: [], offset: 0, count: 0 });
    expect(oldestFirstWindow(20, 20, 2).apiPages).toEqual([]);
  });
});
