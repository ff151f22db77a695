import type {
  SearchSynonymGroup,
  SearchSynonymGroupInput,
  SearchSynonyms,
} from '@marketplace/contract/search-synonyms';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const PATH = '/api/admin/search/synonyms';

/** The admin's synonym groups and the built-in list; adding or removing a group invalidates it. */
export const searchSynonymsQueryKey = ['admin', 'search', 'synonyms'] as const;

/**
 * `GET /api/admin/search/synonyms` → `{ groups, builtIn }` (issue #38 item 1): the admin's groups, oldest
 * first, each `{ id, words, createdAt }`, and the groups built into search as lists of words (read-only).
 * @throws ApiError 401 for a visitor, 403 for a member who is not the admin.
 */
export function getSearchSynonyms(signal?: AbortSignal): Promise<SearchSynonyms> {
  return apiRequest<SearchSynonyms>(PATH, { signal });
}

/** The query behind `useSearchSynonyms` (issue #38): always fetched afresh when the page opens. */
export function getSearchSynonymsQueryOptions() {
  return queryOptions({
    queryKey: searchSynonymsQueryKey,
    queryFn: ({ signal }) => getSearchSynonyms(signal),
    staleTime: 0,
  });
}

/** The admin's synonym groups and the built-in ones (`GET /api/admin/search/synonyms`, issue #38). */
export function useSearchSynonyms() {
  return useQuery(getSearchSynonymsQueryOptions());
}

/**
 * `POST /api/admin/search/synonyms` `{ words }` (2–12 distinct words or phrases, validated by
 * `searchSynonymGroupInputSchema`) → 201 with the saved group `{ id, words, createdAt }`, its words lower-cased
 * (issue #38 item 1).
 * @throws ApiError 400 `VALIDATION_FAILED` with the schema's message (`wordsTooFew`, `entryInvalid`, …), 409
 *   `CONFLICT` with `SEARCH_SYNONYM_MESSAGES.groupExists` or `groupsFull`, 401/403 for anyone but the admin.
 */
export function addSearchSynonymGroup(input: SearchSynonymGroupInput): Promise<SearchSynonymGroup> {
  return apiRequest<SearchSynonymGroup>(PATH, { method: 'POST', body: input });
}

/** Adds a synonym group (`addSearchSynonymGroup`, issue #38); shown at once, then the list is loaded again. */
export function useAddSearchSynonymGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSearchSynonymGroup,
    onSuccess: (group) =>
      queryClient.setQueryData<SearchSynonyms>(searchSynonymsQueryKey, (data) =>
        data ? { ...data, groups: [...data.groups, group] } : data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: searchSynonymsQueryKey }),
  });
}

/**
 * `DELETE /api/admin/search/synonyms/{id}` → 204 (issue #38 item 1): search stops treating the group's words
 * as one at once.
 * @throws ApiError 404 `NOT_FOUND` with `SEARCH_SYNONYM_MESSAGES.groupNotFound` (already removed), 401/403 for
 *   anyone but the admin.
 */
export function removeSearchSynonymGroup(id: number): Promise<void> {
  return apiRequest<void>(`${PATH}/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
}

/** Removes a synonym group (`removeSearchSynonymGroup`, issue #38): gone from the list at once, then reloaded. */
export function useRemoveSearchSynonymGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSearchSynonymGroup,
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData<SearchSynonyms>(searchSynonymsQueryKey, (data) =>
        data ? { ...data, groups: data.groups.filter((group) => group.id !== id) } : data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: searchSynonymsQueryKey }),
  });
}
