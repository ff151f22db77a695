import { describe, expect, it } from 'vitest';
import { getPagerItems } from './pager-window';

describe('getPagerItems', () => {
  it('shows every page when there are no more than five', () => {
    expect(getPagerItems(1, 1)).toEqual([1]);
    expect(getPagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('returns nothing when there are no pages', () => {
    expect(getPagerItems(1, 0)).toEqual([]);
  });

  it('centres a window of five on the current page, with first, last and ellipses', () => {
    expect(getPagerItems(10, 20)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]);
  });

  it('keeps the window inside the range at either end', () => {
    expect(getPagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(getPagerItems(2, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(getPagerItems(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('adds no ellipsis when the window touches the first or last page', () => {
    expect(getPagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(getPagerItems(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 'end-ellipsis', 8]);
  });

  it('clamps a current page outside the range', () => {
    expect(getPagerItems(99, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(getPagerItems(-3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
