import { z } from 'zod';
import { locationValueSchema } from './locations';

/** Spec 01 §9: minimum age on the sign-up form (the static terms say 18; both readings are kept). */
export const MIN_SIGNUP_AGE_YEARS = 17;
export const MOBILE_MIN_DIGITS = 7;
export const MOBILE_MAX_DIGITS = 15;
export const NATIONAL_ID_MIN_LENGTH = 6;
export const NATIONAL_ID_MAX_LENGTH = 10;
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so a hash cannot be made to do unbounded work. */
export const PASSWORD_MAX_LENGTH = 128;

/** Spec 01 §5, word for word. */
export const SIGN_UP_MESSAGES = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email address is invalid.',
  dateOfBirthRequired: 'Date of birth is required.',
  dateOfBirthInvalid: 'Invalid date format.',
  dateOfBirthTooYoung: 'You must be at least 17 years old to sign up.',
  dateOfBirthInFuture: 'Date of birth cannot be in the future.',
  mobileRequired: 'Mobile number is required.',
  mobileInvalid: 'Mobile number is invalid. Must be 7-15 digits.',
  nationalIdRequired: 'National ID number is required.',
  nationalIdInvalid: 'National ID number is invalid. It should be 6-10 alphanumeric characters.',
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordTooLong: 'Password must be at most 128 characters long.',
  passwordWeak:
    'Password must contain an uppercase letter, a lowercase letter, a number, and a special character.',
  confirmPasswordRequired: 'Confirm password is required.',
  passwordsDoNotMatch: 'Passwords do not match.',
  termsRequired: 'You must agree to the Terms of Service and Privacy Policy.',
} as const;

export const SIGN_IN_MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Email is invalid.',
  passwordRequired: 'Password is required.',
} as const;

export const FORGOT_PASSWORD_MESSAGES = {
  emailRequired: 'Email address is required.',
  emailInvalid: 'Please enter a valid email address.',
} as const;

/** Toast texts of spec 01 §8 for accounts. */
export const ACCOUNT_TOASTS = {
  validationError: 'Validation Error',
  formHasErrors: 'Please correct the errors in the form.',
  emailHasErrors: 'Please correct the email address.',
  signUpError: 'Sign Up Error',
  alreadyRegistered: 'This email is already registered. Please sign in or use a different email.',
  signInFailed: 'Sign In Failed',
  incorrectCredentials: 'Incorrect email or password.',
  signInError: 'Sign In Error',
  accountSuspended: 'Your account has been suspended. Please contact support.',
  resetLinkError: 'Error Sending Reset Link',
  resetLinkErrorText: 'Could not send password reset email. Please try again.',
  logoutFailed: 'Logout Failed',
  loggedOut: 'Logged Out',
  loggedOutText: 'You have been successfully logged out.',
  accessDeniedDashboard: 'Access Denied: Please sign in to view your dashboard.',
  accessDeniedAdmin: 'Access Denied: You do not have permission to view this page.',
  passwordResetDone: 'Password Updated',
  passwordResetDoneText: 'Your password has been reset. Please sign in with your new password.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
} as const;

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requiredTrimmed(message: string) {
  return z.string({ error: message }).trim().min(1, { message, abort: true });
}

function emailField(required: string, invalid: string) {
  return requiredTrimmed(required)
    .max(254, { message: invalid })
    .regex(SIMPLE_EMAIL, { message: invalid })
    .transform((email) => email.toLowerCase());
}

/** Age in whole years on `today` of someone born on `birth` (both local calendar dates). */
export function ageInFullYears(birth: Date, today: Date): number {
  let age = today.getFullYear() - birth.getFullYear();
  const beforeBirthday =
    today.getMonth() < birth.getMonth() ||
    (today.getMonth() === birth.getMonth() && today.getDate() < birth.getDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** Parses `YYYY-MM-DD` (what `<input type="date">` yields) to a local date, or null if not a real day. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** Date of birth as `YYYY-MM-DD`: present, a real date, not in the future, at least 17 full years ago. */
export const dateOfBirthSchema = requiredTrimmed(SIGN_UP_MESSAGES.dateOfBirthRequired).superRefine(
  (value, ctx) => {
    const date = parseIsoDate(value);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: SIGN_UP_MESSAGES.dateOfBirthInvalid });
      return;
    }
    const today = new Date();
    if (date.getTime() > today.getTime()) {
      ctx.addIssue({ code: 'custom', message: SIGN_UP_MESSAGES.dateOfBirthInFuture });
      return;
    }
    if (ageInFullYears(date, today) < MIN_SIGNUP_AGE_YEARS) {
      ctx.addIssue({ code: 'custom', message: SIGN_UP_MESSAGES.dateOfBirthTooYoung });
    }
  },
);

export const mobileSchema = requiredTrimmed(SIGN_UP_MESSAGES.mobileRequired).regex(/^\d{7,15}$/, {
  message: SIGN_UP_MESSAGES.mobileInvalid,
});

export const nationalIdNumberSchema = requiredTrimmed(SIGN_UP_MESSAGES.nationalIdRequired)
  .regex(/^[A-Za-z0-9]{6,10}$/, { message: SIGN_UP_MESSAGES.nationalIdInvalid })
  .transform((id) => id.toUpperCase());

/** Spec 01 §5 password rule: 8+ characters with upper, lower, digit and special character. */
export const newPasswordSchema = z
  .string({ error: SIGN_UP_MESSAGES.passwordRequired })
  .min(1, { message: SIGN_UP_MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { message: SIGN_UP_MESSAGES.passwordTooShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, { message: SIGN_UP_MESSAGES.passwordTooLong, abort: true })
  .refine((p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p) && /[^A-Za-z0-9]/.test(p), {
    message: SIGN_UP_MESSAGES.passwordWeak,
  });

/** Instagram handle: optional; stored without spaces, null when empty (spec 01 §3). */
export const instagramHandleSchema = z
  .string()
  .trim()
  .max(31, { message: 'Instagram handle is too long.' })
  .optional()
  .transform((handle) => (handle ? handle.replace(/^@+/, '') || null : null));

/** Sign-up form and `POST /api/accounts/sign-up` body (spec 01 §3, §5). */
export const signUpInputSchema = z
  .object({
    firstName: requiredTrimmed(SIGN_UP_MESSAGES.firstNameRequired).max(50),
    lastName: requiredTrimmed(SIGN_UP_MESSAGES.lastNameRequired).max(50),
    email: emailField(SIGN_UP_MESSAGES.emailRequired, SIGN_UP_MESSAGES.emailInvalid),
    dateOfBirth: dateOfBirthSchema,
    mobile: mobileSchema,
    nationalIdNumber: nationalIdNumberSchema,
    password: newPasswordSchema,
    confirmPassword: z
      .string({ error: SIGN_UP_MESSAGES.confirmPasswordRequired })
      .min(1, { message: SIGN_UP_MESSAGES.confirmPasswordRequired }),
    location: locationValueSchema,
    instagramHandle: instagramHandleSchema,
    agreedToTerms: z.literal(true, { error: SIGN_UP_MESSAGES.termsRequired }),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: SIGN_UP_MESSAGES.passwordsDoNotMatch,
  });

export type SignUpInput = z.input<typeof signUpInputSchema>;
export type SignUpData = z.output<typeof signUpInputSchema>;

/** Sign-in form and `POST /api/accounts/sign-in` body (spec 01 §3, §5). */
export const signInInputSchema = z.object({
  email: emailField(SIGN_IN_MESSAGES.emailRequired, SIGN_IN_MESSAGES.emailInvalid),
  password: z
    .string({ error: SIGN_IN_MESSAGES.passwordRequired })
    .min(1, { message: SIGN_IN_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { message: SIGN_IN_MESSAGES.passwordRequired }),
  rememberMe: z.boolean().default(false),
});
export type SignInInput = z.input<typeof signInInputSchema>;

/** Forgot-password form and `POST /api/accounts/forgot-password` body. */
export const forgotPasswordInputSchema = z.object({
  email: emailField(FORGOT_PASSWORD_MESSAGES.emailRequired, FORGOT_PASSWORD_MESSAGES.emailInvalid),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordInputSchema>;

/** Reset-password form and `POST /api/accounts/reset-password` body; `token` comes from the e-mailed link. */
export const resetPasswordInputSchema = z
  .object({
    token: z.string().min(1, { message: ACCOUNT_TOASTS.resetLinkInvalid }),
    password: newPasswordSchema,
    confirmPassword: z
      .string({ error: SIGN_UP_MESSAGES.confirmPasswordRequired })
      .min(1, { message: SIGN_UP_MESSAGES.confirmPasswordRequired }),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: SIGN_UP_MESSAGES.passwordsDoNotMatch,
  });
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

export type UserRole = 'user' | 'admin';

/**
 * The signed-in member as the browser knows them (spec 01 §3 "Current user"), from `GET /api/me`.
 * Cached by the client in local storage under `currentUser`.
 */
export interface CurrentUser {
  id: string;
  email: string;
  /** Default "User" when the profile has none. */
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  instagramHandle: string | null;
  mobile: string | null;
  /** ISO timestamp of account creation. */
  joinDate: string;
  role: UserRole;
  emailVerified: boolean;
}

export interface MeResponse {
  user: CurrentUser | null;
}

/** Local storage keys of spec 01 §7. */
export const STORAGE_KEYS = {
  currentUser: 'currentUser',
  rememberedUserEmail: 'rememberedUserEmail',
} as const;

/** Settings → Profile: the sign-up rules for the fields a member may change (e-mail and ID are not here). */
export const updateProfileInputSchema = z.object({
  firstName: requiredTrimmed(SIGN_UP_MESSAGES.firstNameRequired).max(50),
  lastName: requiredTrimmed(SIGN_UP_MESSAGES.lastNameRequired).max(50),
  mobile: mobileSchema,
  location: locationValueSchema,
  instagramHandle: instagramHandleSchema,
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export const SETTINGS_MESSAGES = {
  profileUpdated: 'Profile Updated',
  profileUpdatedText: 'Your profile details have been saved.',
  avatarUpdated: 'Avatar Updated',
  currentPasswordRequired: 'Current password is required.',
  currentPasswordWrong: 'Your current password is incorrect.',
  passwordChanged: 'Password Changed',
  passwordChangedText: 'Your password has been changed and your other sessions have been signed out.',
  sessionRevoked: 'Session Signed Out',
  verificationSubmitted: 'Verification Submitted',
  verificationSubmittedText: 'Thanks! Our team will review your ID within 24-48 hours.',
  idPhotosRequired: 'Upload clear photos of the front and the back of your national ID.',
  verificationAlreadyVerified: 'Your ID is already verified.',
  verificationPending: 'Your ID is already awaiting review.',
  deleteConfirmationWord: 'DELETE',
  deleteConfirmationMismatch: 'Type DELETE to confirm.',
  accountDeleted: 'Account Deleted',
  accountDeletedText: 'Your account and personal data have been removed.',
  verificationEmailSent: 'Verification E-mail Sent',
  verificationEmailSentText: 'Check your inbox for a link to confirm your e-mail address.',
  emailNotVerified: 'Please confirm your e-mail address',
  emailNotVerifiedText: 'We sent a confirmation link when you signed up. Did not get it? We can send another.',
  resendVerificationEmail: 'Resend verification e-mail',
  profileUpdateFailed: 'Update Failed',
  avatarUploadFailed: 'Upload Failed',
  passwordChangeFailed: 'Password Not Changed',
  newPasswordHint:
    'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.',
  sessionRevokeFailed: 'Could Not Sign Out Device',
  verificationSubmitFailed: 'Submission Failed',
  verificationEmailFailed: 'E-mail Not Sent',
  deleteAccountFailed: 'Account Not Deleted',
  profileLoadFailed: 'Profile Error',
  profileLoadFailedText: 'Could not load your profile details.',
  idVerificationRejectedNote: 'Note from our team',
  idVerificationRejectedFallback: 'Your ID photos could not be verified. Please upload new, clear photos.',
  verifiedSellerText:
    'Your ID is verified. Buyers now see a "Verified Seller" badge next to your name on each of your listings.',
  idVerificationPendingText: 'Thanks! Our team is reviewing your ID photos. This usually takes 24-48 hours.',
  idVerificationIntro:
    'Verified sellers get a badge on their listings. Upload clear photos of the front and back of your national ID; only our review team can see them.',
  deleteAccountWarning:
    'This permanently removes your profile, your ID photos and your personal details, and takes down your listings. This action cannot be undone.',
} as const;

/** Spec 01 §4, §8 "Session Issue": the client signs the member out locally with one of these. */
export const SESSION_TOASTS = {
  /** /api/me answered "no session" for someone who was signed in (expiry, revocation elsewhere). */
  sessionExpired: 'Session Expired',
  /** An API call answered 401 while the app believed someone was signed in. */
  sessionInvalidated: 'Session Invalidated',
  /** /api/me itself failed (network, 5xx) when the app started. */
  sessionError: 'Session Error',
  sessionEndedText: 'Your session has expired or is invalid. Please sign in again.',
  sessionFetchFailedText: 'Could not retrieve session. Please try signing in.',
} as const;

/** Settings → Security: change password; other sessions end. */
export const changePasswordInputSchema = z
  .object({
    currentPassword: z
      .string({ error: SETTINGS_MESSAGES.currentPasswordRequired })
      .min(1, { message: SETTINGS_MESSAGES.currentPasswordRequired })
      .max(PASSWORD_MAX_LENGTH),
    newPassword: newPasswordSchema,
    confirmPassword: z
      .string({ error: SIGN_UP_MESSAGES.confirmPasswordRequired })
      .min(1, { message: SIGN_UP_MESSAGES.confirmPasswordRequired }),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ['confirmPassword'],
    message: SIGN_UP_MESSAGES.passwordsDoNotMatch,
  });
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

/** Settings → Management: delete the account; the member types DELETE and gives the password. */
export const deleteAccountInputSchema = z.object({
  confirmation: z.literal(SETTINGS_MESSAGES.deleteConfirmationWord, {
    error: SETTINGS_MESSAGES.deleteConfirmationMismatch,
  }),
  password: z
    .string({ error: SETTINGS_MESSAGES.currentPasswordRequired })
    .min(1, { message: SETTINGS_MESSAGES.currentPasswordRequired })
    .max(PASSWORD_MAX_LENGTH),
});
export type DeleteAccountInput = z.input<typeof deleteAccountInputSchema>;

/** One signed-in device (`GET /api/accounts/sessions`). */
export interface ActiveSession {
  id: string;
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  /** The session making this request. */
  current: boolean;
}

/** Spec 02 §4 ID verification status; `pending` is shown as "Pending Review". */
export const ID_VERIFICATION_STATUS_LABELS = {
  not_submitted: 'Not Submitted',
  pending: 'Pending Review',
  verified: 'Verified',
  rejected: 'Rejected',
} as const;
export type IdVerificationStatus = keyof typeof ID_VERIFICATION_STATUS_LABELS;

/** The owner's own view of their account's private fields (`GET /api/accounts/profile`). */
export interface OwnProfile {
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  mobile: string | null;
  /** Visible to the owner only (and the admin). */
  nationalIdNumber: string | null;
  dateOfBirth: string | null;
  location: string | null;
  instagramHandle: string | null;
  avatarUrl: string | null;
  isVerifiedSeller: boolean;
  idVerification: {
    status: IdVerificationStatus;
    adminNotes: string | null;
    hasFrontPhoto: boolean;
    hasBackPhoto: boolean;
  };
  joinDate: string;
}
