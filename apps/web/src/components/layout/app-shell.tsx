import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { useCurrentUser } from '@/hooks/use-current-user';
import { USER_LOGGED_OUT_EVENT } from '@/hooks/use-sign-out';
import { toast } from '@/lib/toast-store';
import { LoadingScreen } from './loading-screen';
import {
  isProtectedPath,
  shouldShowFooter,
  shouldShowHeader,
  signInRequiredMessage,
} from './shell-visibility';
import { SiteFooter } from './site-footer';
import { SiteHeader, type SiteHeaderProps } from './site-header';
import { useMemberLanguage } from '@/i18n/use-language';

interface AppShellProps extends SiteHeaderProps {
  /** The footer's subscribe form (from the mailing-list feature, composed by the root route). */
  footerSubscribeForm: ReactNode;
}

/**
 * The frame around every page (spec 01 §2 "Layout rules"): "Loading Application..." until the first
 * session check finishes, the header and footer where `shouldShowHeader`/`shouldShowFooter` allow,
 * scroll to top on every path change, and the sign-in guard for /dashboard and /admin.
 *
 * Pages with the header render inside this shell's <main>; bare pages (home, accounts, dashboard,
 * admin) bring their own landmarks.
 */
export function AppShell({ footerSubscribeForm, ...headerSlots }: AppShellProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { user, isLoading } = useCurrentUser();
  const { t } = useTranslation();
  const signedIn = Boolean(user);
  const blocked = !isLoading && !signedIn && isProtectedPath(pathname);
  useMemberLanguage();

  // On a path change only: when the app first takes over a server-rendered page, a buyer who has scrolled
  // already (or whose place the browser restored on a reload) stays where they are (issue #37 item 2).
  const scrolledForPath = useRef(pathname);
  useEffect(() => {
    if (scrolledForPath.current === pathname) return;
    scrolledForPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  // A deliberate Log Out on a protected page is not a lost session: remember it until the user is
  // somewhere public again (or signed in).
  const loggedOutOnPurpose = useRef(false);
  useEffect(() => {
    const onLoggedOut = () => {
      loggedOutOnPurpose.current = true;
    };
    window.addEventListener(USER_LOGGED_OUT_EVENT, onLoggedOut);
    return () => window.removeEventListener(USER_LOGGED_OUT_EVENT, onLoggedOut);
  }, []);

  // The browser's guard is for comfort only; the API authorises every call.
  useEffect(() => {
    if (signedIn || !isProtectedPath(pathname)) loggedOutOnPurpose.current = false;
    if (!blocked || loggedOutOnPurpose.current) return;
    toast({ title: signInRequiredMessage(pathname), variant: 'destructive' });
    void navigate('/signin', { replace: true, state: { from: `${pathname}${search}` } });
  }, [blocked, navigate, pathname, search, signedIn]);

  if (isLoading) return <LoadingScreen />;

  const withHeader = shouldShowHeader(pathname);
  const page = blocked ? null : <Outlet />;

  return (
    <div className="flex min-h-dvh flex-col">
      {/* Only where there is a header to skip: the admin area has its own link past its own header, and two
          "Skip to content" links read as a mistake (issue #37 item 4v). */}
      {withHeader ? (
        <a
          href="#main-content"
          className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
        >
          {t('shell.skipToContent')}
        </a>
      ) : null}
      {navigation.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label={t('shell.loadingPage')}
          className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-primary/20"
        >
          <div className="h-full w-1/3 animate-pulse bg-primary" />
        </div>
      ) : null}
      {withHeader ? (
        <>
          <SiteHeader {...headerSlots} />
          <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
            {page}
          </main>
        </>
      ) : (
        <div id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          {page}
        </div>
      )}
      {shouldShowFooter(pathname, signedIn) ? <SiteFooter subscribeForm={footerSubscribeForm} /> : null}
    </div>
  );
}
