/**
 * The audit log (spec 02 §3 Activity log, §9 the 27 action types). A leaf module: others call
 * `recordActivity(tx, …)` inside the transaction of the write it describes, so the row and the write
 * commit together. Never pass a password or a full national ID number in `details`.
 */
import type { Database } from '../../db/client';
import { userActivityLogs } from '../../db/schema/community';

export const ACTIVITY_ACTION_TYPES = [
  'LOGIN_SUCCESS',
  'LOGIN_FAILURE',
  'LOGOUT',
  'CREATE_LISTING',
  'UPDATE_LISTING',
  'DELETE_LISTING',
  'VIEW_LISTING',
  'UPDATE_PROFILE',
  'PASSWORD_CHANGE',
  'PASSWORD_RESET_REQUEST',
  'PASSWORD_RESET_SUCCESS',
  'SIGNUP_SUCCESS',
  'SIGNUP_FAILURE',
  'ACCOUNT_DELETE_REQUEST',
  'ACCOUNT_DELETED',
  'ADMIN_USER_UPDATE',
  'ADMIN_LISTING_STATUS_CHANGE',
  'VERIFICATION_SUBMITTED',
  'VERIFICATION_APPROVED',
  'VERIFICATION_REJECTED',
  'NOTIFICATION_SENT',
  'NOTIFICATION_READ',
  'SAVED_ITEM_ADD',
  'SAVED_ITEM_REMOVE',
  'TESTIMONIAL_SUBMITTED',
  'TESTIMONIAL_STATUS_CHANGE',
  'SUBSCRIPTION_MANAGED',
] as const;
export type ActivityActionType = (typeof ACTIVITY_ACTION_TYPES)[number];

export interface ActivityEntry {
  actionType: ActivityActionType;
  description: string;
  /** Who acted; null for a visitor or the system. */
  actor: { id: string; email: string } | null;
  ipAddress: string | null;
  details?: Record<string, unknown>;
}

/** Appends one row to `user_activity_logs` within `db` (pass the transaction of the write it records). */
export async function recordActivity(db: Database, entry: ActivityEntry): Promise<void> {
  await db.insert(userActivityLogs).values({
    userId: entry.actor?.id ?? null,
    userEmail: entry.actor?.email ?? null,
    actionType: entry.actionType,
    description: entry.description,
    ipAddress: entry.ipAddress,
    details: entry.details ?? null,
  });
}
