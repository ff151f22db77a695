import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SAVED_AT_META } from './offline-caches';
import { useSavedCopyAt } from '@/hooks/use-saved-copy-at';
import { addressOf, forgetSavedCopies, recordSavedCopy, recordSavedPageMeta } from './saved-copy';

afterEach(() => forgetSavedCopies());

describe('how old the saved copy a page shows is (issue #37 item 1)', () => {
  it('keeps the oldest time per address and ignores what is not a time', () => {
    const { result } = renderHook(() => useSavedCopyAt('/marketplace?query=boat'));
    expect(result.current).toBeNull();
    act(() => recordSavedCopy('2026-12-02T10:00:00.000Z', '/marketplace?query=boat'));
    act(() => recordSavedCopy('2026-12-02T11:00:00.000Z', '/marketplace?query=boat'));
    act(() => recordSavedCopy('not a time', '/marketplace?query=boat'));
    act(() => recordSavedCopy(null, '/marketplace?query=boat'));
    expect(result.current).toBe(Date.parse('2026-12-02T10:00:00.000Z'));
    // Another address's copy is its own.
    act(() => recordSavedCopy('2026-12-01T10:00:00.000Z', '/item/abc'));
    expect(result.current).toBe(Date.parse('2026-12-02T10:00:00.000Z'));
  });

  it('forgets every copy when the browser is back online', () => {
    const { result } = renderHook(() => useSavedCopyAt('/'));
    act(() => recordSavedCopy('2026-12-02T10:00:00.000Z', '/'));
    expect(result.current).not.toBeNull();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBeNull();
  });

  it("reads the time the worker wrote into a kept page's head, for the page's own address", () => {
    const meta = document.createElement('meta');
    meta.name = SAVED_AT_META;
    meta.content = '2026-12-02T09:30:00.000Z';
    document.head.append(meta);
    const { result } = renderHook(() => useSavedCopyAt(addressOf(window.location)));
    act(() => recordSavedPageMeta());
    expect(result.current).toBe(Date.parse('2026-12-02T09:30:00.000Z'));
    meta.remove();
  });
});
