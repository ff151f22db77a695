import { createRoute, z } from '@hono/zod-openapi';
import { text } from '@marketplace/contract/fields';
import { subscribeInputSchema } from '@marketplace/contract/mailing-list';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { createRouter, errors, json, publicRoute } from '../../lib/openapi';
import { RATE_LIMITS, rateLimitByIp, type RateLimiter } from '../../middleware/rate-limit';
import { serverMessages, unsubscribePageHtml } from '../../i18n/messages';
import { formLanguage, requestLanguage } from '../../lib/page-language';
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
      description:
        "The confirmation e-mail is written in the page's language (issue #15): the `lang` cookie, else Accept-Language.",
      middleware: [formLanguage] as const,
      request: {
        body: { content: { 'application/json': { schema: subscribeInputSchema } }, required: true },
      },
      security: publicRoute,
      responses: { 200: json('`SubscribeResponse`', subscribeResponseSchema), ...errors(400, 429) },
    }),
    async (c) =>
      c.json(
        await subscribe(deps, {
          input: c.req.valid('json'),
          ipAddress: c.get('clientIp'),
          language: requestLanguage(c.get('language')),
        }),
        200,
      ),
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/mailing-list/unsubscribe',
      tags: ['mailing-list'],
      summary: 'One-click unsubscribe from the link in every message; answers a small HTML page',
      description: "The page is in the reader's language (issue #15): the `lang` cookie, else Accept-Language.",
      middleware: [formLanguage] as const,
      request: { query: z.object({ token: text().min(1).max(100) }) },
      security: publicRoute,
      responses: { 200: { description: 'HTML confirmation' }, ...errors(400) },
    }),
    async (c) => {
      const done = await unsubscribe(deps.db, {
        token: c.req.valid('query').token,
        ipAddress: c.get('clientIp'),
      });
      const language = requestLanguage(c.get('language'));
      const page = serverMessages(language).unsubscribePage;
      return c.html(
        unsubscribePageHtml({
          language,
          siteName: deps.siteName,
          message: done ? page.mailingListDone : page.mailingListInvalid,
          link: { href: '/', text: page.backToMarketplace },
        }),
        200,
      );
    },
  );
  return router;
}
