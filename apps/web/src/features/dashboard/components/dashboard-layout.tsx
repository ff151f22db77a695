import { Menu, PanelLeftClose, PanelLeftOpen, Plus, Store } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SiteLogo } from '@/components/layout/site-logo';
import { UserMenu } from '@/components/layout/user-menu';
import { SUBMIT_LISTING_PATH } from '@/components/layout/user-nav';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { DashboardNav } from './dashboard-nav';

/** Spec 02 §9: sidebar widths and header height. */
export const SIDEBAR_EXPANDED_PX = 260;
export const SIDEBAR_COLLAPSED_PX = 72;
export const DASHBOARD_HEADER_PX = 64;

interface DashboardLayoutProps {
  children: ReactNode;
  /** Slot for the notification bell (a later issue builds it); nothing is shown until then. */
  notificationBell?: ReactNode;
  /** A notice above the page, e.g. the unconfirmed e-mail banner (from the settings feature). */
  banner?: ReactNode;
}

/**
 * The member dashboard's frame (spec 02 §2): a 64 px top bar (logo → /dashboard, Marketplace, Submit
 * Listing, the avatar menu) and a side menu that collapses from 260 px to 72 px; under 768 px the menu
 * is a left drawer.
 */
export function DashboardLayout({ children, notificationBell, banner }: DashboardLayoutProps) {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const pathname = location.pathname;
  const { t } = useTranslation('dashboard');

  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header
        aria-label={t('layout.header')}
        className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b bg-background px-3 sm:px-4"
      >
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={t('layout.openMenu')}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <Menu aria-hidden="true" />
        </Button>
        <SiteLogo to="/dashboard" compact />
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <Button
            asChild
            variant="ghost"
            size="sm"
            className={cn(pathname === '/marketplace' && 'text-primary')}
          >
            <Link to="/marketplace" aria-label={t('layout.marketplace')}>
              <Store aria-hidden="true" />
              <span className="hidden sm:inline">{t('layout.marketplace')}</span>
            </Link>
          </Button>
          <Button asChild size="sm">
            <Link to={SUBMIT_LISTING_PATH} aria-label={t('layout.submitListing')}>
              <Plus aria-hidden="true" />
              <span className="hidden sm:inline">{t('layout.submitListing')}</span>
            </Link>
          </Button>
          {notificationBell}
          <div className="ms-1">
            <UserMenu />
          </div>
        </div>
      </header>

      <div className="flex flex-1">
        <aside
          style={{ width: collapsed ? SIDEBAR_COLLAPSED_PX : SIDEBAR_EXPANDED_PX }}
          className="sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-e bg-background transition-[width] duration-300 md:flex"
        >
          <div className={cn('flex px-3 pt-3', collapsed ? 'justify-center' : 'justify-end')}>
            <Button
              variant="ghost"
              size="icon"
              aria-label={collapsed ? t('layout.expandSidebar') : t('layout.collapseSidebar')}
              aria-expanded={!collapsed}
              onClick={() => setCollapsed((c) => !c)}
            >
              {collapsed ? (
                <PanelLeftOpen aria-hidden="true" className="rtl:-scale-x-100" />
              ) : (
                <PanelLeftClose aria-hidden="true" className="rtl:-scale-x-100" />
              )}
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <DashboardNav collapsed={collapsed} />
          </div>
        </aside>

        <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
          <SheetContent className="md:hidden">
            <div className="border-b px-4 py-4 pe-12">
              <SheetTitle>{t('layout.menuTitle')}</SheetTitle>
              <SheetDescription className="sr-only">{t('layout.menuDescription')}</SheetDescription>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto">
              <DashboardNav onNavigate={() => setDrawerOpen(false)} />
            </div>
          </SheetContent>
        </Sheet>

        <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <div className="mx-auto w-full max-w-6xl">
            {banner}
            {children}
          </div>
        </main>
      </div>
    </div>
  );
}
