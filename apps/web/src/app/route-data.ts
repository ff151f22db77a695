import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** What a route's data declaration gets: the matched URL and the cache to fill. */
export interface RouteDataArgs {
  queryClient: QueryClient;
  /** The matched route's path parameters, e.g. `{ itemId }` on /item/:itemId. */
  params: Params;
  /** The page's path and query (only `pathname` and `search` are read). */
  location: { pathname: string; search: string };
}

/**
 * A route module's `handle` (React Router passes it through `lazy`): `prefetch` puts the queries the page
 * will render with into the cache, with the same keys and options as the page's hooks, so the hooks find
 * them answered. It may wait for one answer to ask the next (the item page's seller rating needs the
 * listing's seller). It must not throw: use `prefetchQuery`, which keeps failures in the cache as the hook
 * would see them.
 *
 * The server renderer (entry-server.tsx) runs the matched routes' `prefetch` before its first render, so a
 * page is rendered once (issue #12 §3, decision 015); a query a page asks for that no `prefetch` declared is
 * still found by the renderer's discovery rounds, at the cost of another render.
 */
export interface RouteHandle {
  prefetch?: (args: RouteDataArgs) => Promise<unknown>;
  /**
   * After `prefetch`: whether what the address names does not exist (an unknown item or seller, an id that is
   * not one). The server then answers the page 404, to browsers and crawlers alike (issue #37 item 4u).
   */
  notFound?: (args: RouteDataArgs) => boolean;
}

/** Reads a route's `handle` as a `RouteHandle` (React Router types it `unknown`). */
export function routeHandle(handle: unknown): RouteHandle {
  if (typeof handle !== 'object' || handle === null) return {};
  const { prefetch, notFound } = handle as RouteHandle;
  return {
    ...(typeof prefetch === 'function' ? { prefetch } : {}),
    ...(typeof notFound === 'function' ? { notFound } : {}),
  };
}

/** Whether a matched route says its subject does not exist (see `RouteHandle.notFound`). */
export function matchedRouteNotFound(
  matches: ReadonlyArray<{ route: { handle?: unknown }; params: Params }>,
  queryClient: QueryClient,
  location: { pathname: string; search: string },
): boolean {
  return matches.some(
    ({ route, params }) => routeHandle(route.handle).notFound?.({ queryClient, params, location }) ?? false,
  );
}

/**
 * Runs the `prefetch` of every matched route at once and waits for all of them.
 * @param matches the matched routes, root first (`context.matches` of the static handler, or `matchRoutes`).
 * @returns when every declared query has settled (answered or failed); never rejects.
 */
export async function prefetchMatchedRoutes(
  matches: ReadonlyArray<{ route: { handle?: unknown }; params: Params }>,
  queryClient: QueryClient,
  location: { pathname: string; search: string },
): Promise<void> {
  await Promise.all(
    matches.map(({ route, params }) =>
      routeHandle(route.handle)
        .prefetch?.({ queryClient, params, location })
        .catch(() => undefined),
    ),
  );
}
