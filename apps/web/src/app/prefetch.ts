import type { QueryClient } from '@tanstack/react-query';
import { getCategoriesQueryOptions, getLocationsQueryOptions } from '@/lib/reference-data';
import { getMarketplaceListingsQueryOptions } from '@/features/marketplace/api/get-marketplace-listings';
import { getMeQueryOptions } from '@/hooks/use-current-user';
import { firstScreenListingsParams } from './first-screen';

/**
 * Puts the first screen's requests into the query cache before React renders: always the session check
 * (`GET /api/me`, which the shell waits for, spec 01 §2) and, on /marketplace, the first page of results
 * with the categories and islands the filters name.
 * Same query keys and options as the hooks, so the page finds them cached (or in flight) and does not ask
 * again; the requests themselves were usually started even earlier by boot.ts and are picked up by
 * `apiRequest`.
 */
export function prefetchInitialData(
  queryClient: QueryClient,
  location: { pathname: string; search: string },
): void {
  void queryClient.prefetchQuery(getMeQueryOptions());
  const listings = firstScreenListingsParams(location);
  if (!listings) return;
  void queryClient.prefetchQuery(getMarketplaceListingsQueryOptions(listings));
  void queryClient.prefetchQuery(getCategoriesQueryOptions());
  void queryClient.prefetchQuery(getLocationsQueryOptions());
}
