import { createRoute, z } from '@hono/zod-openapi';
import type { Database } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { createRouter, errors, json, signedIn } from '../../lib/openapi';
import { actorOf, requireSession } from '../../middleware/require-session';
import { listSaved, saveListing, unsaveListing } from './saved.service';
import { itemsResponseSchema } from '@marketplace/contract/common-responses';
import { savedListingRowSchema, savedStateSchema } from '@marketplace/contract/saved-responses';

const listingParam = z.object({ listingId: z.uuid({ message: 'Invalid listing ID.' }) });

/** `/api/saved/*` (spec 02 §4 Save / unsave, §7 Item detail). Members only. */
export function savedRoutes(deps: { db: Database; storage: Storage }) {
  const router = createRouter();
  router.use('/saved', requireSession);
  router.use('/saved/*', requireSession);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/saved',
      tags: ['saved'],
      summary: "The member's saved listings, newest first; sold or removed ones marked unavailable",
      security: signedIn,
      responses: {
        200: json('`{ items: SavedListingRow[] }`', itemsResponseSchema(savedListingRowSchema)),
        ...errors(401),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ items: await listSaved(deps, actorOf(c)) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/saved/{listingId}',
      tags: ['saved'],
      summary: 'Save a public listing (idempotent)',
      request: { params: listingParam },
      security: signedIn,
      responses: { 200: json('`SavedState`', savedStateSchema), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const { listingId } = c.req.valid('param');
      await saveListing(deps.db, { actor: actorOf(c), listingId, ipAddress: c.get('clientIp') });
      return c.json({ listingId, saved: true }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/saved/{listingId}',
      tags: ['saved'],
      summary: 'Unsave a listing (idempotent)',
      request: { params: listingParam },
      security: signedIn,
      responses: { 200: json('`SavedState`', savedStateSchema), ...errors(400, 401) },
    }),
    async (c) => {
      const { listingId } = c.req.valid('param');
      await unsaveListing(deps.db, { actor: actorOf(c), listingId, ipAddress: c.get('clientIp') });
      return c.json({ listingId, saved: false }, 200);
    },
  );
  return router;
}
