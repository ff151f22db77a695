/**
 * Issue #15: the spec's messages in the reader's language. A validation message reaches the page as English
 * text — from the contract's zod schema in the form, or in an API 400's field messages — so it is looked up
 * by its text in the `contract` namespace (built from the contract itself) and shown in the page's language.
 * The app's own messages made outside React in English (`lib/app-messages.ts`: the API client's offline and
 * network errors, the offline write toast) are looked up the same way, in the `common` namespace. A text
 * neither knows (say, a proxy's error page) is shown as it came.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { APP_MESSAGES } from '@/lib/app-messages';
import contract from './locales/en/contract';

let keysByText: Map<string, string> | undefined;

/** The `contract` key (`LISTING_MESSAGES.nameRequired`) of an English message text, if it is one. */
export function contractMessageKey(text: string): string | undefined {
  if (!keysByText) {
    keysByText = new Map();
    const add = (entries: object, prefix: string) => {
      for (const [name, value] of Object.entries(entries)) {
        const key = `${prefix}.${name}`;
        if (typeof value === 'object' && value !== null) add(value as object, key);
        else if (typeof value === 'string' && !keysByText!.has(value)) keysByText!.set(value, key);
      }
    };
    for (const [group, messages] of Object.entries(contract)) add(messages, group);
  }
  return keysByText.get(text);
}

let appKeysByText: Map<string, string> | undefined;

/** The `common` key (`appMessages.offlineWrite`) of one of the app's own English messages, if it is one. */
export function appMessageKey(text: string): string | undefined {
  appKeysByText ??= new Map(
    Object.entries(APP_MESSAGES).map(([name, message]) => [message, `appMessages.${name}`]),
  );
  return appKeysByText.get(text);
}

/** `message` in the language `i18n` shows; unknown texts unchanged. */
export function translateContractMessage(i18n: I18n, message: string): string {
  // The keys come from the English namespaces' own entries; i18next's types cannot see that. A language
  // whose text is missing (never in a release: locales.test.ts) shows the English rather than the key.
  const t = i18n.t as (key: string, options: { ns: 'contract' | 'common'; defaultValue: string }) => string;
  const key = contractMessageKey(message);
  if (key) return t(key, { ns: 'contract', defaultValue: message });
  const appKey = appMessageKey(message);
  return appKey ? t(appKey, { ns: 'common', defaultValue: message }) : message;
}

/**
 * A function that shows a contract message (English text) in the page's language, e.g. for a field error:
 * `const message = useContractMessage(); … message(errors.name?.message)`.
 */
export function useContractMessage(): <T extends string | undefined>(message: T) => T {
  // `t` changes with the language, so the callback does too and its users render again.
  const { t, i18n } = useTranslation('contract');
  return useCallback(
    <T extends string | undefined>(message: T): T =>
      (message === undefined || !t ? message : translateContractMessage(i18n, message)) as T,
    [t, i18n],
  );
}
