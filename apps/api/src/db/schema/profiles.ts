import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@marketplace/contract/language';
import { user } from './auth';

/** Spec 02 §3 user account status. */
export const PROFILE_STATUSES = ['active', 'banned', 'suspended'] as const;
/** Spec 02 §4 ID verification status. */
export const ID_VERIFICATION_STATUSES = ['not_submitted', 'pending', 'verified', 'rejected'] as const;

/**
 * A member's profile, 1:1 with `user` (spec 01 §3 Profile, spec 02 §3 Seller profile).
 * `national_id_number` and the ID photo keys are private to the owner and the admin.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    nationalIdNumber: text('national_id_number'),
    dateOfBirth: date('date_of_birth'),
    location: text('location'),
    instagramHandle: text('instagram_handle'),
    avatarUrl: text('avatar_url'),
    isVerifiedSeller: boolean('is_verified_seller').notNull().default(false),
    idVerificationStatus: text('id_verification_status', { enum: ID_VERIFICATION_STATUSES })
      .notNull()
      .default('not_submitted'),
    idVerificationAdminNotes: text('id_verification_admin_notes'),
    /** Storage keys (never public URLs) of the ID photos. */
    nationalIdFrontKey: text('national_id_front_key'),
    nationalIdBackKey: text('national_id_back_key'),
    status: text('status', { enum: PROFILE_STATUSES }).notNull().default('active'),
    isEarlyAccessUser: boolean('is_early_access_user').notNull().default(false),
    /**
     * Issue #15: the language of the member's e-mails and notifications ('en' | 'dv'). Set at sign-up from the
     * page's language; changed with `PUT /api/me/language` (the app's language switch).
     */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_email_idx').on(t.email),
    index('profiles_updated_at_idx').on(t.updatedAt),
    index('profiles_full_name_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName})`),
    check('profiles_language_check', sql`${t.language} in ('en', 'dv')`),
  ],
);
