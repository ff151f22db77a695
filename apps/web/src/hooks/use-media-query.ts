import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the CSS media query matches now; follows changes (rotation, resizing). False where the browser
 * cannot tell (no `matchMedia`), so callers should phrase the query for the case that needs it.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
