import { Menu, Plus, Search, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useSiteConfig } from '@/hooks/use-site-config';
import { cn } from '@/lib/utils';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { SiteLogo } from './site-logo';
import { UserMenu } from './user-menu';
import { SUBMIT_LISTING_PATH } from './user-nav';

/** Spec 01 §9: navbar height. */
export const NAVBAR_HEIGHT_PX = 68;

/** Spec 01 §2: the mobile header shows one of these at a time. */
export type MobileHeaderMode = 'menu' | 'notifications' | 'closed';

export interface SiteHeaderProps {
  /**
   * Slot for the notification bell with its unread dot and panel (desktop, signed in). A later issue
   * builds it in features/notifications and passes it from the root route; nothing is shown until then.
   */
  notificationBell?: ReactNode;
  /**
   * Slot for the mobile notifications toggle and panel (signed in only, spec 01 §2): `icon` is the bell with
   * its unread dot, `panel` the latest five. A later issue supplies both; the toggle appears once given.
   */
  mobileNotifications?: { icon: ReactNode; panel: ReactNode };
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    isActive ? 'text-primary' : 'text-foreground/80',
  );

/**
 * The global header (spec 01 §2 "Header", "Header, mobile"), 68 px high and sticky. Which pages show it
 * is decided by `shouldShowHeader`.
 */
export function SiteHeader({ notificationBell, mobileNotifications }: SiteHeaderProps) {
  const { user } = useCurrentUser();
  const { productNoun } = useSiteConfig();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const menuId = useId();
  const searchId = useId();
  const notificationsId = useId();

  // The mobile mode belongs to the location it was opened at: any route or query change closes it
  // (spec 01 §2) without an effect.
  const locationKey = `${pathname}${search}`;
  const [opened, setOpened] = useState<{ mode: MobileHeaderMode; at: string }>({ mode: 'closed', at: '' });
  const mode: MobileHeaderMode = opened.at === locationKey ? opened.mode : 'closed';
  const setMode = (next: MobileHeaderMode) => setOpened({ mode: next, at: locationKey });
  const [searchOpen, setSearchOpen] = useState(false);

  const showMobileNotifications = Boolean(user && mobileNotifications);

  return (
    <header
      aria-label={t('header.label')}
      className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && mode !== 'closed') setMode('closed');
      }}
    >
      <div className="mx-auto flex h-[68px] max-w-7xl items-center gap-3 px-4 sm:px-6">
        <SiteLogo />

        <HeaderSearch className="mx-4 hidden max-w-md flex-1 md:block" />

        {/* Desktop navigation */}
        <nav aria-label={t('header.mainNav')} className="ms-auto hidden items-center gap-1 md:flex">
          <NavLink to="/marketplace" className={navLinkClass}>
            {t('nav.marketplace')}
          </NavLink>
          {user ? (
            <>
              <Button asChild size="sm" className="ms-1">
                <Link to={SUBMIT_LISTING_PATH}>
                  <Plus aria-hidden="true" />
                  {t('nav.submitListing')}
                </Link>
              </Button>
              {notificationBell}
              <div className="ms-1">
                <UserMenu />
              </div>
            </>
          ) : (
            <>
              <NavLink to="/about" className={navLinkClass}>
                {t('nav.aboutProduct', { product: productNoun })}
              </NavLink>
              <NavLink to="/signin" className={navLinkClass}>
                {t('nav.signIn')}
              </NavLink>
              <Button asChild size="sm" className="ms-1">
                <Link to="/signup">{t('nav.getStarted')}</Link>
              </Button>
            </>
          )}
          <LanguageSwitch />
        </nav>

        {/* Mobile controls */}
        <div className="ms-auto flex items-center gap-1 md:hidden">
          <Button
            variant="ghost"
            size="icon"
            aria-label={searchOpen ? t('header.closeSearch') : t('header.openSearch')}
            aria-expanded={searchOpen}
            aria-controls={searchId}
            onClick={() => {
              setSearchOpen((open) => !open);
              setMode('closed');
            }}
          >
            {searchOpen ? <X aria-hidden="true" /> : <Search aria-hidden="true" />}
          </Button>
          {showMobileNotifications ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={
                mode === 'notifications' ? t('header.closeNotifications') : t('header.openNotifications')
              }
              aria-expanded={mode === 'notifications'}
              aria-controls={notificationsId}
              onClick={() => setMode(mode === 'notifications' ? 'closed' : 'notifications')}
            >
              {mobileNotifications?.icon}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            aria-label={mode === 'menu' ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={mode === 'menu'}
            aria-controls={menuId}
            onClick={() => setMode(mode === 'menu' ? 'closed' : 'menu')}
          >
            {mode === 'menu' ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>

      {searchOpen ? (
        <div id={searchId} className="border-t px-4 py-3 md:hidden">
          <HeaderSearch autoFocus onSearched={() => setSearchOpen(false)} />
        </div>
      ) : null}

      {mode === 'menu' ? (
        <div className="max-h-[calc(100dvh-68px)] overflow-y-auto md:hidden">
          <MobileMenu id={menuId} onNavigate={() => setMode('closed')} />
        </div>
      ) : null}

      {mode === 'notifications' && showMobileNotifications ? (
        // The panel scrolls its own list and keeps its "View all notifications" link in sight.
        <div id={notificationsId} className="border-t md:hidden">
          {mobileNotifications?.panel}
        </div>
      ) : null}
    </header>
  );
}
