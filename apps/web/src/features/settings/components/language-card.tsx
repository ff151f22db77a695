import { LANGUAGE_NAMES, LANGUAGES } from '@marketplace/contract/language';
import { Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useLanguage } from '@/i18n/use-language';
import { cn } from '@/lib/utils';

/**
 * Settings → Language (issue #15 item 4): the member's language, shown at once and remembered — in the
 * `lang` cookie and on their profile (`PUT /api/me/language`), so e-mails and notifications use it too.
 * Each choice is written in its own language (English, ދިވެހި), as the header's switch shows them.
 */
export function LanguageCard() {
  const { t } = useTranslation('settings');
  const { language, setLanguage } = useLanguage();
  const [switching, setSwitching] = useState(false);
  const name = useId();
  const descriptionId = `${name}-description`;

  return (
    <Card id="settings-language" className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Languages aria-hidden="true" className="h-5 w-5 text-primary" />
          {t('language.title')}
        </CardTitle>
        <CardDescription id={descriptionId}>{t('language.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset aria-describedby={descriptionId} aria-busy={switching} className="grid gap-2">
          <legend className="sr-only">{t('language.choice')}</legend>
          <div className="flex flex-wrap gap-3">
            {LANGUAGES.map((option) => {
              const id = `${name}-${option}`;
              const checked = option === language;
              return (
                <label
                  key={option}
                  htmlFor={id}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-4 py-2 text-sm font-medium has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring',
                    checked ? 'border-primary bg-accent text-accent-foreground' : 'border-input',
                  )}
                >
                  <input
                    id={id}
                    type="radio"
                    name={name}
                    value={option}
                    checked={checked}
                    disabled={switching}
                    onChange={() => {
                      setSwitching(true);
                      void setLanguage(option).finally(() => setSwitching(false));
                    }}
                    className="h-4 w-4 accent-primary"
                  />
                  <span lang={option}>{LANGUAGE_NAMES[option]}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      </CardContent>
    </Card>
  );
}
