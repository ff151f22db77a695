import { ACCOUNT_TOASTS } from '@marketplace/contract/accounts-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { meQueryKey, writeCachedCurrentUser } from '@/hooks/use-current-user';
import { ApiError, apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';

/** `POST /api/accounts/sign-out`: ends all of the member's sessions. */
export function signOut(): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/api/accounts/sign-out', { method: 'POST' });
}

/** Custom window event fired after logging out (spec 01 §4); other parts of the app may listen for it. */
export const USER_LOGGED_OUT_EVENT = 'userLoggedOut';

/**
 * Log Out, wherever it is offered (spec 01 §8, spec 02 §8): sign out on the server, go to `/`, forget the
 * current user (query cache and local storage `currentUser`), drop the member's cached data, fire
 * `userLoggedOut` and confirm with "Logged Out". A failure shows "Logout Failed" with the message.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await signOut();
      } catch (error) {
        // A session that already expired is as good as signed out.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: async () => {
      // Leave the protected page first, then announce the logout before forgetting the user: the shell
      // hears `userLoggedOut` and does not mistake the missing user for a lost session (no "Access Denied").
      await navigate('/', { flushSync: true });
      window.dispatchEvent(new Event(USER_LOGGED_OUT_EVENT));
      queryClient.setQueryData(meQueryKey, null);
      writeCachedCurrentUser(null);
      // The member's own data (their listings, saved items…) must not outlive the session on this device.
      queryClient.removeQueries({ type: 'inactive' });
      toast({ title: ACCOUNT_TOASTS.loggedOut, description: ACCOUNT_TOASTS.loggedOutText });
    },
    onError: (error) => {
      toast({ title: ACCOUNT_TOASTS.logoutFailed, description: error.message, variant: 'destructive' });
    },
  });
}
