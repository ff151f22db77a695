/**
 * On-site notifications (spec 01 §3, spec 02 §9 types). A leaf module: others call `notify(tx, …)` in the
 * transaction of the event, so a decision and its notification commit together. Live delivery over SSE
 * reads from this table.
 */
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/community';
import { recordActivity } from '../activity/activity.service';

export const NOTIFICATION_TYPES = [
  'approved',
  'listing_approved',
  'rejected',
  'listing_rejected',
  'general',
  'warning',
  'new_message',
  'offer_received',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NewNotification {
  userId: string;
  userEmail: string;
  type: NotificationType;
  title: string;
  description: string;
  /** In-app path the notification opens, e.g. "/dashboard/my-listings/<id>". */
  linkTo: string;
}

/** Inserts a notification and its NOTIFICATION_SENT activity row within `db`. */
export async function notify(db: Database, notification: NewNotification): Promise<void> {
  await db.insert(notifications).values({
    userId: notification.userId,
    type: notification.type,
    title: notification.title,
    description: notification.description,
    linkTo: notification.linkTo,
  });
  await recordActivity(db, {
    actionType: 'NOTIFICATION_SENT',
    description: `Notification "${notification.title}" sent`,
    actor: { id: notification.userId, email: notification.userEmail },
    ipAddress: null,
    details: { type: notification.type, linkTo: notification.linkTo },
  });
}
