/**
 * Issue #15: a category's name in the page's language. Categories are reference data: the API sends their
 * English name (spec 02 §3); the seeded ones have Dhivehi names in `common.categoryNames`, and a category the
 * admin adds later keeps the name it was given.
 *
 * The names are read as the stored object (`getResource`), not through `t(…, { returnObjects: true })`,
 * which translates every name of the table on each call: a browse page names a category on each of its 12
 * cards and in its filters, and that was a tenth of the server's render time (issue #12 §3).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function useCategoryName(): (name: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (name: string) => {
      const names = i18n.getResource(language, 'common', 'categoryNames') as Record<string, string> | undefined;
      return names && Object.hasOwn(names, name) ? names[name]! : name;
    },
    [i18n, language],
  );
}
