import type { SortOption } from '@marketplace/contract/marketplace-messages';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams, type To } from 'react-router';
import {
  NO_FILTERS,
  parseMarketplaceParams,
  withFilters,
  withoutFieldFilter,
  withSort,
  withTermAsTyped,
  type MarketplaceFilterValues,
} from '../utils/marketplace-url';

/**
 * Browse state lives in the URL (`/marketplace?query&categories&location&condition&minPrice&maxPrice&sort&page`)
 * so a search can be shared and survives reloads and Back/Forward. Every change but paging drops `page`, so
 * a new result set starts on page 1 (spec 02 §4). Changes push a history entry.
 */
export function useMarketplaceSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = useMemo(() => parseMarketplaceParams(searchParams), [searchParams]);

  /** The link target of page `p` with every other parameter kept. */
  const hrefForPage = useCallback(
    (p: number): To => {
      const next = new URLSearchParams(searchParams);
      if (p <= 1) next.delete('page');
      else next.set('page', String(p));
      const qs = next.toString();
      return { pathname, search: qs ? `?${qs}` : '' };
    },
    [pathname, searchParams],
  );

  const setPage = useCallback(
    (p: number, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (p <= 1) next.delete('page');
          else next.set('page', String(p));
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearchParams],
  );

  /** Applies the sidebar's staged filters (Apply Filters). */
  const applyFilters = useCallback(
    (filters: MarketplaceFilterValues) => setSearchParams((prev) => withFilters(prev, filters)),
    [setSearchParams],
  );

  /** Removes every filter; the search term and sort stay. */
  const resetFilters = useCallback(
    () => setSearchParams((prev) => withFilters(prev, NO_FILTERS)),
    [setSearchParams],
  );

  const setSort = useCallback(
    (sort: SortOption) => setSearchParams((prev) => withSort(prev, sort)),
    [setSearchParams],
  );

  /** The link of "Search instead for …": the term as typed, everything else kept (issue #38 item 3). */
  const hrefAsTyped = useMemo((): To => {
    const qs = withTermAsTyped(searchParams).toString();
    return { pathname, search: `?${qs}` };
  }, [pathname, searchParams]);

  /** Issue #39: the results line's chip of a field filter links to the same search without it. */
  const hrefWithoutField = useCallback(
    (key: string): To => {
      const qs = withoutFieldFilter(searchParams, key).toString();
      return { pathname, search: qs ? `?${qs}` : '' };
    },
    [pathname, searchParams],
  );

  return {
    ...state,
    hrefForPage,
    hrefAsTyped,
    hrefWithoutField,
    setPage,
    applyFilters,
    resetFilters,
    setSort,
  };
}
