/**
 * `/api/admin/*`: every route requires the admin role on the server (spec 02 §6; the browser's redirect is
 * comfort only). Spec 02 §5, §7, §8 Admin listings.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { adminListingsQuerySchema, listingDecisionInputSchema } from '@marketplace/contract/listings';
import { MODERATION_MESSAGES } from '@marketplace/contract/listings-messages';
import type { Database } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { createRouter, errors, json, signedIn } from '../../lib/openapi';
import { actorOf, requireAdmin } from '../../middleware/require-session';
import { decideListing, listListingsForAdmin, removeListing } from './admin-listings.service';
import { okResponseSchema } from '@marketplace/contract/common-responses';
import { adminListingRowSchema, adminListingsPageSchema } from '@marketplace/contract/listings-responses';

const idParam = z.object({ id: z.uuid({ message: MODERATION_MESSAGES.invalidListingId }) });

export function adminRoutes(deps: { db: Database; storage: Storage }) {
  const router = createRouter();
  router.use('/admin/*', requireAdmin);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/listings',
      tags: ['admin'],
      summary:
        'Listings for moderation, newest first (sort=oldest: the queue, longest waiting first), by status and search (name, ID, description; match=name-or-id: name, ID)',
      request: { query: adminListingsQuerySchema },
      security: signedIn,
      responses: { 200: json('`AdminListingsPage`', adminListingsPageSchema), ...errors(400, 401, 403) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listListingsForAdmin(deps, c.req.valid('query')), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/listings/{id}/status',
      tags: ['admin'],
      summary: 'Approve or reject a Pending listing; the seller is notified',
      request: {
        params: idParam,
        body: { content: { 'application/json': { schema: listingDecisionInputSchema } }, required: true },
      },
      security: signedIn,
      responses: {
        200: json('`AdminListingRow`', adminListingRowSchema),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const row = await decideListing(deps, {
        actor: actorOf(c),
        listingId: id,
        status: input.status,
        rejectionReason: input.rejectionReason,
        ipAddress: c.get('clientIp'),
      });
      return c.json(row, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/admin/listings/{id}',
      tags: ['admin'],
      summary: 'Soft-delete a listing that is not Pending (Approved, Rejected, Sold or Expired); the seller is notified',
      request: { params: idParam },
      security: signedIn,
      responses: { 200: json('`{ ok: true }`', okResponseSchema), ...errors(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      await removeListing(deps.db, {
        actor: actorOf(c),
        listingId: c.req.valid('param').id,
        ipAddress: c.get('clientIp'),
      });
      return c.json({ ok: true }, 200);
    },
  );

  return router;
}
