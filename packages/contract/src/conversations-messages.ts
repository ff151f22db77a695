/**
 * Conversations (issue #13): limits, every user-visible text and the response types of `/api/conversations/*`,
 * without zod, so the app shell (the unread badge, the live events) can import them without the schemas. The
 * schemas are in `conversations.ts`, which re-exports all of this.
 */
import { formatNumber } from './site';

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
  bodyTooLong: `Messages can be at most ${formatNumber(MESSAGE_BODY_MAX)} characters.`,
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
