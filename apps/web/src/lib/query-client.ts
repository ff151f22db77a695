import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/**
 * The app's query client. `apiRequest` already retries reads on 502/503/504 and network failures with
 * backoff, so TanStack Query does not retry on top of it (that would multiply the waits).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

/**
 * Calls `onError` with every `ApiError` a query or a mutation of `client` fails with — the one place where
 * cross-cutting answers such as 401 "your session is gone" are handled (spec 01 §4), instead of in each
 * feature. It observes the caches rather than setting `QueryCache({ onError })`, so it works on any client
 * handed to the providers (tests bring their own), and it runs after a mutation's own `onError`, so the
 * session toast is the one left showing. @returns the unsubscribe function.
 */
export function subscribeToApiErrors(client: QueryClient, onError: (error: ApiError) => void): () => void {
  const stopQueries = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (event.action.error instanceof ApiError) onError(event.action.error);
  });
  const stopMutations = client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (event.action.error instanceof ApiError) onError(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
