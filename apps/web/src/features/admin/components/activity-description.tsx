import type { ActivityLogRow } from '@marketplace/contract/admin';
import { isLanguage, DEFAULT_LANGUAGE } from '@marketplace/contract/language';
import { Trans, useTranslation } from 'react-i18next';
import { useCategoryName } from '@/i18n/category-name';
import { activitySentenceOf, LIST_SEPARATOR, TRANSLATED_FACTS } from '../utils/activity-facts';

/**
 * Issue #37 item 4t: the one place a log row's description is said, in the page's language, from its
 * sentence and facts (`details`). Left-to-right values (e-mails, PD- ids, field keys) keep `dir="ltr"` and
 * members' texts are isolated (`<bdi>`), so they read whole inside a Dhivehi sentence. A row written before
 * the facts were recorded, or missing one, shows its stored English description.
 *
 * Said here rather than on the server: the page's language is the admin's choice of the moment (the switch,
 * `?lang=`), the web app holds both languages' texts and the isolation is markup; the server keeps writing the
 * English description that exports and the text filter read.
 */
export function ActivityDescription({ entry }: { entry: Pick<ActivityLogRow, 'description' | 'details'> }) {
  const { t, i18n } = useTranslation('admin');
  const categoryName = useCategoryName();
  const sentence = activitySentenceOf(entry.details);
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const language = isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;

  if (!sentence) return <FallbackDescription text={entry.description} />;
  const values: Record<string, string | number> = {};
  const words = (i18n.getResource(language, 'admin', 'activityLog.values') ?? {}) as Record<
    string,
    Record<string, string> | undefined
  >;
  for (const [name, value] of Object.entries(sentence.facts)) {
    if ((TRANSLATED_FACTS as readonly string[]).includes(name)) {
      const list = typeof value === 'object' ? value : [String(value)];
      const said = list.map((word) =>
        words[name] && Object.hasOwn(words[name], word) ? words[name][word] : null,
      );
      // A word this page does not know: the stored description says it better.
      if (said.some((word) => word === null)) return <FallbackDescription text={entry.description} />;
      values[name] = said.join(LIST_SEPARATOR[language]);
    } else if (name === 'categoryName') {
      values[name] = categoryName(String(value));
    } else if (name === 'fieldLabel') {
      values[name] = language === 'dv' && sentence.fieldLabelDv ? sentence.fieldLabelDv : String(value);
    } else {
      values[name] = typeof value === 'object' ? value.join(', ') : value;
    }
  }
  return (
    <Trans
      t={t}
      i18nKey={`activityLog.events.${sentence.event}`}
      values={values}
      count={typeof values.count === 'number' ? values.count : undefined}
      components={{ ltr: <span dir="ltr" className="wrap-anywhere" />, name: <bdi /> }}
    />
  );
}

/** The stored English description, its own direction inside a Dhivehi page. */
function FallbackDescription({ text }: { text: string }) {
  return (
    <span dir="auto" lang="en">
      {text}
    </span>
  );
}
