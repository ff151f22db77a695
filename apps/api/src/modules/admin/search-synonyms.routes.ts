/**
 * Issue #38 item 1, admin only: the search synonym groups the admin maintains beside the built-in list
 * (`/api/admin/search/synonyms`). A change applies to the next search on every instance, with no reindex.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { id } from '@marketplace/contract/fields';
import {
  SEARCH_SYNONYM_MESSAGES,
  searchSynonymGroupInputSchema,
  searchSynonymGroupSchema,
  searchSynonymsSchema,
} from '@marketplace/contract/search-synonyms';
import type { Database } from '../../db/client';
import type { CatalogEvents } from '../../lib/catalog-events';
import { createRouter, errors, json, signedIn } from '../../lib/openapi';
import { actorOf, requireAdmin } from '../../middleware/require-session';
import { addSynonymGroup, listSynonymGroups, removeSynonymGroup } from '../marketplace/search/synonym-groups';

const groupIdParam = z.object({ id: id(SEARCH_SYNONYM_MESSAGES.invalidGroupId) });

/**
 * @param deps.catalogEvents this instance's caches of readings and answers are dropped as soon as a group is
 *   saved, so the admin's next search already uses it (other instances drop theirs at the commit's announcement)
 */
export function searchSynonymsRoutes(deps: { db: Database; catalogEvents: CatalogEvents }) {
  const router = createRouter();
  router.use('/admin/search/synonyms', requireAdmin);
  router.use('/admin/search/synonyms/*', requireAdmin);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/search/synonyms',
      tags: ['admin'],
      summary: "The admin's search synonym groups (oldest first) and the built-in list, read-only",
      security: signedIn,
      responses: { 200: json('`SearchSynonyms`', searchSynonymsSchema), ...errors(401, 403) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listSynonymGroups(deps.db), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/search/synonyms',
      tags: ['admin'],
      summary:
        'Add a group of 2–12 words or phrases (1–3 words each) that search reads as one; applies to the next search',
      request: {
        body: { content: { 'application/json': { schema: searchSynonymGroupInputSchema } }, required: true },
      },
      security: signedIn,
      responses: {
        201: json('`SearchSynonymGroup`', searchSynonymGroupSchema),
        ...errors(400, 401, 403, 409),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      const group = await addSynonymGroup(deps.db, {
        words: c.req.valid('json').words,
        actor: { id: actor.id, email: actor.email },
        ipAddress: c.get('clientIp'),
      });
      deps.catalogEvents.changedHere();
      return c.json(group, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/admin/search/synonyms/{id}',
      tags: ['admin'],
      summary: 'Remove one of the admin’s synonym groups',
      request: { params: groupIdParam },
      security: signedIn,
      responses: { 204: { description: 'Removed' }, ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const actor = actorOf(c);
      await removeSynonymGroup(deps.db, {
        id: c.req.valid('param').id,
        actor: { id: actor.id, email: actor.email },
        ipAddress: c.get('clientIp'),
      });
      deps.catalogEvents.changedHere();
      return c.body(null, 204);
    },
  );
  return router;
}
