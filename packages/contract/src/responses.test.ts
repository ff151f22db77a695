/**
 * The response schemas that document /api/openapi.json describe exactly the TypeScript types the API
 * answers (issue #11): a field added to, dropped from or retyped in either side fails typecheck here.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { ActiveSession, CurrentUser, MeResponse, OwnProfile, SignUpResponse } from './accounts-messages';
import type {
  activeSessionSchema,
  currentUserSchema,
  meResponseSchema,
  ownProfileSchema,
  signUpResponseSchema,
} from './accounts-responses';
import type { ActivityLogsPage, AdminOverview, AdminReports, AdminUserRow, AdminUsersPage } from './admin';
import type {
  activityLogsPageSchema,
  adminOverviewSchema,
  adminReportsSchema,
  adminUserRowSchema,
  adminUsersPageSchema,
} from './admin-responses';
import type { atollSchema } from './catalog-responses';
import type {
  AdminListingRow,
  AdminListingsPage,
  Category,
  ListingCard,
  ListingDetail,
  OwnListingRow,
  PendingUpload,
  SellerOverview,
} from './listings-messages';
import type {
  adminListingRowSchema,
  adminListingsPageSchema,
  categorySchema,
  listingCardSchema,
  listingDetailSchema,
  ownListingRowSchema,
  pendingUploadSchema,
  sellerOverviewSchema,
} from './listings-responses';
import type { Atoll } from './locations';
import type { SubscribeResponse } from './mailing-list-messages';
import type { subscribeResponseSchema } from './mailing-list-responses';
import type { MarketplacePage, Suggestion } from './marketplace-messages';
import type { marketplacePageSchema, suggestionSchema } from './marketplace-responses';
import type { Notification, NotificationsPage } from './notifications';
import type { notificationSchema, notificationsPageSchema } from './notifications-responses';
import type { SavedListingRow, SavedState } from './saved';
import type { savedListingRowSchema, savedStateSchema } from './saved-responses';
import type { SiteConfig } from './site';
import type { OutboxMessage, SiteStatus, SystemSummary } from './site-settings';
import type {
  outboxMessageSchema,
  siteConfigSchema,
  siteStatusSchema,
  systemSummarySchema,
} from './site-responses';
import type { PendingTestimonial, Testimonial } from './testimonials';
import type {
  ModerationFigures,
  TrustedSellerSettings,
  moderationFiguresSchema,
  trustedSellerSettingsSchema,
} from './trusted-sellers';
import type { pendingTestimonialSchema, testimonialSchema } from './testimonials-responses';

describe('response schemas match the contract types (issue #11)', () => {
  it('accounts', () => {
    expectTypeOf<z.infer<typeof currentUserSchema>>().toEqualTypeOf<CurrentUser>();
    expectTypeOf<z.infer<typeof meResponseSchema>>().toEqualTypeOf<MeResponse>();
    expectTypeOf<z.infer<typeof signUpResponseSchema>>().toEqualTypeOf<SignUpResponse>();
    expectTypeOf<z.infer<typeof activeSessionSchema>>().toEqualTypeOf<ActiveSession>();
    expectTypeOf<z.infer<typeof ownProfileSchema>>().toEqualTypeOf<OwnProfile>();
  });

  it('listings and catalog', () => {
    expectTypeOf<z.infer<typeof listingCardSchema>>().toEqualTypeOf<ListingCard>();
    expectTypeOf<z.infer<typeof listingDetailSchema>>().toEqualTypeOf<ListingDetail>();
    expectTypeOf<z.infer<typeof ownListingRowSchema>>().toEqualTypeOf<OwnListingRow>();
    expectTypeOf<z.infer<typeof adminListingRowSchema>>().toEqualTypeOf<AdminListingRow>();
    expectTypeOf<z.infer<typeof adminListingsPageSchema>>().toEqualTypeOf<AdminListingsPage>();
    expectTypeOf<z.infer<typeof categorySchema>>().toEqualTypeOf<Category>();
    expectTypeOf<z.infer<typeof sellerOverviewSchema>>().toEqualTypeOf<SellerOverview>();
    expectTypeOf<z.infer<typeof pendingUploadSchema>>().toEqualTypeOf<PendingUpload>();
    expectTypeOf<z.infer<typeof atollSchema>>().toEqualTypeOf<Atoll>();
  });

  it('marketplace and saved', () => {
    expectTypeOf<z.infer<typeof marketplacePageSchema>>().toEqualTypeOf<MarketplacePage>();
    expectTypeOf<z.infer<typeof suggestionSchema>>().toEqualTypeOf<Suggestion>();
    expectTypeOf<z.infer<typeof savedListingRowSchema>>().toEqualTypeOf<SavedListingRow>();
    expectTypeOf<z.infer<typeof savedStateSchema>>().toEqualTypeOf<SavedState>();
  });

  it('admin', () => {
    expectTypeOf<z.infer<typeof adminOverviewSchema>>().toEqualTypeOf<AdminOverview>();
    expectTypeOf<z.infer<typeof adminUserRowSchema>>().toEqualTypeOf<AdminUserRow>();
    expectTypeOf<z.infer<typeof adminUsersPageSchema>>().toEqualTypeOf<AdminUsersPage>();
    expectTypeOf<z.infer<typeof activityLogsPageSchema>>().toEqualTypeOf<ActivityLogsPage>();
    expectTypeOf<z.infer<typeof adminReportsSchema>>().toEqualTypeOf<AdminReports>();
    expectTypeOf<z.infer<typeof moderationFiguresSchema>>().toEqualTypeOf<ModerationFigures>();
    expectTypeOf<z.infer<typeof trustedSellerSettingsSchema>>().toEqualTypeOf<TrustedSellerSettings>();
  });

  it('notifications, site, testimonials and mailing list', () => {
    expectTypeOf<z.infer<typeof notificationSchema>>().toEqualTypeOf<Notification>();
    expectTypeOf<z.infer<typeof notificationsPageSchema>>().toEqualTypeOf<NotificationsPage>();
    expectTypeOf<z.infer<typeof siteConfigSchema>>().toEqualTypeOf<SiteConfig>();
    expectTypeOf<z.infer<typeof siteStatusSchema>>().toEqualTypeOf<SiteStatus>();
    expectTypeOf<z.infer<typeof systemSummarySchema>>().toEqualTypeOf<SystemSummary>();
    expectTypeOf<z.infer<typeof outboxMessageSchema>>().toEqualTypeOf<OutboxMessage>();
    expectTypeOf<z.infer<typeof testimonialSchema>>().toEqualTypeOf<Testimonial>();
    expectTypeOf<z.infer<typeof pendingTestimonialSchema>>().toEqualTypeOf<PendingTestimonial>();
    expectTypeOf<z.infer<typeof subscribeResponseSchema>>().toEqualTypeOf<SubscribeResponse>();
  });
});
