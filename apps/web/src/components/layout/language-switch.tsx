/**
 * Issue #15 item 4: the language switch, in the header, the mobile menu and the footer. A real link per
 * language (`?lang=dv`), so it works before the app's code has loaded and with JavaScript off (the server
 * remembers the choice); with the app running, it switches in place without a reload.
 */
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_NAMES,
  LANGUAGE_QUERY_PARAMETER,
  LANGUAGES,
  type Language,
} from '@marketplace/contract/language';
import { useLanguage } from '@/i18n/use-language';
import { cn } from '@/lib/utils';

/** The current address with `?lang=` set: where the switch goes without JavaScript. */
function addressIn(language: Language, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_QUERY_PARAMETER, language);
  return `${pathname}?${params.toString()}`;
}

export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const location = useLocation();
  return (
    <div className={cn('flex items-center gap-1 text-sm', className)}>
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <a
          key={other}
          href={addressIn(other, location.pathname, location.search)}
          lang={other}
          hrefLang={other}
          title={t('language.switchTo', { language: LANGUAGE_NAMES[other] })}
          className="inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-accent focus-visible:outline-2"
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            void setLanguage(other);
          }}
        >
          {LANGUAGE_NAMES[other]}
        </a>
      ))}
    </div>
  );
}
