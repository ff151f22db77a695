import { createRoute, z } from '@hono/zod-openapi';
import { text } from '@marketplace/contract/fields';
import { subscribeInputSchema } from '@marketplace/contract/mailing-list';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { createRouter, errors, json, publicRoute } from '../../lib/openapi';
import { RATE_LIMITS, rateLimitByIp, type RateLimiter } from '../../middleware/rate-limit';
import { serverMessages, unsubscribePageHtml, wantsHtml } from '../../i18n/messages';
import { formLanguage, requestLanguage } from '../../lib/page-language';
import { subscribe, unsubscribe } from './mailing-list.service';
import { subscribeResponseSchema } from '@marketplace/contract/mailing-list-responses';
import { okResponseSchema } from '@marketplace/contract/common-responses';

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
  // Issue #37 item 4f: the link's GET only asks (link scanners and prefetchers open links); its button, or a
  // mail client's RFC 8058 one-click POST (no Origin: app.ts lets it past the cross-site check), unsubscribes.
  const tokenQuery = z.object({ token: text().min(1).max(100) });
  const unsubscribeRoute = (method: 'get' | 'post') =>
    createRoute({
      method,
      path: '/mailing-list/unsubscribe',
      tags: ['mailing-list'],
      summary:
        method === 'get'
          ? 'The unsubscribe link in every message: a small HTML page with the button that unsubscribes. Changes nothing.'
          : "Unsubscribes the token's address. The page's button gets the HTML confirmation; a mail client's one-click POST (RFC 8058) gets `{ ok: true }`. Idempotent.",
      description:
        "The page is in the reader's language (issue #15): the `lang` cookie, else Accept-Language.",
      middleware: [formLanguage] as const,
      request: { query: tokenQuery },
      security: publicRoute,
      responses: {
        200:
          method === 'get'
            ? { description: 'HTML page with the button' }
            : json(
                '`{ ok: true }`, or the HTML confirmation when the request accepts text/html',
                okResponseSchema,
              ),
        ...errors(400),
      },
    });
  router.openapi(unsubscribeRoute('get'), (c) => {
    const { token } = c.req.valid('query');
    const language = requestLanguage(c.get('language'));
    const page = serverMessages(language).unsubscribePage;
    c.header('Cache-Control', 'no-store');
    return c.html(
      unsubscribePageHtml({
        language,
        siteName: deps.siteName,
        message: page.mailingListConfirm,
        link: { href: '/', text: page.backToMarketplace },
        form: {
          action: `/api/mailing-list/unsubscribe?token=${encodeURIComponent(token)}`,
          button: page.button,
        },
      }),
      200,
    );
  });
  router.openapi(unsubscribeRoute('post'), async (c) => {
    const done = await unsubscribe(deps.db, {
      token: c.req.valid('query').token,
      ipAddress: c.get('clientIp'),
    });
    if (!wantsHtml(c.req.header('Accept'))) return c.json({ ok: true as const }, 200);
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
  });
  return router;
}
