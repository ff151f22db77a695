import type { Atoll } from '@marketplace/contract/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/locations` → atolls north to south, each with its islands (reference data; rarely changes). */
export function getLocations(signal?: AbortSignal): Promise<Atoll[]> {
  return apiRequest<Atoll[]>('/api/locations', { signal });
}

export function getLocationsQueryOptions() {
  return queryOptions({
    queryKey: ['locations'],
    queryFn: ({ signal }) => getLocations(signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useLocations() {
  return useQuery(getLocationsQueryOptions());
}
