/**
 * The app's second stage (issue #12 §3, Total Blocking Time): the router, the shell and what the pages share.
 * `main.tsx` loads it with `import()` while React, TanStack Query and i18next start, so the browser compiles
 * and runs this chunk in a task of its own instead of in the one long task that evaluated everything the entry
 * imported statically (≈130–240 ms on a 4× throttled CPU before the split).
 */
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { HydrationMarker } from '@/app/hydration-marker';
import { Providers } from '@/app/providers';
import { createAppRouter, routes } from '@/app/router';

export { prefetchInitialData } from '@/app/prefetch';
export { prepareClassMerging } from '@/lib/utils';
export { createAppRouter };

/** The app's router in the browser. */
export type AppRouter = ReturnType<typeof createAppRouter>;

/** The whole app around `router`, as `main.tsx` hydrates or renders it; `onHydrated` once it has taken over. */
export function App({
  router,
  queryClient,
  onHydrated,
}: {
  router: AppRouter;
  queryClient: QueryClient;
  onHydrated?: () => void;
}) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
        <HydrationMarker onHydrated={onHydrated} />
      </Providers>
    </StrictMode>
  );
}

/**
 * The matched routes' code, loaded before hydrating: a lazy route not yet loaded would render its fallback
 * and not match the server's HTML (React Router's documented pattern for `lazy` with server rendering).
 */
export async function loadMatchedRoutes(location: { pathname: string; search: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
