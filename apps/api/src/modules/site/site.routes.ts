import { createRoute } from '@hono/zod-openapi';
import type { SiteConfig } from '@marketplace/contract/site';
import { createRouter, json } from '../../lib/openapi';

/** `/api/health` (the process answers), `/api/ready` (the database answers), `/api/site` (brand texts). */
export function siteRoutes(deps: { ping: () => Promise<void>; site: SiteConfig }) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/health',
      tags: ['site'],
      summary: 'Liveness',
      responses: { 200: json('`{ status: "ok" }`') },
    }),
    (c) => c.json({ status: 'ok' }, 200),
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/ready',
      tags: ['site'],
      summary: 'Readiness: 200 when the database answers, 503 otherwise',
      responses: { 200: json('`{ status: "ready" }`'), 503: json('`{ status: "unavailable" }`') },
    }),
    async (c) => {
      try {
        await deps.ping();
        return c.json({ status: 'ready' }, 200);
      } catch {
        return c.json({ status: 'unavailable' }, 503);
      }
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/site',
      tags: ['site'],
      summary: 'Brand and product noun for `{product}`',
      responses: { 200: json('`SiteConfig`') },
    }),
    (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(deps.site, 200);
    },
  );
  return router;
}
