/**
 * Issue #14 item 4, admin only: the trusted-seller setting (`/api/admin/system/trusted-sellers`) and sending
 * an approved listing back to review (`/api/admin/listings/{id}/send-back`).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { MODERATION_MESSAGES } from '@marketplace/contract/listings-messages';
import { adminListingRowSchema } from '@marketplace/contract/listings-responses';
import {
  trustedSellerSettingsInputSchema,
  trustedSellerSettingsSchema,
} from '@marketplace/contract/trusted-sellers';
import type { Database } from '../../db/client';
import { createRouter, errors, json, signedIn } from '../../lib/openapi';
import type { Storage } from '../../lib/storage';
import { actorOf, requireAdmin } from '../../middleware/require-session';
import { getTrustedSellerSettings, setTrustedSellerSettings } from '../listings/trusted-sellers';
import { sendListingBackToReview } from './send-back-listing';

const idParam = z.object({ id: z.uuid({ message: MODERATION_MESSAGES.invalidListingId }) });

/** @param deps.clock "now" (tests inject it); the system clock when absent. */
export function trustedSellersRoutes(deps: { db: Database; storage: Storage; clock?: () => Date }) {
  const router = createRouter();
  const now = () => deps.clock?.() ?? new Date();
  router.use('/admin/system/trusted-sellers', requireAdmin);
  router.use('/admin/listings/:id/send-back', requireAdmin);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/system/trusted-sellers',
      tags: ['admin'],
      summary: 'The trusted-seller setting: auto-approval on or off, and N (approved listings needed)',
      security: signedIn,
      responses: { 200: json('`TrustedSellerSettings`', trustedSellerSettingsSchema), ...errors(401, 403) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getTrustedSellerSettings(deps.db), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/admin/system/trusted-sellers',
      tags: ['admin'],
      summary:
        'Turn auto-approval of trusted sellers on or off and set N (1–100): ID-verified sellers with at least N approved listings and no rejection or upheld report in 90 days',
      request: {
        body: {
          content: { 'application/json': { schema: trustedSellerSettingsInputSchema } },
          required: true,
        },
      },
      security: signedIn,
      responses: {
        200: json('`TrustedSellerSettings`', trustedSellerSettingsSchema),
        ...errors(400, 401, 403),
      },
    }),
    async (c) => {
      const settings = await setTrustedSellerSettings(deps.db, {
        actor: actorOf(c),
        input: c.req.valid('json'),
        ipAddress: c.get('clientIp'),
        now: now(),
      });
      return c.json(settings, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/listings/{id}/send-back',
      tags: ['admin'],
      summary: 'Send an Approved listing back to review (Pending); the seller is notified',
      request: { params: idParam },
      security: signedIn,
      responses: {
        200: json('`AdminListingRow`', adminListingRowSchema),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const row = await sendListingBackToReview(deps, {
        actor: actorOf(c),
        listingId: c.req.valid('param').id,
        ipAddress: c.get('clientIp'),
        now: now(),
      });
      return c.json(row, 200);
    },
  );
  return router;
}
