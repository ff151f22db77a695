import type { Category } from '@marketplace/contract/listings-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Same key as the other features' copies: one cached list of reference data, whichever page asks first. */
export const categoriesQueryKey = ['categories'] as const;

/** `GET /api/categories`: every category, ordered by name. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest<Category[]>('/api/categories', { signal });
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
