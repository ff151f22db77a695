import { describe, expect, it } from 'vitest';
import {
  forgotPasswordInputSchema,
  resetPasswordInputSchema,
  signInInputSchema,
  signUpFormSchema,
  signUpInputSchema,
  type SignUpInput,
} from './accounts';
import {
  ageInFullYears,
  SIGN_IN_MESSAGES,
  SIGN_UP_MESSAGES,
  FORGOT_PASSWORD_MESSAGES,
} from './accounts-messages';

const valid: SignUpInput = {
  firstName: 'Aishath',
  lastName: 'Shifa',
  email: 'Aishath.Shifa@Example.mv',
  dateOfBirth: '1995-04-12',
  mobile: '7771234',
  nationalIdNumber: 'a123456',
  password: 'Str0ng!Pass',
  confirmPassword: 'Str0ng!Pass',
  location: 'HA. Dhidhdhoo, Haa Alif',
  instagramHandle: '@shifa',
  agreedToTerms: true,
};

/** The first message zod reports for `field` when `overrides` are applied to a valid sign-up. */
function signUpMessage(overrides: Record<string, unknown>, field: string): string | undefined {
  const result = signUpInputSchema.safeParse({ ...valid, ...overrides });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

function isoDateYearsAgo(years: number, dayOffset = 0): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() + dayOffset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

describe('sign-up schema (spec 01 §5)', () => {
  it('accepts a valid sign-up and normalises e-mail, ID and Instagram handle', () => {
    const data = signUpInputSchema.parse(valid);
    expect(data.email).toBe('aishath.shifa@example.mv');
    expect(data.nationalIdNumber).toBe('A123456');
    expect(data.instagramHandle).toBe('shifa');
    expect(signUpInputSchema.parse({ ...valid, instagramHandle: '' }).instagramHandle).toBeNull();
  });

  it.each([
    [{ firstName: '   ' }, 'firstName', SIGN_UP_MESSAGES.firstNameRequired],
    [{ lastName: '' }, 'lastName', SIGN_UP_MESSAGES.lastNameRequired],
    [{ email: '' }, 'email', SIGN_UP_MESSAGES.emailRequired],
    [{ email: 'not-an-email' }, 'email', SIGN_UP_MESSAGES.emailInvalid],
    [{ dateOfBirth: '' }, 'dateOfBirth', SIGN_UP_MESSAGES.dateOfBirthRequired],
    [{ dateOfBirth: '2001-02-30' }, 'dateOfBirth', SIGN_UP_MESSAGES.dateOfBirthInvalid],
    [{ dateOfBirth: '12-04-1995' }, 'dateOfBirth', SIGN_UP_MESSAGES.dateOfBirthInvalid],
    [{ dateOfBirth: isoDateYearsAgo(17, 1) }, 'dateOfBirth', SIGN_UP_MESSAGES.dateOfBirthTooYoung],
    [{ dateOfBirth: isoDateYearsAgo(-1) }, 'dateOfBirth', SIGN_UP_MESSAGES.dateOfBirthInFuture],
    [{ mobile: '' }, 'mobile', SIGN_UP_MESSAGES.mobileRequired],
    [{ mobile: '123456' }, 'mobile', SIGN_UP_MESSAGES.mobileInvalid],
    [{ mobile: '1234567890123456' }, 'mobile', SIGN_UP_MESSAGES.mobileInvalid],
    [{ mobile: '777-1234' }, 'mobile', SIGN_UP_MESSAGES.mobileInvalid],
    [{ nationalIdNumber: '' }, 'nationalIdNumber', SIGN_UP_MESSAGES.nationalIdRequired],
    [{ nationalIdNumber: 'A1234' }, 'nationalIdNumber', SIGN_UP_MESSAGES.nationalIdInvalid],
    [{ nationalIdNumber: 'A12345678901' }, 'nationalIdNumber', SIGN_UP_MESSAGES.nationalIdInvalid],
    [{ nationalIdNumber: 'A-12345' }, 'nationalIdNumber', SIGN_UP_MESSAGES.nationalIdInvalid],
    [{ password: '' }, 'password', SIGN_UP_MESSAGES.passwordRequired],
    [{ password: 'Ab1!', confirmPassword: 'Ab1!' }, 'password', SIGN_UP_MESSAGES.passwordTooShort],
    [
      { password: 'alllowercase1!', confirmPassword: 'alllowercase1!' },
      'password',
      SIGN_UP_MESSAGES.passwordWeak,
    ],
    [{ password: 'NoDigits!!', confirmPassword: 'NoDigits!!' }, 'password', SIGN_UP_MESSAGES.passwordWeak],
    [{ password: 'NoSpecial12', confirmPassword: 'NoSpecial12' }, 'password', SIGN_UP_MESSAGES.passwordWeak],
    [{ password: `Aa1!${'x'.repeat(130)}` }, 'password', SIGN_UP_MESSAGES.passwordTooLong],
    [{ confirmPassword: '' }, 'confirmPassword', SIGN_UP_MESSAGES.confirmPasswordRequired],
    [{ confirmPassword: 'Str0ng!Pas' }, 'confirmPassword', SIGN_UP_MESSAGES.passwordsDoNotMatch],
    [{ location: '' }, 'location', 'Location is required.'],
    [{ agreedToTerms: false }, 'agreedToTerms', SIGN_UP_MESSAGES.termsRequired],
  ])('%o → %s: %s', (overrides, field, message) => {
    expect(signUpMessage(overrides, field)).toBe(message);
  });

  it('accepts someone who turns 17 today', () => {
    expect(signUpMessage({ dateOfBirth: isoDateYearsAgo(17) }, 'dateOfBirth')).toBeUndefined();
  });

  it('counts full years only', () => {
    expect(ageInFullYears(new Date(2000, 5, 15), new Date(2017, 5, 14))).toBe(16);
    expect(ageInFullYears(new Date(2000, 5, 15), new Date(2017, 5, 15))).toBe(17);
    expect(ageInFullYears(new Date(2000, 1, 29), new Date(2017, 1, 28))).toBe(16);
  });
});

describe('sign-up form date of birth, typed as DD-MM-YYYY (issue #16 items 4 and 9)', () => {
  const formDob = (dateOfBirth: string) => signUpFormSchema.safeParse({ ...valid, dateOfBirth });
  const dmy = (iso: string) => iso.split('-').reverse().join('-');

  it('takes DD-MM-YYYY (also with / or . and one-digit day or month) and gives the API YYYY-MM-DD', () => {
    expect(formDob('12-04-1995').data?.dateOfBirth).toBe('1995-04-12');
    expect(formDob('12/04/1995').data?.dateOfBirth).toBe('1995-04-12');
    expect(formDob('1.4.1995').data?.dateOfBirth).toBe('1995-04-01');
  });

  it.each([
    ['', SIGN_UP_MESSAGES.dateOfBirthRequired],
    ['31-02-2000', SIGN_UP_MESSAGES.dateOfBirthInvalid],
    ['29-02-2001', SIGN_UP_MESSAGES.dateOfBirthInvalid],
    ['12-13-1995', SIGN_UP_MESSAGES.dateOfBirthInvalid],
    ['1995-04-12', SIGN_UP_MESSAGES.dateOfBirthInvalid],
    ['12-04-95', SIGN_UP_MESSAGES.dateOfBirthInvalid],
    [dmy(isoDateYearsAgo(17, 1)), SIGN_UP_MESSAGES.dateOfBirthTooYoung],
    [dmy(isoDateYearsAgo(-1)), SIGN_UP_MESSAGES.dateOfBirthInFuture],
  ])('"%s" → %s', (typed, message) => {
    const result = formDob(typed);
    expect(result.error?.issues.find((i) => i.path.join('.') === 'dateOfBirth')?.message).toBe(message);
  });

  it('accepts someone who turns 17 today', () => {
    expect(formDob(dmy(isoDateYearsAgo(17))).success).toBe(true);
  });
});

describe('sign-in, forgot and reset schemas', () => {
  function messageOf(
    result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } },
    field: string,
  ) {
    return result.error?.issues.find((i) => i.path.join('.') === field)?.message;
  }

  it('uses the sign-in messages', () => {
    expect(messageOf(signInInputSchema.safeParse({ email: '', password: '' }), 'email')).toBe(
      SIGN_IN_MESSAGES.emailRequired,
    );
    expect(messageOf(signInInputSchema.safeParse({ email: 'x@y', password: 'p' }), 'email')).toBe(
      SIGN_IN_MESSAGES.emailInvalid,
    );
    // better-auth refuses a one-letter top-level domain itself, so the schema does too (issue #11).
    expect(messageOf(signInInputSchema.safeParse({ email: 'x@y.z', password: 'p' }), 'email')).toBe(
      SIGN_IN_MESSAGES.emailInvalid,
    );
    expect(messageOf(signInInputSchema.safeParse({ email: 'x@y.mv', password: '' }), 'password')).toBe(
      SIGN_IN_MESSAGES.passwordRequired,
    );
    expect(signInInputSchema.parse({ email: 'X@Y.mv', password: 'p' })).toMatchObject({
      email: 'x@y.mv',
      rememberMe: false,
    });
  });

  it('uses the forgot-password messages', () => {
    expect(messageOf(forgotPasswordInputSchema.safeParse({ email: '' }), 'email')).toBe(
      FORGOT_PASSWORD_MESSAGES.emailRequired,
    );
    expect(messageOf(forgotPasswordInputSchema.safeParse({ email: 'nope' }), 'email')).toBe(
      FORGOT_PASSWORD_MESSAGES.emailInvalid,
    );
  });

  it('applies the sign-up password rule and match on reset', () => {
    const base = { token: 't', password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass' };
    expect(resetPasswordInputSchema.safeParse(base).success).toBe(true);
    expect(
      messageOf(resetPasswordInputSchema.safeParse({ ...base, confirmPassword: 'x' }), 'confirmPassword'),
    ).toBe(SIGN_UP_MESSAGES.passwordsDoNotMatch);
    expect(
      messageOf(
        resetPasswordInputSchema.safeParse({ ...base, password: 'weak', confirmPassword: 'weak' }),
        'password',
      ),
    ).toBe(SIGN_UP_MESSAGES.passwordTooShort);
  });
});
