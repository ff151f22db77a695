import { z } from 'zod';
import { SIGN_UP_MESSAGES } from './accounts-messages';
import { calendarDate, emailAddress, personName, text } from './fields';
import type { AdminTimeframe } from './admin-messages';
import type { ModerationFigures } from './trusted-sellers';

export {
  ADMIN_MESSAGES,
  ADMIN_TIMEFRAME_LABELS,
  ADMIN_TIMEFRAMES,
  type AdminTimeframe,
} from './admin-messages';

/** `GET /api/admin/overview?timeframe=` (spec 02 §7 Admin overview). */
export interface AdminOverview {
  timeframe: AdminTimeframe;
  totalListings: number;
  approvedListings: number;
  pendingListings: number;
  rejectedListings: number;
  /** Listings whose term ended (issue #14 item 3), not renewed since. */
  expiredListings: number;
  /** Unfiltered by the timeframe (spec 02 §7). */
  totalUsers: number;
  /** Issue #14 item 4: the moderation queue's size, oldest waiting and median time to decision. */
  moderation: ModerationFigures;
}

export const USER_STATUSES = ['active', 'banned', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** One row of /admin/users (spec 02 §2: Avatar, Name, Email, Mobile, National ID, Location, Joined, Status). */
export interface AdminUserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  nationalIdNumber: string | null;
  location: string | null;
  instagramHandle: string | null;
  avatarUrl: string | null;
  joinDate: string;
  status: UserStatus;
  role: 'user' | 'admin';
  isVerifiedSeller: boolean;
  idVerificationStatus: 'not_submitted' | 'pending' | 'verified' | 'rejected';
  idVerificationAdminNotes: string | null;
  hasIdPhotos: boolean;
}

export const ADMIN_USERS_PAGE_SIZE = 20;

export const adminUsersQuerySchema = z.object({
  query: text().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export interface AdminUsersPage {
  items: AdminUserRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** `PATCH /api/admin/users/{id}` (spec 02 §5: e-mail read-only; the editable fields). */
export const adminUserUpdateInputSchema = z.object({
  firstName: personName({ required: SIGN_UP_MESSAGES.firstNameRequired }).optional(),
  lastName: personName({ required: SIGN_UP_MESSAGES.lastNameRequired }).optional(),
  mobile: text().trim().max(20).nullable().optional(),
  nationalIdNumber: text().trim().max(20).nullable().optional(),
  location: text().trim().max(120).nullable().optional(),
  instagramHandle: text().trim().max(31).nullable().optional(),
  isVerifiedSeller: z.boolean().optional(),
  idVerificationStatus: z.enum(['not_submitted', 'pending', 'verified', 'rejected']).optional(),
  idVerificationAdminNotes: text({ multiline: true }).trim().max(1000).nullable().optional(),
});
export type AdminUserUpdateInput = z.input<typeof adminUserUpdateInputSchema>;

/** `POST /api/admin/users/{id}/status` (spec 02 §7 admin-update-user-status). */
export const adminUserStatusInputSchema = z.object({ newStatus: z.enum(USER_STATUSES) });

/** Spec 02 §9: activity logs 15 per page. */
export const ACTIVITY_LOGS_PAGE_SIZE = 15;

export const activityLogsQuerySchema = z.object({
  query: text().trim().max(200).optional(),
  actionType: text().trim().max(60).optional(),
  /** A day, `YYYY-MM-DD`; the whole day is covered. A day that does not exist (2026-13-45) is a 400. */
  day: calendarDate().optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export interface ActivityLogRow {
  id: string;
  created_at: string;
  user_email: string | null;
  action_type: string;
  description: string;
  ip_address: string | null;
  details: Record<string, unknown> | null;
}

export interface ActivityLogsPage {
  items: ActivityLogRow[];
  /** Exact (spec 02 §7). */
  total: number;
  page: number;
  pageSize: number;
}

/** `GET /api/admin/reports` (spec 02 §2 Reports, §9: last 5 months, top 3). */
export interface AdminReports {
  userActivity: Array<{ month: string; profilesUpdated: number; signIns: number }>;
  listingsByCategory: Array<{ category: string; count: number }>;
  topCategories: Array<{ category: string; count: number }>;
  topUsers: Array<{ userId: string; name: string; listings: number }>;
}

/** `POST /api/admin/users` (Add User, which the spec left a placeholder): the member sets a password by e-mail. */
export const adminAddUserInputSchema = z.object({
  firstName: personName({ required: SIGN_UP_MESSAGES.firstNameRequired }),
  lastName: personName({ required: SIGN_UP_MESSAGES.lastNameRequired }),
  email: emailAddress({ required: SIGN_UP_MESSAGES.emailRequired, invalid: SIGN_UP_MESSAGES.emailInvalid }),
  mobile: text()
    .trim()
    .regex(/^\d{7,15}$/, { message: SIGN_UP_MESSAGES.mobileInvalid }),
  nationalIdNumber: text()
    .trim()
    .regex(/^[A-Za-z0-9]{6,10}$/, { message: SIGN_UP_MESSAGES.nationalIdInvalid })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type AdminAddUserInput = z.input<typeof adminAddUserInputSchema>;

/** `POST /api/admin/users/{id}/role`: grant or revoke the admin role; the last admin cannot be removed. */
export const adminRoleInputSchema = z.object({ role: z.enum(['user', 'admin']) });

/** Spec 02 §9: the 27 known activity action types (the activity log's filter offers these). */
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
  /** Issue #13: the admin closed a target's open reports (dismissed, listing removed or member banned). */
  'REPORTS_RESOLVED',
] as const;
export type ActivityActionType = (typeof ACTIVITY_ACTION_TYPES)[number];
