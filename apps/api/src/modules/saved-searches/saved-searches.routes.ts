import { createRoute, z } from '@hono/zod-openapi';
import { okResponseSchema } from '@marketplace/contract/common-responses';
import { text } from '@marketplace/contract/fields';
import {
  createSavedSearchInputSchema,
  normaliseSavedSearchQuery,
  SAVED_SEARCH_MESSAGES,
  updateSavedSearchInputSchema,
} from '@marketplace/contract/saved-searches';
import { savedSearchSchema } from '@marketplace/contract/saved-searches-responses';
import type { Database } from '../../db/client';
import { serverMessages, unsubscribePageHtml, wantsHtml } from '../../i18n/messages';
import { memberLanguage } from '../../i18n/recipient';
import { AppError } from '../../lib/app-error';
import { createRouter, errors, json, publicRoute, signedIn } from '../../lib/openapi';
import { actorOf, requireSession } from '../../middleware/require-session';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  openSavedSearch,
  unsubscribeFromDigest,
  updateSavedSearch,
  userOfUnsubscribeToken,
} from './saved-searches.service';

const idParam = z.object({ id: z.uuid({ message: SAVED_SEARCH_MESSAGES.notFound }) });
const tokenQuery = z.object({ token: text({ error: SAVED_SEARCH_MESSAGES.invalidToken }).min(1).max(300) });

/**
 * `/api/saved-searches/*` (issue #14 item 2). Members only, each on their own saved searches (another
 * member's answers 404), except the digest's unsubscribe link, which works without signing in (a signed
 * token). `clock` gives "now" (tests inject it); `secret` signs the unsubscribe tokens.
 */
export function savedSearchesRoutes(deps: {
  db: Database;
  clock: () => Date;
  secret: string;
  siteName: string;
}) {
  const router = createRouter();

  // The unsubscribe link is public; registered before the session guard below. Issue #37 item 4f: the link's
  // GET only asks (link scanners and prefetchers open links); its button, or a mail client's RFC 8058 one-click
  // POST (`List-Unsubscribe=One-Click`, no Origin: app.ts lets it past the cross-site check), unsubscribes.
  const unsubscribe = (method: 'get' | 'post') =>
    createRoute({
      method,
      path: '/saved-searches/unsubscribe',
      tags: ['saved-searches'],
      summary:
        method === 'get'
          ? "The digest e-mail's unsubscribe link (no sign-in): a small HTML page in the member's language with the button that unsubscribes. Changes nothing."
          : "Unsubscribes (no sign-in, the signed token): the daily e-mail off for all the member's saved searches. The page's button gets the HTML confirmation; a mail client's one-click POST (RFC 8058) gets `{ ok: true }`. Idempotent.",
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
  /** The member's saved language (issue #15), like the e-mail the link came from. */
  const pageFor = async (token: string, done: boolean) => {
    const userId = userOfUnsubscribeToken(deps.secret, token);
    if (!userId) throw new AppError('VALIDATION_FAILED', SAVED_SEARCH_MESSAGES.invalidToken);
    const language = await memberLanguage(deps.db, userId);
    const page = serverMessages(language).unsubscribePage;
    return unsubscribePageHtml({
      language,
      siteName: deps.siteName,
      message: done ? page.savedSearchesDone : page.savedSearchesConfirm,
      link: { href: '/dashboard?tab=saved-searches', text: page.savedSearchesLink },
      form: done
        ? undefined
        : {
            action: `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
            button: page.button,
          },
    });
  };
  router.openapi(unsubscribe('get'), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(await pageFor(c.req.valid('query').token, false), 200);
  });
  router.openapi(unsubscribe('post'), async (c) => {
    const { token } = c.req.valid('query');
    await unsubscribeFromDigest(deps.db, { secret: deps.secret, token, ipAddress: c.get('clientIp') });
    if (wantsHtml(c.req.header('Accept'))) return c.html(await pageFor(token, true), 200);
    return c.json({ ok: true as const }, 200);
  });

  router.use('/saved-searches', requireSession);
  router.use('/saved-searches/*', async (c, next) =>
    c.req.path.endsWith('/saved-searches/unsubscribe') ? next() : requireSession(c, next),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/saved-searches',
      tags: ['saved-searches'],
      summary: "The member's saved searches, in the order saved, each with its new matches since last opened",
      security: signedIn,
      responses: {
        200: json('`{ items: SavedSearch[] }`', z.object({ items: z.array(savedSearchSchema) })),
        ...errors(401),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ items: await listSavedSearches(deps.db, actorOf(c)) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/saved-searches',
      tags: ['saved-searches'],
      summary:
        "Save a browse query (the marketplace's own parameters and rules), named automatically unless `name` is given; at most 20 per member",
      request: {
        body: { content: { 'application/json': { schema: createSavedSearchInputSchema } }, required: true },
      },
      security: signedIn,
      responses: { 201: json('`SavedSearch`', savedSearchSchema), ...errors(400, 401, 409) },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const saved = await createSavedSearch(deps.db, {
        actor: actorOf(c),
        search: normaliseSavedSearchQuery(input.search),
        name: input.name,
        ipAddress: c.get('clientIp'),
        now: deps.clock(),
      });
      return c.json(saved, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/saved-searches/{id}',
      tags: ['saved-searches'],
      summary: 'Rename a saved search (1–80 characters) and/or switch its daily e-mail',
      request: {
        params: idParam,
        body: { content: { 'application/json': { schema: updateSavedSearchInputSchema } }, required: true },
      },
      security: signedIn,
      responses: { 200: json('`SavedSearch`', savedSearchSchema), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const saved = await updateSavedSearch(deps.db, {
        actor: actorOf(c),
        id: c.req.valid('param').id,
        name: input.name,
        emailDigest: input.emailDigest,
        ipAddress: c.get('clientIp'),
      });
      return c.json(saved, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/saved-searches/{id}/open',
      tags: ['saved-searches'],
      summary:
        'Open a saved search: marks it opened now and resets its new-match count; `href` shows the newest first',
      request: { params: idParam },
      security: signedIn,
      responses: { 200: json('`SavedSearch`', savedSearchSchema), ...errors(400, 401, 404) },
    }),
    async (c) =>
      c.json(
        await openSavedSearch(deps.db, { actor: actorOf(c), id: c.req.valid('param').id, now: deps.clock() }),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/saved-searches/{id}',
      tags: ['saved-searches'],
      summary: 'Delete a saved search',
      request: { params: idParam },
      security: signedIn,
      responses: { 200: json('`{ ok: true }`', okResponseSchema), ...errors(400, 401, 404) },
    }),
    async (c) => {
      await deleteSavedSearch(deps.db, {
        actor: actorOf(c),
        id: c.req.valid('param').id,
        ipAddress: c.get('clientIp'),
      });
      return c.json({ ok: true }, 200);
    },
  );
  return router;
}
