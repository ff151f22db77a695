import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * Shown when a route fails to load or render — most often a stale page asking for a code chunk that a
 * new deploy replaced, which a reload fixes.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold">{t('routeError.title')}</h1>
      <p className="text-muted-foreground">{t('routeError.text')}</p>
      {detail ? <p className="text-sm text-muted-foreground">{detail}</p> : null}
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <Button asChild variant="outline">
          <Link to="/">{t('routeError.goHome')}</Link>
        </Button>
      </div>
    </div>
  );
}
