import { STORAGE_KEYS } from '@marketplace/contract/accounts-messages';

/** The e-mail kept by "Remember me" (spec 01 §3: local storage `rememberedUserEmail`), or ''. */
export function readRememberedEmail(): string {
  try {
    return localStorage.getItem(STORAGE_KEYS.rememberedUserEmail) ?? '';
  } catch {
    return '';
  }
}

/** Stores the e-mail when "Remember me" is ticked, and removes any stored one otherwise. */
export function rememberEmail(email: string, remember: boolean): void {
  try {
    if (remember) localStorage.setItem(STORAGE_KEYS.rememberedUserEmail, email);
    else localStorage.removeItem(STORAGE_KEYS.rememberedUserEmail);
  } catch {
    // Private browsing may refuse storage; signing in still works.
  }
}
