/**
 * The `notifications` namespace in English (the source language; spec texts to the letter).
 * `../dv/notifications.ts` has the same keys. Only the UI's own words: a notification's title and text are
 * written by the server (in the member's language) and shown as they come; `NOTIFICATION_MESSAGES` is shown
 * through `useContractMessage()`.
 */
const notifications = {
  title: 'Notifications',
  /** The bell's accessible name with an unread count. */
  bellUnread_one: 'Notifications, {{count}} unread',
  bellUnread_other: 'Notifications, {{count}} unread',
  markAllRead: 'Mark all as read',
  loadingPanel: 'Loading notifications…',
  list: {
    loading: 'Loading notifications',
    loadFailed: 'Your notifications could not be loaded.',
    tryAgain: 'Try again',
    empty: 'You have no notifications yet.',
    /** Read after an unread notification's title by screen readers. */
    unread: ' (unread)',
  },
  page: {
    nothingYet: 'Nothing here yet.',
    showing: 'Showing {{shown}} of {{total}} · {{unread}} unread',
    loading: 'Loading…',
    loadMore: 'Load more',
  },
  toast: {
    error: 'Error',
    success: 'Success',
  },
};
export default notifications;
