import type { CurrentUser } from '@marketplace/contract/accounts-messages';
import { SESSION_TOASTS } from '@marketplace/contract/accounts-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isProtectedPath } from '@/components/layout/shell-visibility';
import { getMeQueryOptions, meQueryKey, writeCachedCurrentUser } from '@/hooks/use-current-user';
import { USER_LOGGED_OUT_EVENT } from '@/hooks/use-sign-out';
import { isBrowserOffline } from '@/lib/api-client';
import { subscribeToApiErrors } from '@/lib/query-client';
import { toast } from '@/lib/toast-store';

/**
 * The custom window events of spec 01 §4. `userLoggedIn` is fired by sign-in/sign-up, `userLoggedOut` by
 * every logout (deliberate or forced), `profileUpdated`/`avatarUpdated` by the settings.
 */
export const SESSION_EVENTS = {
  userLoggedIn: 'userLoggedIn',
  userLoggedOut: USER_LOGGED_OUT_EVENT,
  profileUpdated: 'profileUpdated',
  avatarUpdated: 'avatarUpdated',
} as const;

/**
 * Query key of the member's own profile (`GET /api/accounts/profile`, the settings feature). Shared here
 * because `profileUpdated`/`avatarUpdated` refresh it from wherever they are fired.
 */
export const ownProfileQueryKey = ['accounts', 'profile'] as const;

/** Why the app signed the member out on its own (spec 01 §4, §8 "Session Issue"). */
export type SessionEndReason = 'expired' | 'invalidated' | 'error';

const SESSION_END_TOASTS: Record<SessionEndReason, { title: string; description: string }> = {
  expired: { title: SESSION_TOASTS.sessionExpired, description: SESSION_TOASTS.sessionEndedText },
  invalidated: { title: SESSION_TOASTS.sessionInvalidated, description: SESSION_TOASTS.sessionEndedText },
  error: { title: SESSION_TOASTS.sessionError, description: SESSION_TOASTS.sessionFetchFailedText },
};

const meQueryHash = JSON.stringify(meQueryKey);

/**
 * Keeps the browser's idea of the session in step with the server's (spec 01 §4, §8). Mounted once, by the
 * root layout:
 * - any API call answering 401 while a member is signed in (session revoked elsewhere: ban, password
 *   reset, sign-out on another device) → forced sign-out, "Session Invalidated";
 * - `/api/me` turning from a member into "no session" other than by Log Out (re-checked whenever the tab
 *   becomes visible again) → forced sign-out, "Session Expired";
 * - `/api/me` failing (network, 5xx) before the first answer → treated as signed out, "Session Error";
 * - `userLoggedIn` reloads the session; `profileUpdated` and `avatarUpdated` refresh the profile.
 *
 * A forced sign-out clears the `me` query and local `currentUser`, fires `userLoggedOut` (so the shell's
 * guard does not add its "Access Denied"), drops the member's cached data and, on /dashboard* or /admin*,
 * goes to /signin replacing the history entry.
 */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  const leaveProtectedPage = useEffectEvent(async () => {
    if (isProtectedPath(location.pathname)) {
      await navigate('/signin', {
        replace: true,
        flushSync: true,
        state: { from: `${location.pathname}${location.search}` },
      });
    }
    // The member's own data must not outlive the session on this device.
    queryClient.removeQueries({ type: 'inactive' });
  });

  useEffect(() => {
    // Set by `userLoggedOut`: the next "no user" is a logout, not a lost session.
    let loggingOut = false;
    let knownUser = queryClient.getQueryData<CurrentUser | null>(meQueryKey) ?? null;

    function endSession(reason: SessionEndReason) {
      knownUser = null;
      window.dispatchEvent(new Event(SESSION_EVENTS.userLoggedOut));
      loggingOut = false;
      queryClient.setQueryData(meQueryKey, null);
      writeCachedCurrentUser(null);
      // Offline, a session that could not be checked is no news: the offline notice says why (issue #37 item 1).
      if (!(reason === 'error' && isBrowserOffline())) {
        toast({ ...SESSION_END_TOASTS[reason], variant: 'destructive' });
      }
      void leaveProtectedPage();
    }

    const stopApiErrors = subscribeToApiErrors(queryClient, (error) => {
      // Visitors meet 401s legitimately (wrong password at sign-in, members-only calls): only a member
      // who believed they were signed in has lost a session.
      if (error.status === 401 && queryClient.getQueryData(meQueryKey)) endSession('invalidated');
    });

    // Observed synchronously as the `me` data changes, before React renders the signed-out shell.
    const stopMeWatch = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== meQueryHash) return;
      if (event.action.type === 'success') {
        const next = (event.query.state.data as CurrentUser | null | undefined) ?? null;
        if (next) loggingOut = false;
        else if (knownUser && loggingOut) loggingOut = false;
        else if (knownUser) {
          endSession('expired');
          return;
        }
        knownUser = next;
      } else if (event.action.type === 'error' && event.query.state.data === undefined) {
        // The very first session check failed: nobody can be assumed signed in.
        endSession('error');
      }
    });

    // main.tsx starts the first session check before React renders, so it may have failed already. Handled
    // in a microtask: leaving a protected page navigates with flushSync, which React refuses inside an effect.
    let unmounted = false;
    const meState = queryClient.getQueryState(meQueryKey);
    if (meState?.status === 'error' && meState.data === undefined) {
      queueMicrotask(() => {
        if (!unmounted) endSession('error');
      });
    }

    const onLoggedOut = () => {
      loggingOut = true;
    };
    const reloadSession = () => void queryClient.invalidateQueries({ queryKey: meQueryKey });
    const refreshProfile = () => {
      void queryClient.invalidateQueries({ queryKey: meQueryKey }, { cancelRefetch: false });
      void queryClient.invalidateQueries({ queryKey: ownProfileQueryKey }, { cancelRefetch: false });
    };
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'visible') return;
      void queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 }).catch(() => {
        // A failed re-check keeps the member signed in: islanders are often on patchy mobile data.
      });
    };

    window.addEventListener(SESSION_EVENTS.userLoggedOut, onLoggedOut);
    window.addEventListener(SESSION_EVENTS.userLoggedIn, reloadSession);
    window.addEventListener(SESSION_EVENTS.profileUpdated, refreshProfile);
    window.addEventListener(SESSION_EVENTS.avatarUpdated, refreshProfile);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      unmounted = true;
      stopApiErrors();
      stopMeWatch();
      window.removeEventListener(SESSION_EVENTS.userLoggedOut, onLoggedOut);
      window.removeEventListener(SESSION_EVENTS.userLoggedIn, reloadSession);
      window.removeEventListener(SESSION_EVENTS.profileUpdated, refreshProfile);
      window.removeEventListener(SESSION_EVENTS.avatarUpdated, refreshProfile);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [queryClient]);
}
