/**
 * Issue #13: conversations between a buyer and a seller about one listing, their messages and offers, reviews
 * from completed deals, blocks and reports. Decision 020 explains the shape:
 * - one conversation per (listing, buyer); each side has a `conversation_members` row holding its own unread
 *   count and inbox order, so a member's inbox is one index range scan of their rows;
 * - an offer step (made, countered, accepted, declined, withdrawn) is a message of kind `offer` pointing at
 *   its offer, so the thread shows the deal in order; the text is rendered by the client from the kind, the
 *   action and the amount (the words are translated, issue #15);
 * - user rows are never deleted (an erased account stays as "Deleted member", banned), so messages keep
 *   their sender for the other person.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { listings } from './listings';

export const CONVERSATION_ROLES = ['buyer', 'seller'] as const;
export const MESSAGE_KINDS = ['text', 'offer'] as const;
/** What a message of kind `offer` records. */
export const OFFER_ACTIONS = ['made', 'countered', 'accepted', 'declined', 'withdrawn'] as const;
export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'countered', 'withdrawn'] as const;
export const REPORT_TARGET_TYPES = ['listing', 'member', 'message'] as const;
export const REPORT_REASONS = ['spam', 'scam', 'prohibited', 'wrong_category', 'offensive', 'other'] as const;
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;

/** One per listing and buyer (issue #13 item 1). `seller_id` is the listing's owner when it started. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest message (inbox preview); null only between the insert and the first message. */
    lastMessageId: uuid('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('conversations_listing_buyer_key').on(t.listingId, t.buyerId),
    // "10 new conversations a day per member": counted from here.
    index('conversations_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('conversations_seller_idx').on(t.sellerId),
  ],
);

/**
 * A member's side of a conversation: their unread count and inbox order. `email_due_at` is set when a
 * message arrives unread and nothing is pending yet (first unread + 15 min); the e-mail job sends one
 * e-mail per person for every due row and clears it; reading the conversation clears it too.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CONVERSATION_ROLES }).notNull(),
    unreadCount: integer('unread_count').notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** Copied from the conversation on every message: the inbox is ordered by it. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    emailDueAt: timestamp('email_due_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_inbox_idx').on(
      t.userId,
      t.lastActivityAt.desc().nullsFirst(),
      t.conversationId.desc().nullsFirst(),
    ),
    index('conversation_members_email_due_idx')
      .on(t.emailDueAt)
      .where(sql`email_due_at IS NOT NULL`),
  ],
);

/** A message in a thread: plain text (1–2,000 characters) or an offer step (`offer_id`, `offer_action`). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull().default('text'),
    body: text('body'),
    offerId: uuid('offer_id'),
    offerAction: text('offer_action', { enum: OFFER_ACTIONS }),
    /** The offer's amount at this step, whole MVR. */
    offerAmount: integer('offer_amount'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A thread page: newest first, cursor (created_at, id).
    index('messages_thread_idx').on(
      t.conversationId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // "20 messages a minute per member": counted from here.
    index('messages_sender_created_idx').on(t.senderId, t.createdAt),
    check(
      'messages_body_or_offer',
      sql`(kind = 'text' AND body IS NOT NULL) OR (kind = 'offer' AND offer_id IS NOT NULL AND offer_action IS NOT NULL)`,
    ),
  ],
);

/**
 * An offer in MVR (whole number > 0). At most one `open` offer per conversation (a partial unique index): a
 * counter-offer closes the open one as `countered` and opens a new one made by the other side.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    madeBy: text('made_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('offers_one_open_per_conversation_idx')
      .on(t.conversationId)
      .where(sql`status = 'open'`),
    index('offers_listing_idx').on(t.listingId),
    check('offers_amount_positive', sql`amount > 0`),
  ],
);

/**
 * A review of the other side of a completed deal (listing sold to a buyer): once per listing and author,
 * within 14 days of the sale. Shown when both have written or the 14 days have passed.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subjectId: text('subject_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    authorRole: text('author_role', { enum: CONVERSATION_ROLES }).notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reviews_listing_author_key').on(t.listingId, t.authorId),
    index('reviews_subject_created_idx').on(t.subjectId, t.createdAt.desc().nullsFirst()),
    check('reviews_rating_range', sql`rating BETWEEN 1 AND 5`),
  ],
);

/** `blocker` blocked `blocked`: no messages either way; their conversations leave the blocker's inbox. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('member_blocks_blocked_idx').on(t.blockedId),
  ],
);

/**
 * A report of a listing, a member or a message. One open report per reporter and target (a partial unique
 * index). `conversation_id` is set for a message report: the admin reads that conversation only through it.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    /** A listing id, a user id or a message id. */
    targetId: text('target_id').notNull(),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    /** What the admin did: 'dismissed', 'listing_removed', 'member_banned'. */
    resolution: text('resolution'),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_one_open_per_reporter_target_idx')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`status = 'open'`),
    index('reports_open_target_idx')
      .on(t.targetType, t.targetId, t.createdAt)
      .where(sql`status = 'open'`),
  ],
);
