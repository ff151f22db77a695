/**
 * Issue #15 item 4: the page's language and the switch's action. The choice is kept in the `lang` cookie
 * (so server-rendered pages come in it) and, for a member, on their profile (so e-mails and notifications
 * use it too).
 */
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  MEMBER_LANGUAGE_PATH,
  DEFAULT_LANGUAGE,
  type Language,
} from '@marketplace/contract/language';
import { useCurrentUser } from '@/hooks/use-current-user';
import { apiRequest } from '@/lib/api-client';
import { applyDocumentLanguage, loadLanguageResources, NAMESPACES } from './i18n';

/** Remembers the choice for a year, for every page of the site (read by the server's page middleware). */
function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/** True when this browser has a remembered choice (the switch or a `?lang=` link set the cookie). */
function hasChosenLanguage(): boolean {
  return document.cookie.split('; ').some((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`));
}

export interface LanguageState {
  language: Language;
  /** Shows the site in `language` at once (its texts are fetched first if needed) and remembers it. */
  setLanguage: (language: Language) => Promise<void>;
}

export function useLanguage(): LanguageState {
  const { i18n } = useTranslation();
  const { user } = useCurrentUser();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const signedIn = Boolean(user);
  const setLanguage = useCallback(
    async (next: Language) => {
      rememberLanguage(next);
      if (!i18n.hasResourceBundle(next, 'common')) {
        const resources = await loadLanguageResources(next);
        for (const namespace of NAMESPACES) {
          i18n.addResourceBundle(next, namespace, resources[namespace], true, true);
        }
      }
      await i18n.changeLanguage(next);
      applyDocumentLanguage(next);
      if (signedIn) {
        // Best effort: the page already shows the language; e-mails follow once this lands.
        await apiRequest(MEMBER_LANGUAGE_PATH, { method: 'PUT', body: { language: next } }).catch(() => {});
      }
    },
    [i18n, signedIn],
  );
  return { language, setLanguage };
}

/**
 * A member who chose a language on one device finds it on another: once signed in, when this browser has no
 * remembered choice (its pages followed Accept-Language), the site switches to the language saved on the
 * member's profile and remembers it. A choice made on this browser is never overridden.
 */
export function useMemberLanguage(): void {
  const { user } = useCurrentUser();
  const { language, setLanguage } = useLanguage();
  const saved = user?.language;
  useEffect(() => {
    // English is every profile's default (members from before issue #15 have it without choosing), so only a
    // saved Dhivehi is a choice to follow.
    if (!saved || saved === DEFAULT_LANGUAGE || saved === language || hasChosenLanguage()) return;
    void setLanguage(saved);
  }, [saved, language, setLanguage]);
}
