/**
 * Accounts: the spec's messages and limits, the `CurrentUser` and profile types and small date helpers —
 * no zod, so the app shell can import them without the schemas (the schemas are in `accounts.ts`).
 */

import type { Language } from './language';

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
  signUpAttempted: 'Sign Up Attempted',
  signUpAttemptedText:
    'Please check your email to confirm your account, or sign in if you have signed up before.',
  signUpIncomplete: 'Sign Up Incomplete',
  signUpIncompleteText: 'We could not finish creating your account. Please try again or sign in.',
  accountCreatedWarning: 'Account Created - Action Recommended',
  accountCreatedWarningText:
    'Your account is ready! Some details might need manual update in dashboard settings.',
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

/** Age in whole years on `today` of someone born on `birth` (both local calendar dates). */
export function ageInFullYears(birth: Date, today: Date): number {
  let age = today.getFullYear() - birth.getFullYear();
  const beforeBirthday =
    today.getMonth() < birth.getMonth() ||
    (today.getMonth() === birth.getMonth() && today.getDate() < birth.getDate());
  if (beforeBirthday) age -= 1;
  return age;
}

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
  /**
   * The member's island as stored ("K. Malé, Kaafu"), or null: where their new listing starts (issue #37
   * item 4l). Always sent by the API; optional like `language`.
   */
  location?: string | null;
  /** ISO timestamp of account creation. */
  joinDate: string;
  role: UserRole;
  emailVerified: boolean;
  /**
   * Issue #15: the language of the member's e-mails and notifications (`PUT /api/me/language`). The API
   * always sends it; it is optional in the type so a `CurrentUser` built elsewhere (tests, older caches)
   * stays valid — read it as `user.language ?? DEFAULT_LANGUAGE`.
   */
  language?: Language;
}

export interface MeResponse {
  user: CurrentUser | null;
}

/**
 * `POST /api/accounts/sign-up`'s answer as the form reads it (spec 01 §4, §8): `user` null means the account
 * may exist without a session ("Sign Up Attempted"); `profileIncomplete` true means the account exists but
 * some profile details were not saved ("Account Created - Action Recommended"). Today's server writes account
 * and profile in one transaction (decision 002) and never sets `profileIncomplete`; the form keeps the spec's
 * outcome for it all the same.
 */
export interface SignUpResponse extends MeResponse {
  profileIncomplete?: boolean;
}

/** Spec 01 §9: "Sign Up Attempted" stays 10 s, the sign-up warning 7 s. */
export const SIGN_UP_ATTEMPTED_TOAST_MS = 10_000;
export const SIGN_UP_WARNING_TOAST_MS = 7_000;

/** Local storage keys of spec 01 §7. */
export const STORAGE_KEYS = {
  currentUser: 'currentUser',
  rememberedUserEmail: 'rememberedUserEmail',
} as const;

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
  emailNotVerifiedText:
    'We sent a confirmation link when you signed up. Did not get it? We can send another.',
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
