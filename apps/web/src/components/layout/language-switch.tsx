/**
 * Issue #15 item 4: the language switch, in the header, the mobile menu and the footer. A real link per
 * language (`?lang=dv`), so it works before the app's code has loaded and with JavaScript off (the server
 * remembers the choice); with the app running, it switches in place without a reload.
 *
 * Each link shows the language's own name, marked with its `lang` so it is read in that language, followed
 * for screen readers by the name in the page's language ("ދިވެހި (Dhivehi)"): the accessible name holds the
 * visible text and can be spoken by a voice that has no Thaana. The group is named "Language".
 */
import { Languages } from 'lucide-react';
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

/** The link's colours: `light` on the white header and menu, `dark` on the footer's slate (contrast kept on hover). */
const TONE_CLASS = {
  light:
    'text-foreground/80 hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring focus-visible:ring-offset-background',
  dark: 'text-slate-100 hover:bg-slate-800 hover:text-white focus-visible:ring-white focus-visible:ring-offset-slate-900',
} as const;

export interface LanguageSwitchProps {
  className?: string;
  /** `dark` on a dark background (the footer). */
  tone?: keyof typeof TONE_CLASS;
}

export function LanguageSwitch({ className, tone = 'light' }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const location = useLocation();
  return (
    <div
      role="group"
      aria-label={t('language.switchLabel')}
      className={cn('flex items-center gap-1 text-sm', className)}
    >
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <a
          key={other}
          href={addressIn(other, location.pathname, location.search)}
          hrefLang={other}
          title={t('language.switchTo', { language: t(`language.names.${other}`) })}
          className={cn(
            'inline-flex min-h-11 min-w-11 items-center gap-2 whitespace-nowrap rounded-md px-3 font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2',
            TONE_CLASS[tone],
          )}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
              return;
            event.preventDefault();
            void setLanguage(other);
          }}
        >
          <Languages aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span lang={other} dir="auto">
            {LANGUAGE_NAMES[other]}
          </span>
          {/* The space between the names is outside the hidden part, so every browser keeps it. */}{' '}
          <span className="sr-only">({t(`language.names.${other}`)})</span>
        </a>
      ))}
    </div>
  );
}
