import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = 'http://localhost:3000';

/**
 * react-router's package exports name only its development build, whose dev warnings (messages, checks)
 * ship to every visitor (remix-run/react-router#12532, #14102). Its production build is the same code with
 * `ENABLE_DEV_WARNINGS = false`, so the minifier drops them; `vite build` uses it.
 */
const reactRouterDist = path.dirname(path.dirname(createRequire(import.meta.url).resolve('react-router')));
function reactRouterProductionFile(file: string): string {
  const resolved = path.join(reactRouterDist, 'production', file);
  if (!existsSync(resolved)) throw new Error(`react-router's production build has no ${file} (${resolved}).`);
  return resolved;
}
const reactRouterProduction = [
  { find: /^react-router$/, replacement: reactRouterProductionFile('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterProductionFile('dom-export.mjs') },
];

/** What boot.ts imports (their own imports come along). */
const BOOT_MODULES =
  /[\\/]src[\\/](boot|app[\\/]first-screen|lib[\\/](api-client|early-requests|server-state))\.ts$/;

/**
 * Small presentational modules that many pages share (light UI primitives, listing badges, icons, the
 * "posted … ago" date helpers): one `ui` chunk instead of a dozen sub-kilobyte files, each of which costs a
 * request and ~1 KB of response headers on a phone. Only what at least three chunks use, so the chunk does
 * not fill up with every page's own icons.
 */
const SHARED_UI =
  /[\\/]src[\\/]components[\\/](ui[\\/](badge|label|native-select|input|textarea|card|skeleton)\.tsx|listings[\\/])|[\\/]node_modules[\\/](lucide-react[\\/]|date-fns[\\/](formatDistanceToNow|parseISO)\.js)/;

/**
 * The modules `src/app/client-app.tsx` imports statically, for the `shell` chunk group (issue #12 §3, Total
 * Blocking Time): `main.tsx` loads that module with `import()`, so the browser compiles and runs the router and
 * the shell in a task of their own instead of in the one long task that evaluates the entry. Without a group,
 * rolldown spreads them over the lazy pages' shared chunks (the router landed in one named after an admin page).
 * Collected once the module graph is complete (`buildEnd`), before chunking. The walk does not go through the
 * `radix-ui` and `lucide-react` barrels: they import every primitive and icon, of which the shell uses a few;
 * rolldown places those where they are used.
 */
const BARRELS = /[\\/]node_modules[\\/](radix-ui|lucide-react)[\\/]/;
function staticGraph(entry: string): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'marketplace:static-graph',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const queue = [...this.getModuleIds()].filter((id) => path.resolve(id) === entry);
      if (queue.length === 0) this.error(`${entry} is not in the module graph.`);
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (modules.has(id) || BARRELS.test(id)) continue;
        modules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}
const clientApp = staticGraph(fileURLToPath(new URL('./src/app/client-app.tsx', import.meta.url)));

/**
 * Puts the built boot.ts in index.html as its own module script, before the app's. A separate script runs as
 * soon as its few kilobytes are there; inside the app's module graph it would wait for all of React.
 */
function bootScript(): Plugin {
  return {
    name: 'marketplace:boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const boot = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'boot',
        );
        if (!boot) throw new Error('The boot entry is missing from the bundle.');
        const firstScript = html.indexOf('<script type="module"');
        if (firstScript < 0) throw new Error('index.html has no module script to put boot.ts before.');
        const tag = `<script type="module" crossorigin src="/${boot.fileName}"></script>\n    `;
        return html.slice(0, firstScript) + tag + html.slice(firstScript);
      },
    },
  };
}

/**
 * Keeps libraries that only forms need out of the chunks every page loads first (issue #37 item 3): zod came
 * along with the listing badges' messages (`contract/offers` rather than `contract/offers-messages`), 21 KB
 * of a phone's first load. The build fails if the entry, boot, shell or shared UI chunk holds one again.
 */
const FIRST_LOAD_CHUNKS = /^(index|boot|shell|ui)$/;
const FORMS_ONLY = /[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/;
function firstLoadStaysLight(): Plugin {
  return {
    name: 'marketplace:first-load-stays-light',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !FIRST_LOAD_CHUNKS.test(output.name)) continue;
        const heavy = output.moduleIds.find((id) => FORMS_ONLY.test(id));
        if (heavy) {
          this.error(
            `${heavy} is in the first-load chunk "${output.name}": import the contract's *-messages module ` +
              'instead of its schema module from code every page loads.',
          );
        }
      }
    },
  };
}

/**
 * The service worker (issue #12 item 4, src/service-worker/sw.ts; docs/decisions/017): built as `/sw.js` with
 * the precache list injected. Precached is the shell a first visit has already downloaded (index.html, the
 * boot and app entry scripts, the shared UI chunk, the styles, the logo), so installing the worker costs
 * almost no extra bytes; page chunks are kept at run time when first used. The manifest is served by the API
 * (it carries the configured site name) and registration is an ordinary module import (no inline script
 * under the CSP), so the plugin injects neither.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['index.html', 'favicon.svg', 'assets/{index,boot,shell,ui}-*.{js,css}'],
    // The worker itself stays small: no source map shipped next to it.
    sourcemap: false,
  },
});

/**
 * `vite build --ssr src/entry-server.tsx` (issue #12 §3): the server renderer the API imports, into
 * dist-server/. The workspace's contract package is bundled (its sources are TypeScript); other packages stay
 * imports of node_modules.
 */
const serverBuild = {
  ssr: { noExternal: ['@marketplace/contract'] },
  build: { outDir: 'dist-server', sourcemap: false, emptyOutDir: true },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  ...(isSsrBuild ? { ssr: serverBuild.ssr } : {}),
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [bootScript(), serviceWorker, clientApp.plugin, firstLoadStaysLight()]),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: isSsrBuild
    ? serverBuild.build
    : {
        outDir: 'dist',
        sourcemap: true,
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            boot: fileURLToPath(new URL('./src/boot.ts', import.meta.url)),
          },
          output: {
            codeSplitting: {
              groups: [
                // boot.ts and what it imports: one small file that does not depend on the app chunk below.
                { name: 'boot', test: BOOT_MODULES, priority: 4 },
                // Everything the entry imports statically (React, TanStack Query, i18next) in one file rather
                // than pieces split out only because lazy pages share them: one request on the critical path.
                { name: 'app', tags: ['$initial'], priority: 3 },
                // What the entry loads next (`@/app/client-app`: the router, the shell), likewise one file,
                // evaluated in a task of its own (issue #12 §3).
                { name: 'shell', test: clientApp.has, priority: 2 },
                { name: 'ui', test: SHARED_UI, minShareCount: 3, priority: 1 },
              ],
            },
          },
        },
      },
}));
