import { createRoute } from '@hono/zod-openapi';
import { marketplaceQuerySchema } from '@marketplace/contract/marketplace';
import type { Database } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { createRouter, errors, json } from '../../lib/openapi';
import { searchMarketplace } from './marketplace.service';

export function marketplaceRoutes(deps: { db: Database; storage: Storage }) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/marketplace/listings',
      tags: ['marketplace'],
      summary:
        'Browse: one page (12) of approved listings for the filters, with the capped total (spec 02 §4–§5)',
      request: { query: marketplaceQuerySchema },
      responses: { 200: json('`MarketplacePage`'), ...errors(400) },
    }),
    async (c) => {
      // Always revalidated (a fresh approval shows at once); the ETag makes an unchanged page a 304.
      c.header('Cache-Control', 'no-cache');
      return c.json(await searchMarketplace(deps, c.req.valid('query')), 200);
    },
  );
  return router;
}
