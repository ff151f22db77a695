import { PartyPopper } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SiteLogo } from '@/components/layout/site-logo';
import { Button } from '@/components/ui/button';
import type { EarlyAccessSuccessState } from './early-access-form';

function firstNameFrom(state: unknown): string {
  const name = (state as EarlyAccessSuccessState | null)?.firstName;
  return typeof name === 'string' ? name.trim() : '';
}

/** /early-access-success (spec 01 §2): thanks, greeting the first name passed in navigation state if any. */
export function EarlyAccessSuccessPage() {
  const firstName = firstNameFrom(useLocation().state);
  const { t } = useTranslation('earlyAccess');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-accent via-background to-background px-4 py-12 text-center">
      <SiteLogo to="/" className="mb-8" />
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <PartyPopper aria-hidden="true" className="h-8 w-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {firstName ? (
          <Trans
            t={t}
            i18nKey="success.thanksName"
            values={{ name: firstName }}
            components={{ name: <bdi /> }}
          />
        ) : (
          t('success.thanks')
        )}
      </h1>
      <p className="mt-3 max-w-md text-muted-foreground">{t('success.text')}</p>
      <div className="mt-8 flex w-full max-w-sm flex-col gap-3 sm:w-auto sm:max-w-none sm:flex-row">
        <Button asChild>
          <Link to="/marketplace">{t('success.browse')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t('success.home')}</Link>
        </Button>
      </div>
    </main>
  );
}
