import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSiteConfig } from '@/hooks/use-site-config';

/** Catch-all for unknown paths (the spec leaves it open): a friendly 404 with a way back. */
export function Component() {
  const { siteName } = useSiteConfig();
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <title>{t('pageTitle', { title: t('notFound.title'), siteName })}</title>
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-accent text-primary">
        <Compass aria-hidden="true" className="h-8 w-8" />
      </span>
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">404</p>
      <h1 className="text-3xl font-bold tracking-tight">{t('notFound.heading')}</h1>
      <p className="text-muted-foreground">{t('notFound.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/marketplace">{t('notFound.browse')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
      </div>
    </section>
  );
}
