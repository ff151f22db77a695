/**
 * Response schemas of `/api/notifications/*` (issue #11), matching the TypeScript types in
 * notifications.ts (responses.test.ts checks they agree).
 */
import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.string(),
  /** one of NOTIFICATION_TYPES, or an older type kept from the past */
  type: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  link_to: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});

export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number(),
  unread: z.number(),
});

/** Mark-read: how many notifications changed. */
export const notificationsUpdatedSchema = z.object({ updated: z.number() });
