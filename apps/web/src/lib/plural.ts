/**
 * Counted nouns ("1 listing", "12 listings") through `Intl.PluralRules`, so the choice of form follows the
 * language's own plural categories rather than `n === 1` (issue #16 item 16). English needs `one` and
 * `other`; a language with more categories (e.g. `two`, `few`) passes them and falls back to `other`.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rulesByLocale = new Map<string, Intl.PluralRules>();

function rulesFor(locale: string): Intl.PluralRules {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

/** The noun form for `count` in `locale` (default English). */
export function pluralForm(count: number, forms: PluralForms, locale = 'en-US'): string {
  return forms[rulesFor(locale).select(count)] ?? forms.other;
}

/** `count` (grouped digits, "1,000") and its noun: `countOf(1, { one: 'listing', other: 'listings' })` → "1 listing". */
export function countOf(count: number, forms: PluralForms, locale = 'en-US'): string {
  return `${count.toLocaleString(locale)} ${pluralForm(count, forms, locale)}`;
}
