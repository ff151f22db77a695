import {
  BarChart3,
  Gauge,
  History,
  LayoutDashboard,
  ListChecks,
  ListTree,
  Loader2,
  Megaphone,
  Menu,
  MessageSquareQuote,
  Search,
  Settings2,
  ShieldAlert,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { fullNameOf, UserAvatar } from '@/components/layout/user-avatar';
import { SiteLogo } from '@/components/layout/site-logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useCurrentUser } from '@/hooks/use-current-user';
import { cn } from '@/lib/utils';
import { useAdminGuard } from '../hooks/use-admin-guard';

/**
 * The admin area's pages. `also` lists other paths that belong to the same entry: /admin shows the overview.
 */
const NAV_ITEMS = [
  { to: '/admin/overview', label: 'overview', icon: Gauge, also: ['/admin'] },
  { to: '/admin/listings', label: 'listings', icon: ListChecks },
  { to: '/admin/users', label: 'users', icon: Users },
  { to: '/admin/moderation', label: 'moderation', icon: ShieldAlert },
  { to: '/admin/reports', label: 'reports', icon: BarChart3 },
  { to: '/admin/activity-log', label: 'activityLog', icon: History },
  { to: '/admin/marketing-tools', label: 'marketingTools', icon: Megaphone },
  { to: '/admin/management/content', label: 'testimonials', icon: MessageSquareQuote },
  { to: '/admin/management/search', label: 'searchSynonyms', icon: Search },
  { to: '/admin/management/categories', label: 'categoryFields', icon: ListTree },
  { to: '/admin/management/roles', label: 'roles', icon: ShieldCheck },
  { to: '/admin/management/system', label: 'system', icon: Settings2 },
] as const;

function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    <nav aria-label={t('layout.navLabel')} className="grid gap-1">
      {NAV_ITEMS.map((item) => {
        const Icon = item.icon;
        const active =
          path === item.to ||
          path.startsWith(`${item.to}/`) ||
          ('also' in item && (item.also as readonly string[]).includes(path));
        return (
          <Link
            key={item.to}
            to={item.to}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              active ? 'bg-primary text-primary-foreground' : 'hover:bg-accent hover:text-accent-foreground',
            )}
          >
            <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t(`layout.nav.${item.label}`)}
          </Link>
        );
      })}
    </nav>
  );
}

function UserDashboardLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Button asChild variant="outline" size="sm" className="w-full justify-start">
      <Link to="/dashboard" onClick={onNavigate}>
        <LayoutDashboard aria-hidden="true" />
        {t('shared.goToUserDashboard')}
      </Link>
    </Button>
  );
}

/**
 * The admin frame (spec 02 §2 Admin routes): a 64 px top bar with the logo and the admin's name, a 260 px
 * sidebar from md up and a left drawer (menu button) below 768 px, then the page. Renders only a spinner
 * until the admin check passes.
 */
export function AdminLayout({
  children,
  notificationBell,
}: {
  children: ReactNode;
  /** The notification bell (from the notifications feature, composed by the route). */
  notificationBell?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const access = useAdminGuard();
  const { user } = useCurrentUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);

  if (access !== 'allowed' || !user) {
    return (
      <div role="status" className="flex min-h-dvh items-center justify-center gap-2 text-muted-foreground">
        <Loader2 className="h-6 w-6 animate-spin text-primary" aria-hidden="true" />
        <span className="sr-only">{t('layout.checkingAccess')}</span>
      </div>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <a
        href="#admin-content"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t('layout.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 flex h-16 shrink-0 items-center justify-between gap-3 border-b bg-background px-4">
        <div className="flex min-w-0 items-center gap-2">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t('layout.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu aria-hidden="true" />
          </Button>
          <SiteLogo to="/admin" compact />
          <span className="rounded-md bg-secondary px-2 py-0.5 text-xs font-semibold uppercase tracking-wide">
            {t('shared.admin')}
          </span>
        </div>
        <div className="flex min-w-0 items-center gap-2">
          {notificationBell}
          <span className="hidden truncate text-sm font-medium sm:inline" dir="auto">
            {fullNameOf(user) || user.email}
          </span>
          <UserAvatar user={user} />
        </div>
      </header>

      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
        <SheetContent aria-describedby={undefined} className="gap-4 overflow-y-auto p-4 pt-12">
          <SheetTitle>{t('layout.menuTitle')}</SheetTitle>
          <SheetDescription className="sr-only">{t('layout.menuDescription')}</SheetDescription>
          <AdminNav onNavigate={closeDrawer} />
          <div className="mt-auto">
            <UserDashboardLink onNavigate={closeDrawer} />
          </div>
        </SheetContent>
      </Sheet>

      <div className="flex flex-1">
        <aside className="hidden w-[260px] shrink-0 flex-col gap-4 border-e bg-background p-4 md:sticky md:top-16 md:flex md:h-[calc(100dvh-4rem)]">
          <AdminNav />
          <div className="mt-auto">
            <UserDashboardLink />
          </div>
        </aside>
        <main id="admin-content" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
