/**
 * Response schemas of `/api/admin/*` users, insights and activity (spec 03; issue #11), matching the
 * TypeScript types in admin.ts (responses.test.ts checks they agree).
 */
import { z } from 'zod';
import { ADMIN_TIMEFRAMES, USER_STATUSES } from './admin';
import { idVerificationStatusSchema } from './accounts-responses';
import { moderationFiguresSchema } from './trusted-sellers';

export const adminOverviewSchema = z.object({
  timeframe: z.enum(ADMIN_TIMEFRAMES),
  totalListings: z.number(),
  approvedListings: z.number(),
  pendingListings: z.number(),
  rejectedListings: z.number(),
  expiredListings: z.number(),
  totalUsers: z.number(),
  moderation: moderationFiguresSchema,
});

export const adminUserRowSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  nationalIdNumber: z.string().nullable(),
  location: z.string().nullable(),
  instagramHandle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  joinDate: z.string(),
  status: z.enum(USER_STATUSES),
  role: z.enum(['user', 'admin']),
  isVerifiedSeller: z.boolean(),
  idVerificationStatus: idVerificationStatusSchema,
  idVerificationAdminNotes: z.string().nullable(),
  hasIdPhotos: z.boolean(),
});

export const adminUsersPageSchema = z.object({
  items: z.array(adminUserRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const activityLogRowSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  user_email: z.string().nullable(),
  action_type: z.string(),
  description: z.string(),
  ip_address: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

export const activityLogsPageSchema = z.object({
  items: z.array(activityLogRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

const categoryCountSchema = z.object({ category: z.string(), count: z.number() });

export const adminReportsSchema = z.object({
  userActivity: z.array(z.object({ month: z.string(), profilesUpdated: z.number(), signIns: z.number() })),
  listingsByCategory: z.array(categoryCountSchema),
  topCategories: z.array(categoryCountSchema),
  topUsers: z.array(z.object({ userId: z.string(), name: z.string(), listings: z.number() })),
});
