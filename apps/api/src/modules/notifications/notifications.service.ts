/**
 * On-site notifications (spec 01 §3–§4, §7; spec 02 §9 types). A leaf module: others call `notify(tx, …)` in
 * the transaction of the event, so a decision and its notification commit together; `pg_notify` in the same
 * transaction announces it to every API instance at commit (lib/realtime.ts).
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Notification, NotificationsPage, NotificationType } from '@marketplace/contract/notifications';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/community';
import type { Actor } from '../../lib/hono-env';
import { NOTIFICATIONS_CHANNEL, type RealtimeMessage } from '../../lib/realtime';
import { serverMessages, type NotificationText, type ServerMessages } from '../../i18n/messages';
import { memberLanguage } from '../../i18n/recipient';
import { recordActivity } from '../activity/activity.service';

/**
 * A notification's texts, chosen from the server's message table in the recipient's language (issue #15):
 * e.g. `(m) => m.notifications.listingApproved(name)`.
 */
export type NotificationTexts = (messages: ServerMessages) => NotificationText;

export interface NewNotification {
  userId: string;
  userEmail: string;
  type: NotificationType;
  /** The title and description, written in the recipient's saved language. */
  text: NotificationTexts;
  /** In-app path the notification opens, e.g. "/dashboard/my-listings/<id>". */
  linkTo: string;
}

type NotificationRow = typeof notifications.$inferSelect;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    link_to: row.linkTo,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
  };
}

/** Sends `message` to every instance's listeners when the surrounding transaction commits. */
export async function announce(db: Database, message: RealtimeMessage): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(message)})`);
}

/**
 * Inserts a notification — its texts in the recipient's saved language (issue #15) — with its
 * NOTIFICATION_SENT activity row (in English: the admin's log) and announces it, within `db`.
 */
export async function notify(db: Database, notification: NewNotification): Promise<void> {
  const language = await memberLanguage(db, notification.userId);
  const text = notification.text(serverMessages(language));
  const [row] = await db
    .insert(notifications)
    .values({
      userId: notification.userId,
      type: notification.type,
      title: text.title,
      description: text.description,
      linkTo: notification.linkTo,
    })
    .returning();
  const englishTitle = language === 'en' ? text.title : notification.text(serverMessages('en')).title;
  await recordActivity(db, {
    actionType: 'NOTIFICATION_SENT',
    description: `Notification "${englishTitle}" sent`,
    actor: { id: notification.userId, email: notification.userEmail },
    ipAddress: null,
    details: { type: notification.type, linkTo: notification.linkTo },
    facts: { event: 'notificationSent', title: englishTitle },
  });
  await announce(db, {
    userId: notification.userId,
    event: 'notification',
    id: row!.id,
    data: toNotification(row!),
  });
}

/** The member's notifications, newest first, with exact totals (spec 01 §7: pages of 15 on /notifications). */
export async function listNotifications(
  db: Database,
  args: { userId: string; offset: number; limit: number },
): Promise<NotificationsPage> {
  const mine = eq(notifications.userId, args.userId);
  const [rows, totals, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(args.limit)
      .offset(args.offset),
    db.select({ n: count() }).from(notifications).where(mine),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, eq(notifications.isRead, false))),
  ]);
  return { items: rows.map(toNotification), total: totals[0]?.n ?? 0, unread: unread[0]?.n ?? 0 };
}

/** Notifications created after the one with `lastEventId` (catch-up after a reconnect), oldest first. */
export async function notificationsSince(
  db: Database,
  args: { userId: string; lastEventId: string },
): Promise<Notification[]> {
  // Compared in SQL: the stored timestamps have microseconds, a JavaScript Date only milliseconds.
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, args.userId),
        sql`(${notifications.createdAt}, ${notifications.id}) > (select n.created_at, n.id from notifications n where n.id = ${args.lastEventId} and n.user_id = ${args.userId})`,
      ),
    )
    .orderBy(notifications.createdAt, notifications.id)
    .limit(100);
  return rows.map(toNotification);
}

/**
 * Marks the member's notifications read — the given ids, or all unread when `ids` is absent — with a
 * NOTIFICATION_READ row. Ids that are not the member's change nothing (spec 01 §6: scoped to the user).
 * @returns how many changed.
 */
export async function markRead(
  db: Database,
  args: { actor: Actor; ids?: string[]; ipAddress: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const conditions = [eq(notifications.userId, args.actor.id), eq(notifications.isRead, false)];
    if (args.ids) conditions.push(inArray(notifications.id, args.ids));
    const changed = await tx
      .update(notifications)
      .set({ isRead: true })
      .where(and(...conditions))
      .returning({ id: notifications.id });
    if (changed.length > 0) {
      await recordActivity(tx, {
        actionType: 'NOTIFICATION_READ',
        description: args.ids
          ? `Marked ${changed.length} notification(s) read`
          : 'Marked all notifications read',
        actor: { id: args.actor.id, email: args.actor.email },
        ipAddress: args.ipAddress,
        details: { count: changed.length },
        facts: args.ids
          ? { event: 'notificationsRead', count: changed.length }
          : { event: 'allNotificationsRead' },
      });
    }
    return changed.length;
  });
}
