import type { CurrentUser } from '@marketplace/contract/accounts-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { meQueryKey, writeCachedCurrentUser } from '@/hooks/use-current-user';

/** Custom window event fired after signing in or up (spec 01 §4). */
export const USER_LOGGED_IN_EVENT = 'userLoggedIn';

/**
 * After sign-in or sign-up: the returned member becomes the current user at once (no extra /api/me
 * round trip), is cached under `currentUser`, and other cached reads are refreshed for the new viewer.
 */
export function useStartSession(): (user: CurrentUser) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: CurrentUser) => {
      queryClient.setQueryData(meQueryKey, user);
      writeCachedCurrentUser(user);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      window.dispatchEvent(new Event(USER_LOGGED_IN_EVENT));
    },
    [queryClient],
  );
}
