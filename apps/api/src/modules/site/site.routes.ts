import { createRoute } from '@hono/zod-openapi';
import type { SiteConfig } from '@marketplace/contract/site';
import type { SiteStatus } from '@marketplace/contract/site-settings';
import { createRouter, json, publicRoute } from '../../lib/openapi';
import {
  healthSchema,
  readySchema,
  siteConfigSchema,
  siteStatusSchema,
  unavailableSchema,
} from '@marketplace/contract/site-responses';

/** `/api/health` (the process answers), `/api/ready` (the database answers), `/api/site` (brand texts). */
export function siteRoutes(deps: {
  ping: () => Promise<void>;
  /** The published config: the environment's brand and noun, and the admin's contact details. */
  site: () => Promise<SiteConfig>;
  status: () => Promise<SiteStatus>;
}) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/health',
      tags: ['site'],
      summary: 'Liveness',
      security: publicRoute,
      responses: { 200: json('`{ status: "ok" }`', healthSchema) },
    }),
    (c) => c.json({ status: 'ok' }, 200),
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/ready',
      tags: ['site'],
      summary: 'Readiness: 200 when the database answers, 503 otherwise',
      security: publicRoute,
      responses: {
        200: json('`{ status: "ready" }`', readySchema),
        503: json('`{ status: "unavailable" }`', unavailableSchema),
      },
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
      summary: 'Brand, product noun for `{product}`, and the contact details and social links the admin set',
      security: publicRoute,
      responses: { 200: json('`SiteConfig`', siteConfigSchema) },
    }),
    async (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(await deps.site(), 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/site/status',
      tags: ['site'],
      summary: 'Whether the maintenance notice is on (spec 01 §1)',
      security: publicRoute,
      responses: { 200: json('`SiteStatus`', siteStatusSchema) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await deps.status(), 200);
    },
  );
  return router;
}
