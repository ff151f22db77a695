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

/** Spec 01 §9: "Layout animation 0.45 s" — a page entering after a move within the app (ms). */
export const LAYOUT_ANIMATION_MS = 450;

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

  // Spec 01 §9's layout animation (0.45 s), on a move to another page within the app only: a server-rendered
  // first screen shows at once (its largest paint is not delayed), the text is readable throughout (it fades
  // in from 40%, 4 px lower), and nothing moves for a reader who asks for less motion (issue #37 item 4k).
  // `data-entered` names the path once its page has finished entering (browser journeys wait for it before
  // measuring colours or taking pictures).
  const pageRef = useRef<HTMLElement & HTMLDivElement>(null);
  const animatedForPath = useRef(pathname);
  useEffect(() => {
    const element = pageRef.current;
    if (!element) return;
    const entered = () => element.setAttribute('data-entered', pathname);
    if (animatedForPath.current === pathname) {
      entered();
      return;
    }
    animatedForPath.current = pathname;
    if (!element.animate || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      entered();
      return;
    }
    element.removeAttribute('data-entered');
    const animation = element.animate(
      [
        { opacity: 0.4, transform: 'translateY(4px)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: LAYOUT_ANIMATION_MS, easing: 'ease-out' },
    );
    animation.addEventListener('finish', entered);
    animation.addEventListener('cancel', entered);
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
          <main ref={pageRef} id="main-content" tabIndex={-1} className="flex-1 outline-none">
            {page}
          </main>
        </>
      ) : (
        <div ref={pageRef} id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          {page}
        </div>
      )}
      {shouldShowFooter(pathname, signedIn) ? <SiteFooter subscribeForm={footerSubscribeForm} /> : null}
    </div>
  );
}
