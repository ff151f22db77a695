/**
 * The audit log (spec 02 §3 Activity log, §9 the 27 action types). A leaf module: others call
 * `recordActivity(tx, …)` inside the transaction of the write it describes, so the row and the write
 * commit together. Never pass a password or a full national ID number in `details`.
 *
 * Issue #37 item 4t: beside the English `description` (spec 02 §3; exports and older rows use it), a call
 * names its sentence and the facts it is made of (`facts`, stored in `details` under the keys of
 * `ACTIVITY_EVENTS`), so the admin's page can say it in the admin's language.
 */
import type { ActivityFacts } from '@marketplace/contract/activity-events';
import type { ActivityActionType } from '@marketplace/contract/admin';
import type { Database } from '../../db/client';
import { userActivityLogs } from '../../db/schema/community';


export interface ActivityEntry {
  actionType: ActivityActionType;
  description: string;
  /** Who acted; null for a visitor or the system. */
  actor: { id: string; email: string } | null;
  ipAddress: string | null;
  details?: Record<string, unknown>;
  /** The sentence of `description` and its facts, merged into `details` (issue #37 item 4t). */
  facts?: ActivityFacts;
}

/** Appends one row to `user_activity_logs` within `db` (pass the transaction of the write it records). */
export async function recordActivity(db: Database, entry: ActivityEntry): Promise<void> {
  await db.insert(userActivityLogs).values({
    userId: entry.actor?.id ?? null,
    userEmail: entry.actor?.email ?? null,
    actionType: entry.actionType,
    description: entry.description,
    ipAddress: entry.ipAddress,
    details: entry.details || entry.facts ? { ...entry.details, ...entry.facts } : null,
  });
}
