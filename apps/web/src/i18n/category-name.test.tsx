import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInDhivehi } from '@/test/language';
import { useCategoryName } from './category-name';

describe('a category name in the page language (issue #15)', () => {
  it('is the API’s English name in English', () => {
    const { result } = renderHook(() => useCategoryName());
    expect(result.current('Boats & Marine')).toBe('Boats & Marine');
  });

  it('is Dhivehi for a seeded category, and a later category keeps its own name', async () => {
    await showInDhivehi();
    const { result } = renderHook(() => useCategoryName());
    expect(result.current('Boats & Marine')).toBe('ދޯނިފަހަރާއި ކަނޑުގެ ސާމާނު');
    expect(result.current('Surfboards')).toBe('Surfboards');
    expect(result.current('toString')).toBe('toString');
  });
});
