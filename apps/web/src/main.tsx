import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { prefetchInitialData } from '@/app/prefetch';
import { HydrationMarker } from '@/app/hydration-marker';
import { Providers } from '@/app/providers';
import { createAppRouter, routes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { applyDocumentLanguage, documentLanguage, loadLanguageResources, startI18n } from '@/i18n/i18n';
import { SERVER_STATE_ELEMENT_ID } from '@/lib/server-state';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

const queryClient = createQueryClient();

/** The query cache the server rendered this page with (entry-server.tsx), when it did. */
function readServerState(): DehydratedState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return null;
  }
}

/**
 * The matched routes' code, loaded before hydrating: a lazy route not yet loaded would render its fallback
 * and not match the server's HTML (React Router's documented pattern for `lazy` with server rendering).
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** The page's language (issue #15): the server wrote it into `<html lang>`; its texts are their own chunk. */
const language = documentLanguage();
const languageResources = loadLanguageResources(language);

async function start(): Promise<void> {
  const serverState = readServerState();
  startI18n(language, await languageResources);
  applyDocumentLanguage(language);
  const app = (router: ReturnType<typeof createAppRouter>) => (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
        <HydrationMarker />
      </Providers>
    </StrictMode>
  );
  if (serverState && root!.hasChildNodes()) {
    hydrate(queryClient, serverState);
    await loadMatchedRoutes();
    // As a transition, hydration yields to the browser between pieces of work: the page the server sent is
    // already readable, so no long task should hold up a tap or a scroll on a slow phone.
    startTransition(() => {
      hydrateRoot(root!, app(createAppRouter()));
    });
    return;
  }
  // Before the router asks for the page's code chunk, so data and code load side by side.
  prefetchInitialData(queryClient, window.location);
  createRoot(root!).render(app(createAppRouter()));
}

void start();

// Offline reading (issue #12): the worker's registration is loaded once the page has, never competing with
// the first screen.
const startOfflineReading = () => {
  import('@/lib/service-worker')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch(() => {
      // Without a worker the app works as before, online only.
    });
};
if (document.readyState === 'complete') startOfflineReading();
else window.addEventListener('load', startOfflineReading, { once: true });
