import { MAINTENANCE_ANIMATION_SECONDS, MAINTENANCE_MESSAGES } from '@marketplace/contract/site-settings';
import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/layout/page-meta';
import { useContractMessage } from '@/i18n/contract-messages';

/**
 * The full-page maintenance notice (spec 01 §1, §9), word for word, with a gentle bounce on a 2.5 s cycle
 * that stops for people who ask for reduced motion.
 */
export function MaintenanceNotice() {
  const { t } = useTranslation('maintenance');
  const message = useContractMessage();
  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-accent via-background to-background px-4 py-12 text-center"
    >
      <PageMeta title={t('notice.title')} description={message(MAINTENANCE_MESSAGES.text)} />
      <span
        data-testid="maintenance-animation"
        style={{ animationDuration: `${MAINTENANCE_ANIMATION_SECONDS}s` }}
        className="flex h-20 w-20 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg motion-safe:animate-bounce"
      >
        <Construction aria-hidden="true" className="h-10 w-10" />
      </span>
      <h1 className="mt-8 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {message(MAINTENANCE_MESSAGES.heading)}
      </h1>
      <p className="mt-4 max-w-lg text-lg text-muted-foreground">{message(MAINTENANCE_MESSAGES.text)}</p>
    </main>
  );
}
