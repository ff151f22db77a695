import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { holdClockAt, releaseClock, RENDER_TIME_QUERY_KEY } from '@/hooks/use-now';
import { createQueryClient } from '@/lib/query-client';
import { applyDocumentLanguage, documentLanguage, loadLanguageResources, startI18n } from '@/i18n/i18n';
import { SERVER_STATE_ELEMENT_ID } from '@/lib/server-state';
import { runWhenIdle, yieldToMain } from '@/lib/yield-to-main';
import './index.css';

/*
 * Start-up in stages (issue #12 §3, Total Blocking Time on a phone): this chunk holds React, TanStack Query and
 * i18next; the router, the shell and the pages' shared code are `@/app/client-app`, loaded with `import()` so the
 * browser evaluates it in a task of its own; and the steps below yield between them (`yieldToMain`). Each piece
 * is short, so a tap or a scroll on the server-rendered page never waits behind one long task.
 */

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

/** The page's language (issue #15): the server wrote it into `<html lang>`; its texts are their own chunk. */
const language = documentLanguage();
const languageResources = loadLanguageResources(language);
// Asked for now, so its download overlaps with this chunk's start-up work.
const clientApp = import('@/app/client-app');

async function start(): Promise<void> {
  const serverState = readServerState();
  const resources = await languageResources;
  await yieldToMain();
  startI18n(language, resources);
  applyDocumentLanguage(language);
  const app = await clientApp;
  await yieldToMain();
  if (serverState && root!.hasChildNodes()) {
    hydrate(queryClient, serverState);
    // Relative dates hydrate with the server's text ("16 seconds ago" at its render time), then move on.
    const renderedAt = queryClient.getQueryData<number>(RENDER_TIME_QUERY_KEY);
    if (typeof renderedAt === 'number') holdClockAt(renderedAt);
    await yieldToMain();
    await app.loadMatchedRoutes(window.location);
    await yieldToMain();
    // tailwind-merge builds its class map on first use: here, rather than inside a hydration slice.
    app.prepareClassMerging();
    await yieldToMain();
    const router = app.createAppRouter();
    await yieldToMain();
    // As a transition, hydration yields to the browser between pieces of work: the page the server sent is
    // already readable, so no long task should hold up a tap or a scroll on a slow phone.
    startTransition(() => {
      hydrateRoot(root!, <app.App router={router} queryClient={queryClient} onHydrated={onHydrated} />);
    });
    return;
  }
  // Before the router asks for the page's code chunk, so data and code load side by side.
  app.prefetchInitialData(queryClient, window.location);
  createRoot(root!).render(
    <app.App router={app.createAppRouter()} queryClient={queryClient} onHydrated={onHydrated} />,
  );
}

/**
 * Offline reading (issue #12): the worker's registration is loaded once the page has loaded and the app has
 * taken over, when the browser is idle: registering, installing and handing the worker what the page fetched
 * is work no one waits for, kept out of hydration's tasks (issue #12 §3).
 */
let offlineReadingStarted = false;
function onHydrated(): void {
  releaseClock();
  startOfflineReading();
}

function startOfflineReading(): void {
  if (offlineReadingStarted) return;
  offlineReadingStarted = true;
  const register = () =>
    runWhenIdle(() => {
      import('@/lib/service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch(() => {
          // Without a worker the app works as before, online only.
        });
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

void start();
