import type { Atoll } from '@marketplace/contract/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Same key as the other features' copies: one cached list of islands. */
export const locationsQueryKey = ['locations'] as const;

/** `GET /api/locations`: atolls north to south with their islands (names for a filter with no matches left). */
export function getLocations(signal?: AbortSignal): Promise<Atoll[]> {
  return apiRequest<Atoll[]>('/api/locations', { signal });
}

export function getLocationsQueryOptions() {
  return queryOptions({
    queryKey: locationsQueryKey,
    queryFn: ({ signal }) => getLocations(signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useLocations() {
  return useQuery(getLocationsQueryOptions());
}
