/**
 * Issue #15: the spec's messages in the reader's language. A validation message reaches the page as English
 * text — from the contract's zod schema in the form, or in an API 400's field messages — so it is looked up
 * by its text in the `contract` namespace (built from the contract itself) and shown in the page's language.
 * A text the contract does not know (say, a proxy's error page) is shown as it came.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
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

/** `message` in the language `i18n` shows; unknown texts unchanged. */
export function translateContractMessage(i18n: I18n, message: string): string {
  const key = contractMessageKey(message);
  // The key comes from the namespace's own entries, so it exists; i18next's types cannot see that.
  return key
    ? (i18n.t as (key: string, options: { ns: 'contract' }) => string)(key, { ns: 'contract' })
    : message;
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
