import { z } from 'zod';
import {
  ACCOUNT_TOASTS,
  FORGOT_PASSWORD_MESSAGES,
  MIN_SIGNUP_AGE_YEARS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SETTINGS_MESSAGES,
  SIGN_IN_MESSAGES,
  SIGN_UP_MESSAGES,
  ageInFullYears,
} from './accounts-messages';
import { dayMonthYearToIso, emailAddress, parseIsoDate, personName, text } from './fields';
import { FIELD_MESSAGES } from './fields-messages';
import { LANGUAGES, MEMBER_LANGUAGE_INVALID_MESSAGE } from './language';
import { locationValueSchema } from './locations';

function requiredTrimmed(message: string) {
  return text({ error: message }).trim().min(1, { message, abort: true });
}

function checkDateOfBirth(iso: string, ctx: z.RefinementCtx) {
  const date = parseIsoDate(iso);
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
}

/** Date of birth as `YYYY-MM-DD` (the API): present, a real date, not in the future, at least 17 full years ago. */
export const dateOfBirthSchema = requiredTrimmed(SIGN_UP_MESSAGES.dateOfBirthRequired).superRefine(
  checkDateOfBirth,
);

/**
 * Date of birth as the sign-up form shows and takes it, `DD-MM-YYYY` whatever the browser's locale (spec 01
 * §2, §5; issue #16 items 4 and 9), with the same rules as `dateOfBirthSchema`; yields `YYYY-MM-DD` for the
 * API. Empty is "Date of birth is required.", anything that is not a real day "Invalid date format.".
 */
export const dateOfBirthFormSchema = requiredTrimmed(SIGN_UP_MESSAGES.dateOfBirthRequired)
  .transform((value, ctx) => {
    const iso = dayMonthYearToIso(value);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: SIGN_UP_MESSAGES.dateOfBirthInvalid });
      return z.NEVER;
    }
    return iso;
  })
  .superRefine(checkDateOfBirth);

export const mobileSchema = requiredTrimmed(SIGN_UP_MESSAGES.mobileRequired).regex(/^\d{7,15}$/, {
  message: SIGN_UP_MESSAGES.mobileInvalid,
});

export const nationalIdNumberSchema = requiredTrimmed(SIGN_UP_MESSAGES.nationalIdRequired)
  .regex(/^[A-Za-z0-9]{6,10}$/, { message: SIGN_UP_MESSAGES.nationalIdInvalid })
  .transform((id) => id.toUpperCase());

/** Spec 01 §5 password rule: 8+ characters with upper, lower, digit and special character. */
export const newPasswordSchema = text({ error: SIGN_UP_MESSAGES.passwordRequired })
  .min(1, { message: SIGN_UP_MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { message: SIGN_UP_MESSAGES.passwordTooShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, { message: SIGN_UP_MESSAGES.passwordTooLong, abort: true })
  .refine((p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p) && /[^A-Za-z0-9]/.test(p), {
    message: SIGN_UP_MESSAGES.passwordWeak,
  });

/** Instagram handle: optional; stored without spaces, null when empty (spec 01 §3). */
export const instagramHandleSchema = text()
  .trim()
  .max(31, { message: FIELD_MESSAGES.instagramHandleTooLong })
  .optional()
  .transform((handle) => (handle ? handle.replace(/^@+/, '') || null : null));

const signUpFields = {
  firstName: personName({ required: SIGN_UP_MESSAGES.firstNameRequired }),
  lastName: personName({ required: SIGN_UP_MESSAGES.lastNameRequired }),
  email: emailAddress({ required: SIGN_UP_MESSAGES.emailRequired, invalid: SIGN_UP_MESSAGES.emailInvalid }),
  dateOfBirth: dateOfBirthSchema,
  mobile: mobileSchema,
  nationalIdNumber: nationalIdNumberSchema,
  password: newPasswordSchema,
  confirmPassword: text({ error: SIGN_UP_MESSAGES.confirmPasswordRequired }).min(1, {
    message: SIGN_UP_MESSAGES.confirmPasswordRequired,
  }),
  location: locationValueSchema,
  instagramHandle: instagramHandleSchema,
  agreedToTerms: z.literal(true, { error: SIGN_UP_MESSAGES.termsRequired }),
};

const passwordsMatch = (input: { password: string; confirmPassword: string }) =>
  input.password === input.confirmPassword;
const passwordsMatchIssue = { path: ['confirmPassword'], message: SIGN_UP_MESSAGES.passwordsDoNotMatch };

/** `POST /api/accounts/sign-up` body (spec 01 §3, §5); the date of birth as `YYYY-MM-DD`. */
export const signUpInputSchema = z.object(signUpFields).refine(passwordsMatch, passwordsMatchIssue);

export type SignUpInput = z.input<typeof signUpInputSchema>;
export type SignUpData = z.output<typeof signUpInputSchema>;

/**
 * The sign-up form: the same fields and messages, with the date of birth typed as `DD-MM-YYYY`
 * (`dateOfBirthFormSchema`); its output is the API body.
 */
export const signUpFormSchema = z
  .object({ ...signUpFields, dateOfBirth: dateOfBirthFormSchema })
  .refine(passwordsMatch, passwordsMatchIssue);

export type SignUpFormInput = z.input<typeof signUpFormSchema>;

/** Sign-in form and `POST /api/accounts/sign-in` body (spec 01 §3, §5). */
export const signInInputSchema = z.object({
  email: emailAddress({ required: SIGN_IN_MESSAGES.emailRequired, invalid: SIGN_IN_MESSAGES.emailInvalid }),
  password: text({ error: SIGN_IN_MESSAGES.passwordRequired })
    .min(1, { message: SIGN_IN_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { message: SIGN_IN_MESSAGES.passwordRequired }),
  rememberMe: z.boolean().default(false),
});
export type SignInInput = z.input<typeof signInInputSchema>;

/** Forgot-password form and `POST /api/accounts/forgot-password` body. */
export const forgotPasswordInputSchema = z.object({
  email: emailAddress({
    required: FORGOT_PASSWORD_MESSAGES.emailRequired,
    invalid: FORGOT_PASSWORD_MESSAGES.emailInvalid,
  }),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordInputSchema>;

/** Reset-password form and `POST /api/accounts/reset-password` body; `token` comes from the e-mailed link. */
export const resetPasswordInputSchema = z
  .object({
    token: text({ error: ACCOUNT_TOASTS.resetLinkInvalid })
      .min(1, { message: ACCOUNT_TOASTS.resetLinkInvalid })
      .max(200, { message: ACCOUNT_TOASTS.resetLinkInvalid }),
    password: newPasswordSchema,
    confirmPassword: text({ error: SIGN_UP_MESSAGES.confirmPasswordRequired }).min(1, {
      message: SIGN_UP_MESSAGES.confirmPasswordRequired,
    }),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: SIGN_UP_MESSAGES.passwordsDoNotMatch,
  });
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

/** Settings → Profile: the sign-up rules for the fields a member may change (e-mail and ID are not here). */
export const updateProfileInputSchema = z.object({
  firstName: personName({ required: SIGN_UP_MESSAGES.firstNameRequired }),
  lastName: personName({ required: SIGN_UP_MESSAGES.lastNameRequired }),
  mobile: mobileSchema,
  location: locationValueSchema,
  instagramHandle: instagramHandleSchema,
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

/** Settings → Security: change password; other sessions end. */
export const changePasswordInputSchema = z
  .object({
    currentPassword: text({ error: SETTINGS_MESSAGES.currentPasswordRequired })
      .min(1, { message: SETTINGS_MESSAGES.currentPasswordRequired })
      .max(PASSWORD_MAX_LENGTH),
    newPassword: newPasswordSchema,
    confirmPassword: text({ error: SIGN_UP_MESSAGES.confirmPasswordRequired }).min(1, {
      message: SIGN_UP_MESSAGES.confirmPasswordRequired,
    }),
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
  password: text({ error: SETTINGS_MESSAGES.currentPasswordRequired })
    .min(1, { message: SETTINGS_MESSAGES.currentPasswordRequired })
    .max(PASSWORD_MAX_LENGTH),
});
export type DeleteAccountInput = z.input<typeof deleteAccountInputSchema>;

/**
 * Issue #15: `PUT /api/me/language` — the member's language for e-mails and notifications. Exactly
 * `{ language: 'en' | 'dv' }`; anything else (other codes, other types, extra keys) is a 400.
 */
export const memberLanguageInputSchema = z.strictObject({
  language: z.enum(LANGUAGES, { error: MEMBER_LANGUAGE_INVALID_MESSAGE }),
});
export type MemberLanguageInput = z.input<typeof memberLanguageInputSchema>;
