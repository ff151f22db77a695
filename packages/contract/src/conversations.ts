/**
 * Conversations between a buyer and a seller about one listing (issue #13 items 1, 2 and the limits and safety
 * tip of item 5): inputs, limits, every user-visible text of the feature and the response types of
 * `/api/conversations/*`. One module of strings so the Dhivehi translation (issue #15) has one place to go.
 */
import { z } from 'zod';
import { text } from './fields';

/** A message body: 1–2,000 characters after trimming, plain text (line breaks kept). */
export const MESSAGE_BODY_MAX = 2000;

/**
 * Issue #13 item 5 limits, counted from the tables: messages a member sends in any rolling minute, and new
 * conversations a member starts in any rolling day — fewer in the first `newMemberDays` days after sign-up.
 */
export const CONVERSATION_LIMITS = {
  messagesPerMinute: 20,
  conversationsPerDay: 10,
  newMemberConversationsPerDay: 3,
  newMemberDays: 7,
} as const;

/** Inbox page size (conversations) and thread page size (messages). */
export const INBOX_PAGE_SIZE = 20;
export const THREAD_PAGE_SIZE = 30;

/** Issue #13 item 1: one-tap first messages on the item page. */
export const QUICK_REPLIES = [
  'Is this still available?',
  "What's your lowest price?",
  'Where can I see it?',
] as const;

/** Issue #13 item 5: shown at the top of every new conversation. */
export const SAFETY_TIP = 'Stay safe: meet in a public place, and never pay before you have seen the item.';

/** The name shown for a member whose account was erased (their user row stays with this name). */
export const DELETED_MEMBER_NAME = 'Deleted member';

/** The in-app path of a conversation's thread (inbox tab of the dashboard). */
export function conversationPath(conversationId: string): string {
  return `/dashboard?tab=messages&conversation=${encodeURIComponent(conversationId)}`;
}

/** Every text of the feature (issue #13). */
export const CONVERSATION_MESSAGES = {
  // Validation
  bodyRequired: 'Write a message first.',
  bodyTooLong: `Messages can be at most ${MESSAGE_BODY_MAX.toLocaleString('en-US')} characters.`,
  invalidListing: 'Invalid listing ID.',
  invalidConversation: 'Invalid conversation ID.',
  invalidCursor: 'Invalid page cursor.',
  // Refusals
  conversationNotFound: 'Conversation not found.',
  listingNotAvailable: 'This item is no longer available, so a new conversation cannot be started.',
  ownListing: 'This is your own listing: you cannot message yourself about it.',
  blocked: 'You cannot send messages in this conversation because one of you has blocked the other.',
  frozen: 'This conversation is closed because a member was banned. You can still read it.',
  messagesPerMinute: (limit: number, seconds: number) =>
    `You can send at most ${limit} messages a minute. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  conversationsPerDay: (limit: number, retryAt: string) =>
    `You can start at most ${limit} new conversations a day. You can start another after ${retryAt}.`,
  newMemberConversationsPerDay: (limit: number, retryAt: string) =>
    `In your first week, you can start at most ${limit} new conversations a day. You can start another after ${retryAt}.`,
  // Item page
  messageSeller: 'Message seller',
  openConversation: 'Open conversation',
  quickRepliesLabel: 'Ask the seller',
  orWriteYourOwn: 'Or write your own message',
  loginRequired: 'Login Required',
  loginToMessage: 'Please log in to message the seller.',
  login: 'Login',
  sendFirst: 'Send',
  // Notifications
  newMessageTitle: 'New message',
  newMessageDescription: (senderName: string, listingName: string) =>
    `${senderName} sent you a message about "${listingName}".`,
  // Inbox and thread
  messages: 'Messages',
  inboxTitle: 'Messages',
  inboxEmpty: 'No conversations yet. Message a seller from an item page to start one.',
  inboxFailed: 'Could not load your conversations.',
  threadFailed: 'Could not load this conversation.',
  selectConversation: 'Select a conversation to read it.',
  back: 'Back to messages',
  loadOlder: 'Load older messages',
  loadingOlder: 'Loading older messages…',
  beginning: 'This is the start of the conversation.',
  you: 'You',
  unreadCount: (n: number) => `${n} unread`,
  unreadLabel: (n: number) => `${n} unread message${n === 1 ? '' : 's'}`,
  noMessagesYet: 'No messages yet.',
  listingSold: 'Sold',
  listingUnavailable: 'No longer available',
  buyingFrom: 'Seller',
  sellingTo: 'Buyer',
  composerLabel: 'Message',
  composerPlaceholder: 'Write a message…',
  send: 'Send',
  sending: 'Sending…',
  sendFailed: 'Not sent.',
  retry: 'Retry',
  discard: 'Discard',
  charactersLeft: (n: number) => `${n} characters left`,
  blockedState: 'You cannot send messages here: one of you has blocked the other.',
  frozenState: 'This conversation is closed because a member was banned. You can still read it.',
  conversationActions: 'Conversation actions',
  offerStepFallback: 'Offer',
} as const;

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

export type ConversationRole = 'buyer' | 'seller';
export type MessageKind = 'text' | 'offer';
export type OfferAction = 'made' | 'countered' | 'accepted' | 'declined' | 'withdrawn';
/** `open` can send; `blocked` one side blocked the other; `frozen` a member is banned. */
export type ConversationState = 'open' | 'blocked' | 'frozen';

/** One message of a thread. `body` is set for text; an offer step carries its structured data instead. */
export interface ConversationMessage {
  id: string;
  conversationId: string;
  senderId: string;
  kind: MessageKind;
  body: string | null;
  offerId: string | null;
  offerAction: OfferAction | null;
  /** Whole MVR. */
  offerAmount: number | null;
  createdAt: string;
}

/** The other member as the viewer sees them: never their e-mail, national ID or date of birth. */
export interface ConversationPerson {
  id: string;
  /** "Deleted member" for an erased account. */
  name: string;
  avatarUrl: string | null;
  deleted: boolean;
}

/** The listing a conversation is about; `live` is Approved and not deleted. */
export interface ConversationListing {
  id: string;
  name: string;
  /** MVR. */
  price: number;
  status: string;
  live: boolean;
  imageUrl: string | null;
}

/** One inbox row. */
export interface ConversationSummary {
  id: string;
  role: ConversationRole;
  listing: ConversationListing;
  other: ConversationPerson;
  lastMessage: ConversationMessage | null;
  unreadCount: number;
  lastActivityAt: string;
}

/** `GET /api/conversations/{id}`: an inbox row plus whether the viewer can send. */
export interface ConversationDetail extends ConversationSummary {
  state: ConversationState;
  createdAt: string;
}

/** `GET /api/conversations?cursor=`: newest activity first. */
export interface InboxPage {
  items: ConversationSummary[];
  nextCursor: string | null;
}

/** `GET /api/conversations/{id}/messages?before=`: newest first; `nextCursor` loads older ones. */
export interface MessagesPage {
  items: ConversationMessage[];
  nextCursor: string | null;
}

/** `POST /api/conversations` answer: the conversation and the message sent. */
export interface SentMessage {
  conversationId: string;
  message: ConversationMessage;
  /** True when this call started the conversation. */
  created: boolean;
}

/** `GET /api/conversations/unread`: the header badge. */
export interface UnreadTotal {
  unread: number;
}

/** `GET /api/listings/{id}/conversation`: the viewer's conversation about the listing, if any. */
export interface MyListingConversation {
  conversationId: string | null;
}

/** Live event `message` on `/api/events`, to both members. */
export interface MessageEvent {
  conversationId: string;
  message: ConversationMessage;
}

/** Live event `conversation-read` on `/api/events`, to the reader (their other tabs and badges). */
export interface ConversationReadEvent {
  conversationId: string;
}

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
