import { useCallback } from 'react';
import { useLocation, useSearchParams, type To } from 'react-router';

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Browse state lives in the URL (`/marketplace?query=…&page=…`) so it survives reloads and back/forward.
 * Changing the query drops `page`, so a new search starts on page 1 (spec 02 §4).
 */
export function useMarketplaceSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = (searchParams.get('query') ?? '').trim();
  const page = parsePage(searchParams.get('page'));

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

  const setQuery = useCallback(
    (text: string) => {
      setSearchParams((prev) => {
        const next = new URLSearchParams(prev);
        const trimmed = text.trim();
        if (trimmed) next.set('query', trimmed);
        else next.delete('query');
        next.delete('page');
        return next;
      });
    },
    [setSearchParams],
  );

  return { query, page, hrefForPage, setPage, setQuery };
}
