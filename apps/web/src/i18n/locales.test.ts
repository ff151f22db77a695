/**
 * Issue #15 item 1: both languages are complete. Fails when a key is in one language and not the other, a
 * text is empty, the two disagree on `{{placeholders}}` (a name or a number would vanish from a sentence),
 * or a Dhivehi text has no Thaana in it (an English text copied across, not translated).
 */
import { describe, expect, it } from 'vitest';
import { dv } from './locales/dv';
import { en } from './locales/en';

/** Every `path → text` of a resource tree. */
function texts(tree: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of texts(value as object, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();
const THAANA = /[\u0780-\u07BF]/;
/** Texts that are the same in both languages: names, codes and marks. */
const SAME_IN_BOTH =
  /^(?:[\s\d.,:;!?()+\-–—/·•×…%★#@"'’]*|MVR[\s\d,.{}\w]*|PD-[\w{}]*|\{\{\s*\w+\s*\}\}[\s\S]*?|[A-Z]{2,}|Instagram|Facebook|TikTok|WhatsApp|Viber|Email|E-mail)$/;

describe('the Dhivehi and English texts', () => {
  const english = texts(en);
  const dhivehi = texts(dv);

  it('have the same keys', () => {
    expect([...dhivehi.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !dhivehi.has(key))).toEqual([]);
  });

  it('are never empty', () => {
    const empty = [...english, ...dhivehi].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('keep every placeholder of the English text', () => {
    const differing = [...english]
      .filter(
        ([key, text]) =>
          dhivehi.has(key) && placeholders(text).join() !== placeholders(dhivehi.get(key)!).join(),
      )
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('are written in Thaana, except names and marks that read the same in both', () => {
    const untranslated = [...dhivehi]
      .filter(([, text]) => !THAANA.test(text) && !SAME_IN_BOTH.test(text.trim()))
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });
});
