/**
 * The web app's i18n (issue #15, decision 028): i18next with react-i18next. One instance per page load in the
 * browser (`startI18n`), one per render on the server (`createI18n` in entry-server.tsx); each holds only
 * the language it shows. A language's texts are their own chunk (`loadLanguageResources`), fetched beside
 * the route's code before hydration, so English readers never download Dhivehi and the reverse.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  textDirection,
  type Language,
} from '@marketplace/contract/language';
import type { Resources } from './locales/en';
import type { Translation } from './translation';

export type LanguageResources = Resources | Translation<Resources>;

/** Every namespace, in the order the locale index lists them. */
export const NAMESPACES = [
  'common',
  'contract',
  'admin',
  'listings',
  'accounts',
  'settings',
  'dashboard',
  'earlyAccess',
  'mailingList',
  'marketplace',
  'home',
  'sellers',
  'saved',
  'savedSearches',
  'sitePages',
  'reviews',
  'conversations',
  'offers',
  'notifications',
  'safety',
  'maintenance',
] as const satisfies readonly (keyof Resources)[];

/** A language's texts: a chunk of its own (≈ the size of the app's words, cached like any asset). */
export async function loadLanguageResources(language: Language): Promise<LanguageResources> {
  if (language === 'dv') return (await import('./locales/dv')).dv;
  return (await import('./locales/en')).en;
}

/** i18next's options for one language whose texts are at hand: initialised synchronously. */
function options(language: Language, resources: LanguageResources) {
  return {
    lng: language,
    // Both languages have every key (the type and locales.test.ts check it): nothing to fall back to.
    fallbackLng: false as const,
    // Every language the site has, though only `language`'s texts are loaded: with `[language]` alone, i18next
    // resolves nothing after a switch (the language switch, `showInDhivehi`) and shows the keys.
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common' as const,
    resources: { [language]: resources },
    // React escapes what it renders; escaping here too would show `&amp;` in the page.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  };
}

/** A new i18next instance showing `language` (the server makes one per render). */
export function createI18n(language: Language, resources: LanguageResources): I18n {
  const instance = i18next.createInstance();
  void instance.init(options(language, resources));
  return instance;
}

/**
 * The browser's instance: the global one react-i18next's `useTranslation` reads when no provider is given.
 * Called once, before the first render, with the language the server rendered the page in.
 */
export function startI18n(language: Language, resources: LanguageResources): I18n {
  void i18next.use(initReactI18next).init(options(language, resources));
  return i18next;
}

/** The language the server rendered this page in (`<html lang>`), English when unknown. */
export function documentLanguage(): Language {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Sets `<html lang dir>` and loads the Thaana font for Dhivehi (only then: English readers never pay for it). */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = textDirection(language);
  if (language === 'dv') loadThaanaFont();
}

let thaanaFontRequested = false;
/** Noto Sans Thaana (Thaana subset, 400 and 700, `font-display: swap`), as a stylesheet chunk of its own. */
export function loadThaanaFont(): void {
  if (thaanaFontRequested) return;
  thaanaFontRequested = true;
  import('./thaana-font.css').catch(() => {
    thaanaFontRequested = false; // The system's Thaana font shows meanwhile; the next switch retries.
  });
}
