import { createRoute } from '@hono/zod-openapi';
import { marketplaceQuerySchema, suggestionsQuerySchema } from '@marketplace/contract/marketplace';
import { createRouter, errors, json, publicRoute } from '../../lib/openapi';
import { ANSWER_CACHE_HEADER } from '../../lib/answer-cache';
import { encodedJson, type TypedJson } from '../../lib/encoded-answer';
import type { MarketplaceSearch } from './marketplace.service';
import { itemsResponseSchema } from '@marketplace/contract/common-responses';
import { marketplacePageSchema, suggestionSchema } from '@marketplace/contract/marketplace-responses';

/** `/api/marketplace/*`: public browse and header suggestions (spec 02 §4–§5, spec 01 §2). */
export function marketplaceRoutes(deps: { search: MarketplaceSearch }) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/marketplace/listings',
      tags: ['marketplace'],
      summary:
        'Browse: a page (12) of approved listings for the filters, with the capped total, facets and price bounds',
      request: { query: marketplaceQuerySchema },
      security: publicRoute,
      responses: { 200: json('`MarketplacePage`', marketplacePageSchema), ...errors(400) },
    }),
    async (c) => {
      // Always revalidated (a fresh approval shows at once); the ETag makes an unchanged page a 304.
      c.header('Cache-Control', 'no-cache');
      const answer = await deps.search.search(c.req.valid('query'));
      c.header(ANSWER_CACHE_HEADER, answer.cache);
      return encodedJson(c, answer.value) as unknown as TypedJson<typeof answer.value>;
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/marketplace/suggestions',
      tags: ['marketplace'],
      summary: 'Header suggestions: ≤ 3 by name and ≤ 3 by display id, merged to ≤ 5 (spec 01 §7)',
      request: { query: suggestionsQuerySchema },
      security: publicRoute,
      responses: {
        200: json('`{ items: Suggestion[] }`', itemsResponseSchema(suggestionSchema)),
        ...errors(400),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-cache');
      const answer = await deps.search.suggest(c.req.valid('query').query);
      c.header(ANSWER_CACHE_HEADER, answer.cache);
      return encodedJson(c, answer.value, (items) => ({ items })) as unknown as TypedJson<{
        items: typeof answer.value;
      }>;
    },
  );
  return router;
}
