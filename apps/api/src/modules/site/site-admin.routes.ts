import { createRoute, z } from '@hono/zod-openapi';
import type { Database } from '../../db/client';
import { createRouter, errors, json, signedIn } from '../../lib/openapi';
import { actorOf, requireAdmin } from '../../middleware/require-session';
import { siteContactInputSchema, siteContactSettingsSchema } from '@marketplace/contract/site-contact';
import { getSiteContact, latestOutbox, setMaintenance, setSiteContact, systemSummary } from './site.service';
import { itemsResponseSchema } from '@marketplace/contract/common-responses';
import { outboxMessageSchema, systemSummarySchema } from '@marketplace/contract/site-responses';

/**
 * `/api/admin/system*`: counts, the maintenance switch, the mail outbox viewer and the site's contact details
 * (admin only).
 */
export function siteAdminRoutes(deps: {
  db: Database;
  maintenanceForced: boolean;
  onMaintenanceChange: () => void;
  /** Called after the admin changed the contact details: the published site config is read again. */
  onContactChange: () => void;
}) {
  const router = createRouter();
  router.use('/admin/system', requireAdmin);
  router.use('/admin/system/*', requireAdmin);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/system',
      tags: ['admin'],
      summary: 'Counts of users, listings, subscribers and mail, and the maintenance state',
      security: signedIn,
      responses: { 200: json('`SystemSummary`', systemSummarySchema), ...errors(401, 403) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await systemSummary(deps.db, deps.maintenanceForced), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/admin/system/maintenance',
      tags: ['admin'],
      summary: 'Turn the maintenance notice on or off for every instance',
      request: {
        body: {
          content: { 'application/json': { schema: z.object({ enabled: z.boolean() }) } },
          required: true,
        },
      },
      security: signedIn,
      responses: { 200: json('`SystemSummary`', systemSummarySchema), ...errors(400, 401, 403) },
    }),
    async (c) => {
      await setMaintenance(deps.db, {
        actor: actorOf(c),
        enabled: c.req.valid('json').enabled,
        ipAddress: c.get('clientIp'),
      });
      deps.onMaintenanceChange();
      return c.json(await systemSummary(deps.db, deps.maintenanceForced), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/system/outbox',
      tags: ['admin'],
      summary:
        'The latest 50 outgoing e-mails (sent or waiting); links carry no tokens, and delivered ones no text',
      security: signedIn,
      responses: {
        200: json('`{ items: OutboxMessage[] }`', itemsResponseSchema(outboxMessageSchema)),
        ...errors(401, 403),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ items: await latestOutbox(deps.db) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/system/contact',
      tags: ['admin'],
      summary: "The site's contact details and social links as the admin set them (issue #37 item 4q)",
      security: signedIn,
      responses: { 200: json('`SiteContactSettings`', siteContactSettingsSchema), ...errors(401, 403) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getSiteContact(deps.db), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/admin/system/contact',
      tags: ['admin'],
      summary:
        "Set the site's support e-mail and phone and its Instagram, Facebook and Viber links; '' hides a field (issue #37 item 4q)",
      request: {
        body: { content: { 'application/json': { schema: siteContactInputSchema } }, required: true },
      },
      security: signedIn,
      responses: { 200: json('`SiteContactSettings`', siteContactSettingsSchema), ...errors(400, 401, 403) },
    }),
    async (c) => {
      const saved = await setSiteContact(deps.db, {
        actor: actorOf(c),
        contact: c.req.valid('json'),
        ipAddress: c.get('clientIp'),
        now: new Date(),
      });
      deps.onContactChange();
      return c.json(saved, 200);
    },
  );
  return router;
}
