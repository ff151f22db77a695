/**
 * Conversations between a buyer and a seller about one listing (issue #13 items 1, 2 and the limits and safety
 * tip of item 5): the request and response schemas of `/api/conversations/*`. The limits, texts and response
 * types live in `conversations-messages.ts` (no zod, for the app shell) and are re-exported here.
 */
import { z } from 'zod';
import { text } from './fields';
import { CONVERSATION_MESSAGES, MESSAGE_BODY_MAX } from './conversations-messages';

export * from './conversations-messages';

/** `POST /api/conversations` and `POST /api/conversations/{id}/messages` body text. */
export const messageBodySchema = text({ error: CONVERSATION_MESSAGES.bodyRequired, multiline: true })
  .trim()
  .min(1, { message: CONVERSATION_MESSAGES.bodyRequired })
  .max(MESSAGE_BODY_MAX, { message: CONVERSATION_MESSAGES.bodyTooLong });

/** `POST /api/conversations`: start (or reuse) the buyer's conversation about a listing with a first message. */
export const startConversationSchema = z.object({
  listingId: z.uuid({ message: CONVERSATION_MESSAGES.invalidListing }),
  body: messageBodySchema,
});
export type StartConversationInput = z.infer<typeof startConversationSchema>;

/** `POST /api/conversations/{id}/messages`. */
export const sendMessageSchema = z.object({ body: messageBodySchema });
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** Opaque page cursors: `<ISO time>_<uuid>` of the last row of the previous page. */
export const cursorSchema = text({ error: CONVERSATION_MESSAGES.invalidCursor })
  .max(100, { message: CONVERSATION_MESSAGES.invalidCursor })
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    {
      message: CONVERSATION_MESSAGES.invalidCursor,
    },
  );

// Response schemas (documented in /api/openapi.json), matching the types above.
export const conversationMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  kind: z.enum(['text', 'offer']),
  body: z.string().nullable(),
  offerId: z.string().nullable(),
  offerAction: z.enum(['made', 'countered', 'accepted', 'declined', 'withdrawn']).nullable(),
  offerAmount: z.number().int().nullable(),
  createdAt: z.string(),
});
const conversationPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  deleted: z.boolean(),
});
const conversationListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  status: z.string(),
  live: z.boolean(),
  imageUrl: z.string().nullable(),
});
export const conversationSummarySchema = z.object({
  id: z.string(),
  role: z.enum(['buyer', 'seller']),
  listing: conversationListingSchema,
  other: conversationPersonSchema,
  lastMessage: conversationMessageSchema.nullable(),
  unreadCount: z.number().int(),
  lastActivityAt: z.string(),
});
export const conversationDetailSchema = conversationSummarySchema.extend({
  state: z.enum(['open', 'blocked', 'frozen']),
  createdAt: z.string(),
});
export const inboxPageSchema = z.object({
  items: z.array(conversationSummarySchema),
  nextCursor: z.string().nullable(),
});
export const messagesPageSchema = z.object({
  items: z.array(conversationMessageSchema),
  nextCursor: z.string().nullable(),
});
export const sentMessageSchema = z.object({
  conversationId: z.string(),
  message: conversationMessageSchema,
  created: z.boolean(),
});
export const unreadTotalSchema = z.object({ unread: z.number().int() });
export const myListingConversationSchema = z.object({ conversationId: z.string().nullable() });
