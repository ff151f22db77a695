import { createRoute, z } from '@hono/zod-openapi';
import {
  conversationOffersSchema,
  offerAmountInputSchema,
  offerStepResultSchema,
} from '@marketplace/contract/offers';
import type { Database } from '../../db/client';
import { createRouter, errors, json, signedIn } from '../../lib/openapi';
import { actorOf, requireSession } from '../../middleware/require-session';
import {
  conversationOffers,
  makeOffer,
  markOfferSold,
  releaseReservation,
  respondToOffer,
  type OfferResponse,
} from './offers.service';

const conversationParam = z.object({ id: z.uuid({ message: 'Invalid conversation ID.' }) });
const offerParam = z.object({ id: z.uuid({ message: 'Invalid offer ID.' }) });
const listingParam = z.object({ id: z.uuid({ message: 'Invalid listing ID.' }) });
const amountBody = {
  body: { content: { 'application/json': { schema: offerAmountInputSchema } }, required: true },
} as const;
const releaseSchema = z.object({ listingId: z.string(), reserved: z.boolean() });

/**
 * Offers (issue #13 item 3): `GET|POST /api/conversations/{id}/offers`,
 * `POST /api/offers/{id}/accept|decline|counter|withdraw|mark-sold`, `POST /api/listings/{id}/release-reservation`.
 * Members only; every answer is `no-store` (it is one member's view of a deal). Rules: offers.service.ts.
 */
export function offersRoutes(deps: { db: Database }) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/conversations/{id}/offers',
      tags: ['offers'],
      summary:
        "A conversation's offers (newest first), its open and accepted offer, and the listing's deal state",
      middleware: [requireSession] as const,
      request: { params: conversationParam },
      security: signedIn,
      responses: { 200: json('`ConversationOffers`', conversationOffersSchema), ...errors(400, 401, 404) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const { id } = c.req.valid('param');
      return c.json(await conversationOffers(deps.db, { actor: actorOf(c), conversationId: id }), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/conversations/{id}/offers',
      tags: ['offers'],
      summary: 'The buyer offers an amount (whole MVR); one open offer per conversation',
      middleware: [requireSession] as const,
      request: { params: conversationParam, ...amountBody },
      security: signedIn,
      responses: {
        201: json('`OfferStepResult`', offerStepResultSchema),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const { id } = c.req.valid('param');
      const { amount } = c.req.valid('json');
      return c.json(await makeOffer(deps.db, { actor: actorOf(c), conversationId: id, amount }), 201);
    },
  );

  const responses: Array<{ response: Exclude<OfferResponse, 'counter'>; summary: string }> = [
    {
      response: 'accept',
      summary: 'Accept the open offer made to you; the listing becomes Reserved for the buyer',
    },
    { response: 'decline', summary: 'Decline the open offer made to you' },
    { response: 'withdraw', summary: 'Withdraw your own open offer' },
  ];
  for (const { response, summary } of responses) {
    router.openapi(
      createRoute({
        method: 'post',
        path: `/offers/{id}/${response}`,
        tags: ['offers'],
        summary,
        middleware: [requireSession] as const,
        request: { params: offerParam },
        security: signedIn,
        responses: {
          200: json('`OfferStepResult`', offerStepResultSchema),
          ...errors(400, 401, 403, 404, 409),
        },
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        const { id } = c.req.valid('param');
        const result = await respondToOffer(deps.db, {
          actor: actorOf(c),
          offerId: id,
          response,
          ipAddress: c.get('clientIp'),
        });
        return c.json(result, 200);
      },
    );
  }

  router.openapi(
    createRoute({
      method: 'post',
      path: '/offers/{id}/counter',
      tags: ['offers'],
      summary:
        'Counter the open offer made to you with another amount (whole MVR); answers the new open offer',
      middleware: [requireSession] as const,
      request: { params: offerParam, ...amountBody },
      security: signedIn,
      responses: {
        201: json('`OfferStepResult`', offerStepResultSchema),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const { id } = c.req.valid('param');
      const { amount } = c.req.valid('json');
      const result = await respondToOffer(deps.db, {
        actor: actorOf(c),
        offerId: id,
        response: 'counter',
        amount,
        ipAddress: c.get('clientIp'),
      });
      return c.json(result, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/offers/{id}/mark-sold',
      tags: ['offers'],
      summary: 'The seller marks the listing Sold to the buyer of this accepted offer',
      middleware: [requireSession] as const,
      request: { params: offerParam },
      security: signedIn,
      responses: {
        200: json('`OfferStepResult`', offerStepResultSchema),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const { id } = c.req.valid('param');
      return c.json(
        await markOfferSold(deps.db, { actor: actorOf(c), offerId: id, ipAddress: c.get('clientIp') }),
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/listings/{id}/release-reservation',
      tags: ['offers'],
      summary: 'The seller releases the Reserved state of their listing',
      middleware: [requireSession] as const,
      request: { params: listingParam },
      security: signedIn,
      responses: {
        200: json('`{ listingId, reserved: false }`', releaseSchema),
        ...errors(400, 401, 404, 409),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const { id } = c.req.valid('param');
      return c.json(
        await releaseReservation(deps.db, { actor: actorOf(c), listingId: id, ipAddress: c.get('clientIp') }),
        200,
      );
    },
  );

  return router;
}
