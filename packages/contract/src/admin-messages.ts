/**
 * Admin: the overview's timeframes and the admin pages' texts — no zod, so the `contract` namespace (issue #15)
 * and the app shell can import them without the schemas (the schemas are in `admin.ts`, which re-exports these).
 */

/** Spec 02 §2 Overview timeframes: 7 days, one month, all time. */
export const ADMIN_TIMEFRAMES = ['7d', '30d', 'all'] as const;
export type AdminTimeframe = (typeof ADMIN_TIMEFRAMES)[number];
export const ADMIN_TIMEFRAME_LABELS: Record<AdminTimeframe, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  all: 'All time',
};

export const ADMIN_MESSAGES = {
  statsFailed: 'Error fetching stats',
  noData: 'No data available for the selected timeframe.',
  usersFetchFailed: 'Failed to fetch users',
  userDeleted: 'User Deleted',
  userDeleteFailed: 'Failed to delete user',
  userStatusUpdated: 'User Status Updated',
  userStatusFailed: 'Failed to update status',
  userUpdated: 'User Updated',
  userUpdateFailed: 'Update Failed',
  userUpdateFailedText: 'Could not update user details.',
  userDeleteConfirm: 'The deletion is permanent and will remove all their data.',
  unexpected: 'An unexpected error occurred.',
  reportsFailed: 'Failed to load reports',
  logsFetchError: 'Fetch Error',
  logsFetchErrorText: 'Could not load activity logs',
  logsInlineError: 'Failed to fetch activity logs.',
  logsEmpty: 'No activity logs found matching your criteria.',
  systemAnonymous: 'System/Anonymous',
  lastAdmin: 'The last admin cannot lose the admin role.',
} as const;
