import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SiteLogo } from '@/components/layout/site-logo';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/hooks/use-current-user';

/** The home page's own bar (the global header is hidden on /): logo, Marketplace, and the account entry. */
export function HomeTopBar() {
  const { user } = useCurrentUser();
  const { t } = useTranslation('home');
  return (
    <header aria-label={t('topBar.label')} className="absolute inset-x-0 top-0 z-30">
      <div className="mx-auto flex h-[68px] max-w-7xl items-center gap-2 px-4 sm:px-6">
        <SiteLogo compact className="text-white" />
        <nav aria-label={t('topBar.label')} className="ms-auto flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="sm" className="text-white hover:bg-white/15 hover:text-white">
            <Link to="/marketplace">{t('topBar.marketplace')}</Link>
          </Button>
          {user ? (
            <Button asChild size="sm" className="bg-white text-primary hover:bg-white/90">
              <Link to="/dashboard">{t('topBar.dashboard')}</Link>
            </Button>
          ) : (
            <>
              <Button
                asChild
                variant="ghost"
                size="sm"
                className="text-white hover:bg-white/15 hover:text-white"
              >
                <Link to="/signin">{t('topBar.signIn')}</Link>
              </Button>
              <Button asChild size="sm" className="bg-white text-primary hover:bg-white/90">
                <Link to="/signup">{t('topBar.getStarted')}</Link>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
