import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteConfig } from '@/hooks/use-site-config';
import { cn } from '@/lib/utils';
import { SiteLogo } from './site-logo';

interface AuthCardLayoutProps {
  title: string;
  description?: ReactNode;
  /** `wide` for the sign-up form's two columns. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/**
 * The frame of the accounts pages (/signup, /signin, /forgot-password, /reset-password), which have no
 * header or footer (spec 01 §2): a centred card under the logo, which links home.
 */
export function AuthCardLayout({ title, description, width = 'narrow', children }: AuthCardLayoutProps) {
  const { siteName } = useSiteConfig();
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-accent via-background to-background px-4 py-8 sm:py-12">
      <title>{t('pageTitle', { title, siteName })}</title>
      <SiteLogo to="/" className="mb-6" />
      <div
        className={cn(
          'w-full rounded-xl border bg-card p-5 shadow-sm sm:p-8',
          width === 'wide' ? 'max-w-2xl' : 'max-w-md',
        )}
      >
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description ? <p className="mt-2 text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {children}
      </div>
      <p className="mt-6 text-xs text-muted-foreground">
        <Trans
          t={t}
          i18nKey="authCard.browseWithoutAccount"
          components={{
            action: <Link to="/marketplace" className="underline-offset-4 hover:underline" />,
          }}
        />
      </p>
    </main>
  );
}
