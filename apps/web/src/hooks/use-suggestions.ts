import { SUGGESTION_DEBOUNCE_MS, type Suggestion } from '@marketplace/contract/marketplace-messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';

export const suggestionsQueryKey = ['marketplace', 'suggestions'] as const;

/** `GET /api/marketplace/suggestions?query=` → up to 5 listings matching by name or display id. */
export async function getSuggestions(query: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const { items } = await apiRequest<{ items: Suggestion[] }>('/api/marketplace/suggestions', {
    query: { query },
    signal,
  });
  return items;
}

export function getSuggestionsQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...suggestionsQueryKey, query] as const,
    queryFn: async ({ signal }) => {
      try {
        return await getSuggestions(query, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        // Spec 02 §8: suggestion failures are only logged; the list is simply empty.
        console.warn('Could not load search suggestions', error);
        return [];
      }
    },
    enabled: query.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** `value`, once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Header suggestions (spec 01 §2): asked for 300 ms after the typing stops, never for empty text.
 * `settled` is true when `items` answer exactly the current text (so "No suggestions" can be shown).
 */
export function useSuggestions(text: string): { items: Suggestion[]; settled: boolean } {
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, SUGGESTION_DEBOUNCE_MS);
  const { data, isPlaceholderData, isSuccess } = useQuery(getSuggestionsQueryOptions(debounced));
  if (!trimmed || !debounced) return { items: [], settled: false };
  return {
    items: data ?? [],
    settled: debounced === trimmed && isSuccess && !isPlaceholderData,
  };
}
