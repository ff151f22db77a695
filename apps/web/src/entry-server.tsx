/**
 * Server rendering of the public pages (issue #12 §3, decision 015): the first screen arrives as HTML, so a
 * phone on island data shows the marketplace, an item or a site page before any script has run, and the
 * page works with JavaScript off (links and the pager are plain links).
 *
 * Built by `vite build --ssr` into `dist-server/entry-server.js` and imported by the API (apps/api
 * `lib/server-render.ts`). The API answers the page's requests in process: `render` gets an `api` function
 * that takes a same-origin `/api/...` URL and returns the `Response` the API would send this visitor (their
 * cookie included), so the HTML shows exactly what the app would show after loading — nothing is fetched
 * over the network and no second copy of the API's rules lives here.
 *
 * How: React Router's static handler matches the URL and loads the route's lazy module; the matched routes'
 * `handle.prefetch` (app/route-data.ts) fetch the queries the page declares through `api`, all at once; one
 * `renderToString` pass renders with the data. A query the page asks for that no route declared is found in
 * the cache after the pass (TanStack Query builds queries during render), fetched, and the page rendered
 * again — a fallback, so an undeclared query costs time, never correctness. The query cache is dehydrated
 * into the page for `hydrateRoot` (main.tsx), so the first client render matches.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@marketplace/contract/language';
import type { SiteConfig } from '@marketplace/contract/site';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/i18n/i18n';
import { en } from '@/i18n/locales/en';
import { dv } from '@/i18n/locales/dv';
import { HydrationMarker } from '@/app/hydration-marker';
import { Providers } from '@/app/providers';
import { routes } from '@/app/router';
import { matchedRouteNotFound, prefetchMatchedRoutes } from '@/app/route-data';
import { getSiteConfigQueryOptions } from '@/hooks/use-site-config';
import { holdClockAt, RENDER_TIME_QUERY_KEY } from '@/hooks/use-now';
import { setApiTransport } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';

/** Answers a same-origin API request in process, as the API would answer this visitor. */
export type InProcessApi = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderInput {
  /** The page's path and query, e.g. `/marketplace?query=bike`. */
  url: string;
  /** The site configuration the shell also writes into the page (`<meta name="site-config">`). */
  site: SiteConfig;
  /** The visitor's language (issue #15: the `lang` cookie, `?lang=`, or Accept-Language). */
  language: Language;
  api: InProcessApi;
}

export interface RenderResult {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The query cache the page was rendered with, for `hydrate()` on the client. */
  state: DehydratedState;
  /** 200, or 404 for a URL no route matches or whose item or seller does not exist (`RouteHandle.notFound`). */
  status: number;
  /**
   * Time spent in React rendering, and waiting for the page's API answers (ms); `renders`: how many
   * `renderToString` passes the page took (1 when its routes declared all its queries).
   */
  timings: { renderMs: number; dataMs: number; renders: number };
}

// Each render's API calls go to that render's visitor, also when several renders interleave.
const currentApi = new AsyncLocalStorage<InProcessApi>();
setApiTransport((url, init) => {
  const api = currentApi.getStore();
  if (!api) throw new Error('An API request was made outside a server render.');
  return api(url, init);
});

const handler = createStaticHandler(routes);

/**
 * One i18next instance per language, made once: two visitors' pages rendering at once may be in different
 * languages, so never one shared instance whose language changes; but a render only reads its instance (all
 * texts are bundled, nothing is loaded, the language never changes), so an instance serves every render in
 * its language. Making one per render was ~4% of the browse page's render time.
 */
const i18nByLanguage = new Map<Language, ReturnType<typeof createI18n>>();
function i18nFor(language: Language) {
  let i18n = i18nByLanguage.get(language);
  if (!i18n) {
    i18n = createI18n(language, language === 'dv' ? dv : en);
    i18nByLanguage.set(language, i18n);
  }
  return i18n;
}

/** How many times a page is rendered at most: data rounds and first-time lazy code together. */
const MAX_RENDER_ROUNDS = 6;
/** The comment with which `renderToString` marks a Suspense boundary it left to the client. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** Queries built during a render that have no data yet and are not switched off. */
function missingQueries(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' && (query.options as { enabled?: unknown }).enabled !== false,
    );
}

/**
 * Renders `input.url` to HTML with the data it needs.
 * @returns the HTML, the dehydrated query cache and the status; null when the route cannot be rendered on the
 *   server (a redirect, or an error in a route's code): the caller then sends the plain shell, as before.
 */
export async function render(input: RenderInput): Promise<RenderResult | null> {
  return currentApi.run(input.api, async () => {
    const request = new Request(new URL(input.url, 'http://render.local'));
    const context = await handler.query(request);
    if (context instanceof Response) return null;
    const queryClient = createQueryClient();
    queryClient.setQueryData(getSiteConfigQueryOptions().queryKey, input.site);
    const router = createStaticRouter(handler.dataRoutes, context);
    const timings = { renderMs: 0, dataMs: 0, renders: 0 };
    const timed = async <T,>(key: 'renderMs' | 'dataMs', work: () => T | Promise<T>): Promise<T> => {
      const started = performance.now();
      try {
        return await work();
      } finally {
        timings[key] += performance.now() - started;
      }
    };
    const i18n = i18nFor(input.language);
    // Relative dates ("16 seconds ago") are written at this instant, and the browser hydrates with it
    // (RENDER_TIME_QUERY_KEY in the state, `holdClockAt` in main.tsx): the same text on both sides.
    const renderedAt = Date.now();
    queryClient.setQueryData(RENDER_TIME_QUERY_KEY, renderedAt);
    const renderPage = () => {
      // Synchronous from here to the end of the render, so interleaved requests never see each other's time.
      holdClockAt(renderedAt);
      return renderToString(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <Providers queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
              <HydrationMarker />
            </Providers>
          </I18nextProvider>
        </StrictMode>,
      );
    };
    // What the matched routes declare (the session check, the page's own data), all at once, before the
    // first render: in the common case the page renders once.
    await timed('dataMs', () => prefetchMatchedRoutes(context.matches, queryClient, new URL(request.url)));
    const page = () => {
      timings.renders += 1;
      return timed('renderMs', renderPage);
    };
    let html = await page();
    // The fallback for what no route declared (or what only a signed-in member's page asks for): render,
    // fetch what was asked for, until nothing new is asked. A lazy component met for the first time by this
    // process renders its fallback (React marks the boundary for the client to render, which it reports as
    // an error): wait for its code and render again.
    for (let round = 0; round < MAX_RENDER_ROUNDS; round++) {
      const missing = missingQueries(queryClient);
      const waitingForCode = html.includes(CLIENT_RENDERED_BOUNDARY);
      if (missing.length === 0 && !waitingForCode) break;
      await timed('dataMs', () =>
        Promise.all([
          ...missing.map((query) =>
            queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false }),
          ),
          waitingForCode ? new Promise((resolve) => setTimeout(resolve, 10)) : undefined,
        ]),
      );
      html = await page();
    }
    const notFound =
      context.matches.at(-1)?.route.path === '*' ||
      matchedRouteNotFound(context.matches, queryClient, new URL(request.url));
    const status = notFound ? 404 : context.statusCode;
    return { html, state: dehydrate(queryClient), status, timings };
  });
}
