import type { ListingAttribute } from '@marketplace/contract/category-fields-messages';
import { DEFAULT_LANGUAGE, isLanguage } from '@marketplace/contract/language';
import { useTranslation } from 'react-i18next';

/**
 * Issue #39: what describes the item in its category ("Make: Honda", "Year: 2019", "Engine: 110 cc") as a
 * labelled list under the facts, in the page's language (the API gives each label and value in both).
 * Nothing when the listing has no values.
 */
export function ListingAttributes({ attributes }: { attributes: readonly ListingAttribute[] }) {
  const { t, i18n } = useTranslation('listings');
  if (attributes.length === 0) return null;
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <section aria-labelledby="listing-details-heading" className="grid gap-2 border-t pt-4">
      <h2 id="listing-details-heading" className="text-base font-semibold">
        {t('shared.details')}
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        {attributes.map((attribute) => (
          <div key={attribute.key} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{attribute.label[language]}</dt>
            {/* Isolated, so "32 ft" reads left to right on a Dhivehi page yet lines up with its label. */}
            <dd className="break-words text-sm font-medium">
              <bdi>{attribute.text[language]}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
