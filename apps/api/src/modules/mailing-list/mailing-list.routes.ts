import { createRoute, z } from '@hono/zod-openapi';
import { text } from '@marketplace/contract/fields';
import { subscribeInputSchema } from '@marketplace/contract/mailing-list';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { createRouter, errors, json, publicRoute } from '../../lib/openapi';
import { RATE_LIMITS, rateLimitByIp, type RateLimiter } from '../../middleware/rate-limit';
import { subscribe, unsubscribe } from './mailing-list.service';
import { subscribeResponseSchema } from '@marketplace/contract/mailing-list-responses';

export function mailingListRoutes(deps: {
  db: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  baseUrl: string;
  siteName: string;
}) {
  const router = createRouter();
  router.use('/mailing-list/subscribe', rateLimitByIp(deps.rateLimiter, RATE_LIMITS.subscribePerIp));
  router.openapi(
    createRoute({
      method: 'post',
      path: '/mailing-list/subscribe',
      tags: ['mailing-list'],
      summary: 'Join the mailing list (footer or early access); answers `{ success, message }` (spec 01 §7)',
      request: {
        body: { content: { 'application/json': { schema: subscribeInputSchema } }, required: true },
      },
      security: publicRoute,
      responses: { 200: json('`SubscribeResponse`', subscribeResponseSchema), ...errors(400, 429) },
    }),
    async (c) =>
      c.json(await subscribe(deps, { input: c.req.valid('json'), ipAddress: c.get('clientIp') }), 200),
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/mailing-list/unsubscribe',
      tags: ['mailing-list'],
      summary: 'One-click unsubscribe from the link in every message; answers a small HTML page',
      request: { query: z.object({ token: text().min(1).max(100) }) },
      security: publicRoute,
      responses: { 200: { description: 'HTML confirmation' }, ...errors(400) },
    }),
    async (c) => {
      const done = await unsubscribe(deps.db, {
        token: c.req.valid('query').token,
        ipAddress: c.get('clientIp'),
      });
      const message = done
        ? 'You have been unsubscribed. You will not receive further e-mails from us.'
        : 'This link has already been used or is not valid.';
      return c.html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Unsubscribe · ${escapeHtml(deps.siteName)}</title></head><body style="font-family:system-ui;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>${escapeHtml(deps.siteName)}</h1><p>${message}</p><p><a href="/">Back to the marketplace</a></p></body></html>`,
        200,
      );
    },
  );
  return router;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
