import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Spec 01 §3 Notification, with spec 02's `type` and `link_to`. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('general'),
    title: text('title').notNull(),
    description: text('description'),
    linkTo: text('link_to'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/** Spec 01 §3 Testimonial: created pending, public once approved. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    itemFocus: text('item_focus'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    profileNameAtSubmission: text('profile_name_at_submission'),
    profileAvatarAtSubmission: text('profile_avatar_at_submission'),
    status: text('status', { enum: ['pending', 'approved'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('testimonials_status_created_idx').on(t.status, t.createdAt.desc()),
    index('testimonials_user_idx').on(t.userId),
  ],
);

/** Spec 01 §3 mailing-list subscription: one row per e-mail, from the footer or early access. */
export const mailingListSubscribers = pgTable('mailing_list_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  source: text('source', { enum: ['early_access_page_form', 'footer_signup'] }).notNull(),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec 02 §3 Activity log; `action_type` is one of the 27 types of spec 02 §9. */
export const userActivityLogs = pgTable(
  'user_activity_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    userEmail: text('user_email'),
    actionType: text('action_type').notNull(),
    description: text('description').notNull(),
    ipAddress: text('ip_address'),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_activity_logs_created_idx').on(t.createdAt.desc()),
    index('user_activity_logs_action_created_idx').on(t.actionType, t.createdAt.desc()),
    index('user_activity_logs_user_idx').on(t.userId),
    index('user_activity_logs_listing_idx').on(sql`(${t.details}->>'listingId')`),
  ],
);

/**
 * Outgoing mail: written in the transaction that causes it, sent by SMTP when configured. `text` and `html`
 * are emptied (null) once SMTP delivered the message: its links are the recipient's (issue #11).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    kind: text('kind').notNull(),
    /** The one-click unsubscribe address (RFC 8058), sent as List-Unsubscribe; dropped with the body once sent. */
    unsubscribeUrl: text('unsubscribe_url'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`sent_at IS NULL`),
    index('mail_outbox_to_idx').on(t.to),
  ],
);

/** Site-wide settings every instance agrees on (maintenance mode). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
