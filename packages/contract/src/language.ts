/**
 * Issue #15: the marketplace's two languages. English carries the specs' texts to the letter; Dhivehi
 * (`dv`, Thaana script, right to left) is the second, complete language. No zod here: the app shell, the
 * boot script and the API's page middleware import these constants.
 */

/** Every language the marketplace is offered in, English first (the fallback). */
export const LANGUAGES = ['en', 'dv'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of a first visit whose browser asks for none we offer. */
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The cookie that remembers a visitor's choice (a year), so server-rendered pages come in that language.
 * Also the query parameter that makes a link open in a language (`/item/abc?lang=dv`): shareable links.
 */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_QUERY_PARAMETER = 'lang';
/** How long the language cookie lasts, in seconds (365 days). */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Each language's own name for itself, shown by the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', dv: 'ދިވެހި' };

/** `rtl` for Dhivehi (Thaana is written right to left), `ltr` for English. */
export function textDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'dv' ? 'rtl' : 'ltr';
}

/** True for a language code the marketplace is offered in. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `PUT` with `{ language }`: a member's saved language, used for their e-mails and notifications. */
export const MEMBER_LANGUAGE_PATH = '/api/me/language';

/**
 * The 400 of `PUT /api/me/language` for anything but a language we offer. The app's switch only sends
 * `en` or `dv`, so no page shows it; it is a plain constant (not in a `*_MESSAGES` group) for that reason.
 */
export const MEMBER_LANGUAGE_INVALID_MESSAGE = 'Choose English or Dhivehi.';
