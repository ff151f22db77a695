/**
 * Reference data every feature shares (issue #14 item 1): the categories and the Maldives' atolls with their
 * islands. One fetcher and one query key each, so whichever page asks first (the home page's categories, the
 * marketplace filters, the submit form, the sign-up location picker, or the server's first-screen prefetch)
 * fills the one cached list the others read.
 */
import type { Category } from '@marketplace/contract/listings-messages';
import type { Atoll } from '@marketplace/contract/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Reference data changes with a deploy, not while someone fills in a form: kept fresh for an hour. */
const REFERENCE_DATA_STALE_MS = 60 * 60 * 1000;

export const categoriesQueryKey = ['categories'] as const;

/** `GET /api/categories`: every category, ordered by name. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest<Category[]>('/api/categories', { signal });
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: REFERENCE_DATA_STALE_MS,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}

export const locationsQueryKey = ['locations'] as const;

/** `GET /api/locations`: atolls north to south, each with its islands. */
export function getLocations(signal?: AbortSignal): Promise<Atoll[]> {
  return apiRequest<Atoll[]>('/api/locations', { signal });
}

export function getLocationsQueryOptions() {
  return queryOptions({
    queryKey: locationsQueryKey,
    queryFn: ({ signal }) => getLocations(signal),
    staleTime: REFERENCE_DATA_STALE_MS,
  });
}

export function useLocations() {
  return useQuery(getLocationsQueryOptions());
}
