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
import { DEFAULT_LANGUAGE } from '@marketplace/contract/language';
import type { Database } from '../../db/client';
import { serverMessages, unsubscribePageHtml } from '../../i18n/messages';
import { memberLanguage } from '../../i18n/recipient';
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
export function savedSearchesRoutes(deps: { db: Database; clock: () => Date; secret: string; siteName: string }) {
  const router = createRouter();

  // The unsubscribe link is public; registered before the session guard below.
  const unsubscribe = (method: 'get' | 'post') =>
    createRoute({
      method,
      path: '/saved-searches/unsubscribe',
      tags: ['saved-searches'],
      summary:
        method === 'get'
          ? "The digest e-mail's one-click unsubscribe link (no sign-in); switches the daily e-mail off for all the member's saved searches and answers a small HTML page. Idempotent."
          : 'The same as the link, for mail clients\' one-click unsubscribe (RFC 8058); answers `{ ok: true }`. Idempotent.',
      request: { query: tokenQuery },
      security: publicRoute,
      responses: {
        200: method === 'get' ? { description: 'HTML confirmation' } : json('`{ ok: true }`', okResponseSchema),
        ...errors(400),
      },
    });
  router.openapi(unsubscribe('get'), async (c) => {
    const { token } = c.req.valid('query');
    await unsubscribeFromDigest(deps.db, { secret: deps.secret, token, ipAddress: c.get('clientIp') });
    // Issue #15: the page is in the member's saved language, like the e-mail the link came from.
    const userId = userOfUnsubscribeToken(deps.secret, token);
    const language = userId ? await memberLanguage(deps.db, userId) : DEFAULT_LANGUAGE;
    const page = serverMessages(language).unsubscribePage;
    return c.html(
      unsubscribePageHtml({
        language,
        siteName: deps.siteName,
        message: page.savedSearchesDone,
        link: { href: '/dashboard?tab=saved-searches', text: page.savedSearchesLink },
      }),
      200,
    );
  });
  router.openapi(unsubscribe('post'), async (c) => {
    await unsubscribeFromDigest(deps.db, { secret: deps.secret, token: c.req.valid('query').token, ipAddress: c.get('clientIp') });
    return c.json({ ok: true }, 200);
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
        'Save a browse query (the marketplace\'s own parameters and rules), named automatically unless `name` is given; at most 20 per member',
      request: { body: { content: { 'application/json': { schema: createSavedSearchInputSchema } }, required: true } },
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
      summary: 'Open a saved search: marks it opened now and resets its new-match count; `href` shows the newest first',
      request: { params: idParam },
      security: signedIn,
      responses: { 200: json('`SavedSearch`', savedSearchSchema), ...errors(400, 401, 404) },
    }),
    async (c) =>
      c.json(await openSavedSearch(deps.db, { actor: actorOf(c), id: c.req.valid('param').id, now: deps.clock() }), 200),
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
      await deleteSavedSearch(deps.db, { actor: actorOf(c), id: c.req.valid('param').id, ipAddress: c.get('clientIp') });
      return c.json({ ok: true }, 200);
    },
  );
  return router;
}
