/**
 * Response schemas of `/api/me` and `/api/accounts/*` (spec 01; issue #11), matching the TypeScript types
 * in accounts-messages.ts (responses.test.ts checks they agree).
 */
import { z } from 'zod';
import { LANGUAGES } from './language';

export const idVerificationStatusSchema = z.enum(['not_submitted', 'pending', 'verified', 'rejected']);

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  instagramHandle: z.string().nullable(),
  mobile: z.string().nullable(),
  /** Issue #37 item 4l: the member's island as stored, or null. Always sent by the API. */
  location: z.string().nullable().optional(),
  /** ISO 8601 date-time */
  joinDate: z.string(),
  role: z.enum(['user', 'admin']),
  emailVerified: z.boolean(),
  /**
   * Issue #15: the member's language, used for their e-mails and notifications (`PUT /api/me/language`).
   * Always sent by the API; optional in the schema like the `CurrentUser` type.
   */
  language: z.enum(LANGUAGES).optional(),
});

/** `PUT /api/me/language`: the saved language. */
export const memberLanguageResponseSchema = z.object({ language: z.enum(LANGUAGES) });

/** `/api/me`, and sign-up / sign-in (there the new session's user, typed nullable as the handlers are). */
export const meResponseSchema = z.object({ user: currentUserSchema.nullable() });

/** The sign-up answer as the form checks it (`SignUpResponse`): anything else is "Sign Up Incomplete". */
export const signUpResponseSchema = meResponseSchema.extend({ profileIncomplete: z.boolean().optional() });

export const activeSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});

export const ownProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  mobile: z.string().nullable(),
  nationalIdNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  location: z.string().nullable(),
  instagramHandle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isVerifiedSeller: z.boolean(),
  idVerification: z.object({
    status: idVerificationStatusSchema,
    adminNotes: z.string().nullable(),
    hasFrontPhoto: z.boolean(),
    hasBackPhoto: z.boolean(),
  }),
  joinDate: z.string(),
});

export const avatarResponseSchema = z.object({ avatarUrl: z.string() });
