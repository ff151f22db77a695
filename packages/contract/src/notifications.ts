/** Spec 01 §3 Notification with spec 02 §9 types; the list, the bell and the live stream. */

export const NOTIFICATION_TYPES = [
  'approved',
  'listing_approved',
  'rejected',
  'listing_rejected',
  'general',
  'warning',
  'new_message',
  'offer_received',
  /** Issue #14: a listing expires in LISTING_EXPIRY_WARNING_DAYS / has expired; a saved search has new matches. */
  'listing_expiring',
  'listing_expired',
  'saved_search_match',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Spec 01 §9: /notifications page size; the mobile panel shows the latest 5. */
export const NOTIFICATIONS_PAGE_SIZE = 15;
export const NOTIFICATIONS_PANEL_SIZE = 5;
/** Spec 01 §9 realtime: reconnect backoff in ms. */
export const REALTIME_RECONNECT_BACKOFF_MS = [1000, 2000, 5000, 10000] as const;
/** Spec 01 §9 realtime heartbeat (ms): the server sends a comment this often to keep proxies from closing. */
export const REALTIME_HEARTBEAT_MS = 30_000;

export interface Notification {
  id: string;
  type: NotificationType | string;
  title: string;
  description: string | null;
  /** In-app path the notification opens. */
  link_to: string | null;
  is_read: boolean;
  created_at: string;
}

/** `GET /api/notifications?offset=&limit=`: newest first, with the exact totals. */
export interface NotificationsPage {
  items: Notification[];
  total: number;
  unread: number;
}

/** Spec 01 §4, §8 texts. */
export const NOTIFICATION_MESSAGES = {
  defaultTitle: 'New Notification',
  defaultDescription: 'You have a new update.',
  fetchFailed: 'Could not fetch notifications.',
  markOneFailed: 'Could not mark notification as read.',
  markAllFailed: 'Could not mark all notifications as read.',
  nothingUnreadTitle: 'No unread notifications',
  nothingUnread: 'Everything is already marked as read.',
  allMarked: 'All notifications marked as read.',
  accessDenied: 'Access Denied',
  signInToView: 'Please sign in to view your notifications.',
  viewAll: 'View all notifications',
} as const;

/** One server-sent event on `/api/events` (event name `notification`), `id` is the notification's id. */
export interface NotificationEvent {
  notification: Notification;
}
