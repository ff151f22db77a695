import { SIGN_UP_MESSAGES } from '@marketplace/contract/accounts-messages';

/** The password rule of spec 01 §5 in plain words, for hints and tooltips. */
export const PASSWORD_RULE_HINT =
  'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.';

/** "Passwords do not match." while typing, once both boxes have text (spec 01 §5); otherwise undefined. */
export function livePasswordMismatch(
  password: string | undefined,
  confirm: string | undefined,
): string | undefined {
  return password && confirm && password !== confirm ? SIGN_UP_MESSAGES.passwordsDoNotMatch : undefined;
}
