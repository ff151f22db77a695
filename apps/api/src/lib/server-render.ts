/**
 * Loads the web app's server renderer (issue #12 §3, decision 015), built by `vite build --ssr` into
 * `apps/web/dist-server/entry-server.js` beside the client build. Without that file (an API-only run, or a
 * build that predates server rendering) pages are sent as the plain shell, as before.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@marketplace/contract/language';
import type { SiteConfig } from '@marketplace/contract/site';

/** The renderer's answer (see apps/web/src/entry-server.tsx). */
export interface RenderedPage {
  html: string;
  /** The dehydrated query cache, serialised into the page for hydration. */
  state: unknown;
  status: number;
  /**
   * React rendering, and waiting for the page's API answers, in ms; `renders`: the `renderToString` passes
   * (1 when the page's routes declared all its queries).
   */
  timings: { renderMs: number; dataMs: number; renders?: number };
}

export interface ServerRenderer {
  /**
   * Renders `url` for a visitor whose API requests `api` answers in process.
   * @returns null when the page cannot be rendered on the server (redirect or error: send the plain shell).
   */
  render(input: {
    url: string;
    site: SiteConfig;
    /** Issue #15: the visitor's language, from `pageLanguage`. */
    language: Language;
    api: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<RenderedPage | null>;
}

/** The renderer next to `webDistDir` (its `../dist-server`), or null when it was not built. */
export async function loadServerRenderer(webDistDir: string): Promise<ServerRenderer | null> {
  const file = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as ServerRenderer;
  if (typeof module.render !== 'function') throw new Error(`${file} does not export render()`);
  return module;
}
