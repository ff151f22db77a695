/**
 * The API reference at /api/docs: Swagger UI served from the `swagger-ui-dist` package on our own origin
 * (no CDN: islanders' connections and our CSP both forbid it), initialised by an external script.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getAbsoluteFSPath } from 'swagger-ui-dist';
import type { Hono } from 'hono';
import type { AppEnv } from './hono-env';

const ASSETS = new Map([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
]);

export function mountDocs(app: Hono<AppEnv>, siteName: string): void {
  const root = getAbsoluteFSPath();
  app.get('/api/docs', (c) =>
    c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${siteName} API</title><link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`),
  );
  app.get('/api/docs/init.js', (c) =>
    c.body("window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui' });", 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
    }),
  );
  app.get('/api/docs/:asset', async (c) => {
    const asset = c.req.param('asset');
    const type = ASSETS.get(asset);
    if (!type) return c.notFound();
    const body = await readFile(path.join(root, asset));
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });
}
