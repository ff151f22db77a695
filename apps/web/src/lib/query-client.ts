import { QueryClient } from '@tanstack/react-query';

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
