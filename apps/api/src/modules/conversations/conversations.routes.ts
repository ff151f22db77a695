import { createRoute, z } from '@hono/zod-openapi';
import {
  CONVERSATION_MESSAGES,
  conversationDetailSchema,
  cursorSchema,
  inboxPageSchema,
  messagesPageSchema,
  myListingConversationSchema,
  sendMessageSchema,
  sentMessageSchema,
  startConversationSchema,
  unreadTotalSchema,
} from '@marketplace/contract/conversations';
import type { Database } from '../../db/client';
import { gzippedJson, type TypedJson } from '../../lib/encoded-answer';
import { createRouter, errors, json, signedIn } from '../../lib/openapi';
import type { Storage } from '../../lib/storage';
import { actorOf, requireSession } from '../../middleware/require-session';
import {
  getConversation,
  listInbox,
  listMessages,
  markConversationRead,
  myListingConversation,
  sendMessage,
  startConversation,
  unreadTotal,
  type Clock,
} from './conversations.service';

const conversationParam = z.object({ id: z.uuid({ message: CONVERSATION_MESSAGES.invalidConversation }) });
const listingParam = z.object({ id: z.uuid({ message: CONVERSATION_MESSAGES.invalidListing }) });

/**
 * `/api/conversations/*` and `/api/listings/{id}/conversation` (issue #13 items 1, 2, 5). Members only: a
 * visitor gets 401, a member who is not in a conversation 404 (the admin too: they read conversations only
 * through a report). `clock` gives "now" for the limits and message times.
 */
export function conversationsRoutes(deps: { db: Database; storage: Storage; clock: Clock }) {
  const router = createRouter();
  router.use('/conversations', requireSession);
  router.use('/conversations/*', requireSession);
  router.use('/listings/:id/conversation', requireSession);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/conversations',
      tags: ['conversations'],
      summary: "The member's inbox, newest activity first (20 a page; `cursor` from the previous page)",
      description:
        'Each row: the listing (thumbnail, name, price in MVR, status), the other member (name, avatar; "Deleted member" for an erased account), the last message and the unread count. Conversations with a blocked member (either way) are left out.',
      request: { query: z.object({ cursor: cursorSchema.optional() }) },
      security: signedIn,
      responses: { 200: json('`InboxPage`', inboxPageSchema), ...errors(400, 401) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const { cursor } = c.req.valid('query');
      const page = await listInbox(deps, { userId: actorOf(c).id, cursor });
      return gzippedJson(c, page) as unknown as TypedJson<typeof page>;
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/conversations',
      tags: ['conversations'],
      summary: "Message a listing's seller: starts the buyer's conversation about it, or reuses it",
      description:
        'Body 1–2,000 characters of plain text. 403 for your own listing or when blocked/banned; 404 when the listing is not public; 409 when it is no longer live (a conversation that exists is reused); 429 past 10 new conversations a day (3 in your first 7 days) or 20 messages a minute, with Retry-After in seconds.',
      request: {
        body: { content: { 'application/json': { schema: startConversationSchema } }, required: true },
      },
      security: signedIn,
      responses: {
        201: json('`SentMessage`', sentMessageSchema),
        ...errors(400, 401, 403, 404, 409, 429),
      },
    }),
    async (c) => {
      const { listingId, body } = c.req.valid('json');
      const sent = await startConversation(deps.db, {
        buyerId: actorOf(c).id,
        listingId,
        body,
        now: deps.clock(),
      });
      return c.json(sent, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/conversations/unread',
      tags: ['conversations'],
      summary: "The member's unread messages over their inbox (header and menu badges)",
      security: signedIn,
      responses: { 200: json('`UnreadTotal`', unreadTotalSchema), ...errors(401) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ unread: await unreadTotal(deps.db, { userId: actorOf(c).id }) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/conversations/{id}',
      tags: ['conversations'],
      summary: 'One conversation of the member, with `state`: open, blocked or frozen (a member banned)',
      request: { params: conversationParam },
      security: signedIn,
      responses: { 200: json('`ConversationDetail`', conversationDetailSchema), ...errors(400, 401, 404) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const { id } = c.req.valid('param');
      return c.json(await getConversation(deps, { conversationId: id, userId: actorOf(c).id }), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/conversations/{id}/messages',
      tags: ['conversations'],
      summary: "A page of the thread, newest first (30); `before` = the previous page's `nextCursor`",
      request: { params: conversationParam, query: z.object({ before: cursorSchema.optional() }) },
      security: signedIn,
      responses: { 200: json('`MessagesPage`', messagesPageSchema), ...errors(400, 401, 404) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const { id } = c.req.valid('param');
      const { before } = c.req.valid('query');
      const page = await listMessages(deps.db, { conversationId: id, userId: actorOf(c).id, before });
      return gzippedJson(c, page) as unknown as TypedJson<typeof page>;
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/conversations/{id}/messages',
      tags: ['conversations'],
      summary: 'Send a text message (1–2,000 characters); delivered live to the other member',
      description: '403 when blocked or frozen; 429 past 20 messages a minute, with Retry-After in seconds.',
      request: {
        params: conversationParam,
        body: { content: { 'application/json': { schema: sendMessageSchema } }, required: true },
      },
      security: signedIn,
      responses: {
        201: json('`SentMessage`', sentMessageSchema),
        ...errors(400, 401, 403, 404, 429),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { body } = c.req.valid('json');
      const message = await sendMessage(deps.db, {
        conversationId: id,
        senderId: actorOf(c).id,
        body,
        now: deps.clock(),
      });
      return c.json({ conversationId: id, message, created: false }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/conversations/{id}/read',
      tags: ['conversations'],
      summary: 'Mark the conversation read: unread 0, no e-mail pending, its message notifications read',
      request: { params: conversationParam },
      security: signedIn,
      responses: { 200: json('`UnreadTotal` after reading', unreadTotalSchema), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = actorOf(c).id;
      await markConversationRead(deps.db, { conversationId: id, userId, now: deps.clock() });
      return c.json({ unread: await unreadTotal(deps.db, { userId }) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/listings/{id}/conversation',
      tags: ['conversations'],
      summary: "The member's conversation (as buyer) about this listing, or null",
      request: { params: listingParam },
      security: signedIn,
      responses: { 200: json('`MyListingConversation`', myListingConversationSchema), ...errors(400, 401) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const { id } = c.req.valid('param');
      return c.json(
        { conversationId: await myListingConversation(deps.db, { listingId: id, userId: actorOf(c).id }) },
        200,
      );
    },
  );

  return router;
}
