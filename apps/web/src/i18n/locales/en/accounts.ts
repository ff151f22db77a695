/** The `accounts` namespace in English (the source language; spec texts to the letter). `../dv/accounts.ts` has the same keys. */
import { ACCOUNT_TOASTS } from '@marketplace/contract/accounts-messages';

const accounts = {
  /**
   * Spec 01 §8's toasts for accounts, taken from the contract so the English stays exact. Also for the app
   * shell (sign out, access denied): `t('accounts:toasts.loggedOut')`.
   */
  toasts: { ...ACCOUNT_TOASTS, passwordResetFailed: 'Password Reset Failed' },
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
  },
  password: {
    show: 'Show password',
    hide: 'Hide password',
  },
  signUp: {
    dateOfBirth: 'Date of birth',
    dateOfBirthHint: 'DD-MM-YYYY',
    dateOfBirthPlaceholder: 'DD-MM-YYYY',
    dateOfBirthWhy: 'Why we ask for your date of birth',
    mobile: 'Mobile number',
    mobileHint: 'Digits only, e.g. 7771234',
    nationalId: 'National ID number',
    nationalIdAbout: 'About the national ID number',
    nationalIdTip:
      '6-10 letters or digits, as printed on your ID card (e.g. A123456). Only you and our team can see it; it is used to verify sellers.',
    location: 'Location',
    passwordRules: 'Password rules',
    confirmPassword: 'Confirm password',
    instagram: 'Instagram handle',
    instagramPlaceholder: '@username',
    terms: 'I agree to the <terms>Terms of Service</terms> and the <privacy>Privacy Policy</privacy>.',
    submit: 'Create Account',
    submitting: 'Creating your account…',
    haveAccount: 'Already have an account? <action>Sign in</action>',
  },
  signIn: {
    forgotPassword: 'Forgot password?',
    rememberMe: 'Remember me',
    submit: 'Sign In',
    submitting: 'Signing in…',
    newHere: 'New here? <action>Create an account</action>',
  },
  forgotPassword: {
    checkEmailTitle: 'Check Your Email',
    checkEmailText:
      'If an account exists for <email>{{email}}</email>, we have sent a link to reset your password. It may take a few minutes to arrive; check your spam folder too.',
    backToSignIn: 'Back to Sign In',
    useDifferentEmail: 'Use a different email',
    submit: 'Send Reset Link',
    submitting: 'Sending…',
    remembered: 'Remembered it? <action>Back to Sign In</action>',
  },
  resetPassword: {
    requestNewLink: 'Request a new link',
    submit: 'Set New Password',
    submitting: 'Saving…',
    backToSignIn: 'Back to Sign In',
  },
  location: {
    placeholder: 'Select your island',
    search: 'Search islands',
    searchPlaceholder: 'Search islands or atolls',
    loading: 'Loading islands…',
    loadFailed: 'Could not load the list of islands.',
    tryAgain: 'Try again',
    islands: 'Islands',
    noMatch: 'No island matches “{{search}}”.',
  },
};
export default accounts;
