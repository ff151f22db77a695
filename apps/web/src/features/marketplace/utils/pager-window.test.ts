import { describe, expect, it } from 'vitest';
import { getPagerItems, getResponsivePagerItems, type ResponsivePagerItem } from './pager-window';

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

describe('getResponsivePagerItems (issue #16 item 12)', () => {
  const only = (items: ResponsivePagerItem[], width: 'compact' | 'wide') =>
    items.filter((i) => i.show === 'always' || i.show === width).map((i) => i.item);

  it('merges the wide window of 5 and the phone window of 3, each still with first, last and ellipses', () => {
    const items = getResponsivePagerItems(10, 20);
    expect(only(items, 'wide')).toEqual(getPagerItems(10, 20));
    expect(only(items, 'compact')).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
    expect(items.map((i) => i.item)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]);
  });

  it('places an ellipsis only the phone needs between page 1 and the pages the wide pager shows', () => {
    const items = getResponsivePagerItems(4, 20);
    expect(only(items, 'wide')).toEqual(getPagerItems(4, 20));
    expect(only(items, 'compact')).toEqual(getPagerItems(4, 20, 3));
    expect(items.find((i) => i.item === 'start-ellipsis')?.show).toBe('compact');
    expect(items.find((i) => i.item === 2)?.show).toBe('wide');
  });

  it('matches both pagers at every page of a long and a short range', () => {
    for (const total of [2, 5, 7, 20]) {
      for (let page = 1; page <= total; page++) {
        const items = getResponsivePagerItems(page, total);
        expect(only(items, 'wide'), `${page}/${total}`).toEqual(getPagerItems(page, total));
        expect(only(items, 'compact'), `${page}/${total}`).toEqual(getPagerItems(page, total, 3));
      }
    }
  });
});
