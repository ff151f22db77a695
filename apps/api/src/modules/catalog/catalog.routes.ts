import { createRoute, z } from '@hono/zod-openapi';
import { etag } from 'hono/etag';
import type { Database } from '../../db/client';
import { createRouter, json, publicRoute } from '../../lib/openapi';
import { listAtolls, listCategories } from './catalog.service';
import { atollSchema } from '@marketplace/contract/catalog-responses';
import { categorySchema } from '@marketplace/contract/listings-responses';

/** Reference data rarely changes: let browsers and CDNs keep it for an hour. */
const CACHE_ONE_HOUR = 'public, max-age=3600, stale-while-revalidate=86400';
/**
 * Categories carry their fields, which the admin changes (issue #39): a browser asks again each time, and gets
 * "304 Not Modified" (a few hundred bytes) while they are the same, so a field the admin adds or retires reaches
 * the next form at once.
 */
const CACHE_REVALIDATE = 'public, no-cache';

export function catalogRoutes(deps: { db: Database }) {
  const router = createRouter();
  router.use('/categories', etag());
  router.openapi(
    createRoute({
      method: 'get',
      path: '/categories',
      tags: ['catalog'],
      summary:
        'Categories ordered by name (spec 02 §7), each with its fields (issue #39); revalidated with its ETag on every use',
      security: publicRoute,
      responses: { 200: json('`Category[]`', z.array(categorySchema)), 304: { description: 'Not modified' } },
    }),
    async (c) => {
      c.header('Cache-Control', CACHE_REVALIDATE);
      return c.json(await listCategories(deps.db), 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/locations',
      tags: ['catalog'],
      summary: 'Atolls north to south with their inhabited islands (spec 01 §2)',
      security: publicRoute,
      responses: { 200: json('`Atoll[]`', z.array(atollSchema)) },
    }),
    async (c) => {
      c.header('Cache-Control', CACHE_ONE_HOUR);
      return c.json(await listAtolls(deps.db), 200);
    },
  );
  return router;
}
