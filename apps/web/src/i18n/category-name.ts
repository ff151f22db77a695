/**
 * Issue #15: a category's name in the page's language. Categories are reference data: the API sends their
 * English name (spec 02 §3); the seeded ones have Dhivehi names in `common.categoryNames`, and a category the
 * admin adds later keeps the name it was given.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function useCategoryName(): (name: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (name: string) => {
      const names = t('categoryNames', { returnObjects: true }) as Record<string, string>;
      return Object.hasOwn(names, name) ? names[name]! : name;
    },
    [t],
  );
}
