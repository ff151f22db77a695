/**
 * Issue #15 item 4: the language a page is served in. `?lang=dv` (a shared link) wins and is remembered in
 * the `lang` cookie; then the cookie (the visitor's earlier choice, also written by the app's switch); then
 * the browser's Accept-Language on a first visit; English otherwise. Hono's own language detector does the
 * parsing (q-values, `dv-MV` → `dv`).
 */
import type { MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import { languageDetector } from 'hono/language';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_QUERY_PARAMETER,
  LANGUAGES,
  type Language,
} from '@marketplace/contract/language';
import type { AppEnv } from './hono-env';

const detect = languageDetector({
  order: ['querystring', 'cookie', 'header'],
  lookupQueryString: LANGUAGE_QUERY_PARAMETER,
  lookupCookie: LANGUAGE_COOKIE,
  supportedLanguages: [...LANGUAGES],
  fallbackLanguage: DEFAULT_LANGUAGE,
  ignoreCase: true,
  // Only a link's `?lang=` is written to the cookie below; a browser's header is followed, not stored.
  caches: false,
});

/** Sets `c.get('language')` for the page routes; a valid `?lang=` also sets the cookie for a year. */
export const pageLanguage: MiddlewareHandler<AppEnv> = async (c, next) =>
  detect(c, async () => {
    const fromLink = c.req.query(LANGUAGE_QUERY_PARAMETER)?.toLowerCase();
    if (isLanguage(fromLink)) {
      setCookie(c, LANGUAGE_COOKIE, fromLink, {
        path: '/',
        maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
        sameSite: 'Lax',
      });
    }
    await next();
  });

/**
 * Issue #15: for an API request made from a page (sign-up), sets `c.get('language')` to the language that
 * page was shown in: the `lang` cookie the page set, else the browser's Accept-Language; English otherwise.
 * Unlike `pageLanguage` it reads no `?lang=` and writes no cookie.
 */
export const formLanguage: MiddlewareHandler<AppEnv> = languageDetector({
  order: ['cookie', 'header'],
  lookupCookie: LANGUAGE_COOKIE,
  supportedLanguages: [...LANGUAGES],
  fallbackLanguage: DEFAULT_LANGUAGE,
  ignoreCase: true,
  caches: false,
});

/** The language `pageLanguage` chose for this request (English where it did not run). */
export function requestLanguage(language: unknown): Language {
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
