import type { OwnProfile } from '@marketplace/contract/accounts-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownProfileQueryKey } from '@/hooks/use-session-sync';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/accounts/profile` → the member's own profile with its private fields (never cached by HTTP). */
export function getOwnProfile(signal?: AbortSignal): Promise<OwnProfile> {
  return apiRequest<OwnProfile>('/api/accounts/profile', { signal });
}

export function getOwnProfileQueryOptions() {
  return queryOptions({ queryKey: ownProfileQueryKey, queryFn: ({ signal }) => getOwnProfile(signal) });
}

export function useOwnProfile() {
  return useQuery(getOwnProfileQueryOptions());
}
