import type { CurrentUser, MeResponse } from '@marketplace/contract/accounts-messages';
import { STORAGE_KEYS } from '@marketplace/contract/accounts-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const meQueryKey = ['me'] as const;

/** Reads the cached current user from local storage (spec 01 §3: key `currentUser`). */
export function readCachedCurrentUser(): CurrentUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.currentUser);
    return raw ? (JSON.parse(raw) as CurrentUser) : null;
  } catch {
    return null;
  }
}

/** Keeps the local `currentUser` cache in step with the server's answer (cleared when signed out). */
export function writeCachedCurrentUser(user: CurrentUser | null): void {
  // Server rendering has no local storage; the browser writes it when it checks the session again.
  if (typeof localStorage === 'undefined') return;
  if (user) localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(user));
  else localStorage.removeItem(STORAGE_KEYS.currentUser);
}

/** `GET /api/me`: the signed-in member, or null for a visitor. */
export async function getMe(signal?: AbortSignal): Promise<CurrentUser | null> {
  const { user } = await apiRequest<MeResponse>('/api/me', { signal });
  writeCachedCurrentUser(user);
  return user;
}

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
    // main.tsx starts this check before React renders. If it has already failed when the shell mounts, the
    // failure stands ("Session Error" from useSessionSync) instead of a silent second try.
    retryOnMount: false,
  });
}

/**
 * The current session's user. `isLoading` is true until the first session check finishes
 * (the shell shows "Loading Application..." meanwhile, spec 01 §2).
 */
export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean; isAdmin: boolean } {
  const query = useQuery(getMeQueryOptions());
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isAdmin: user?.role === 'admin' };
}
