import { useSyncExternalStore } from 'react';
import { savedCopyAt, subscribeToSavedCopies } from '@/lib/saved-copy';

/**
 * When (epoch ms) the oldest saved copy shown at `address` was saved (`lib/saved-copy.ts`, issue #37 item 1),
 * or null when everything there came from the network; always null on the server and while hydrating.
 */
export function useSavedCopyAt(address: string): number | null {
  return useSyncExternalStore(
    subscribeToSavedCopies,
    () => savedCopyAt(address),
    () => null,
  );
}
