import {
  ChevronDown,
  BellRing,
  Heart,
  LayoutDashboard,
  List,
  MessagesSquare,
  LogOut,
  Settings,
  ShieldCheck,
  Star,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { useMenuBadge } from '@/components/layout/menu-badges';
import { useSignOut } from '@/hooks/use-sign-out';
import { cn } from '@/lib/utils';
import {
  dashboardHref,
  highlightedSection,
  resolveDashboardView,
  type DashboardTab,
  type DashboardView,
  type SettingsSection,
} from '../utils/dashboard-tabs';

/** Which menu entry is current: the query's tab on /dashboard, Listings on a listing's own page. */
export function activeDashboardView(pathname: string, search: string, state: unknown): DashboardView {
  if (pathname.startsWith('/dashboard/my-listings')) return { tab: 'my-listings', section: null };
  return resolveDashboardView(new URLSearchParams(search), state);
}

interface DashboardNavProps {
  collapsed?: boolean;
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** The menu's tabs, in order, with their label's key in the `dashboard` namespace. */
const MENU_ENTRIES = [
  { tab: 'dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
  { tab: 'my-listings', label: 'nav.myListings', icon: List },
  { tab: 'messages', label: 'nav.messages', icon: MessagesSquare },
  { tab: 'saved-listings', label: 'nav.savedListings', icon: Heart },
  { tab: 'saved-searches', label: 'nav.savedSearches', icon: BellRing },
  { tab: 'reviews', label: 'nav.reviews', icon: Star },
] as const satisfies ReadonlyArray<{ tab: DashboardTab; label: string; icon: LucideIcon }>;

/** The settings group's entries, with their label's key in the `dashboard` namespace. */
const SETTINGS_ENTRIES = [
  { section: 'profile', label: 'nav.profile', icon: UserRound },
  { section: 'security', label: 'nav.security', icon: ShieldCheck },
] as const satisfies ReadonlyArray<{ section: SettingsSection; label: string; icon: LucideIcon }>;

const itemBase =
  'flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function WithTooltip({ show, label, children }: { show: boolean; label: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  if (!show) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      {/* Beside the menu, on the page's side of it: the right in English, the left in Dhivehi. */}
      <TooltipContent side={i18n.dir() === 'rtl' ? 'left' : 'right'}>{label}</TooltipContent>
    </Tooltip>
  );
}

/**
 * The dashboard's side menu (spec 02 §2): Dashboard, Listings, Saved Items, an expandable Settings group
 * (Profile, Security & Management), and Log Out at the bottom. Collapsed, it shows icons with tooltips.
 */
export function DashboardNav({ collapsed = false, onNavigate }: DashboardNavProps) {
  const location = useLocation();
  const { tab: activeTab, section } = activeDashboardView(location.pathname, location.search, location.state);
  const activeSection = highlightedSection(section);
  const onDashboard = location.pathname === '/dashboard';
  const signOut = useSignOut();
  const { t } = useTranslation('dashboard');
  const groupId = useId();
  const [settingsChoice, setSettingsChoice] = useState<boolean | null>(null);
  const settingsExpanded = !collapsed && (settingsChoice ?? activeTab === 'account-settings');

  const messagesBadge = useMenuBadge('messages');

  function entry(tab: DashboardTab, label: string, Icon: LucideIcon, badge?: ReactNode) {
    const active = activeTab === tab;
    return (
      <li key={tab}>
        <WithTooltip show={collapsed} label={label}>
          <Link
            to={dashboardHref(tab)}
            replace={onDashboard}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
            aria-label={collapsed ? label : undefined}
            className={cn(
              itemBase,
              collapsed && 'justify-center px-0',
              active
                ? 'bg-primary text-primary-foreground'
                : 'text-foreground/80 hover:bg-accent hover:text-accent-foreground',
            )}
          >
            <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
            {collapsed ? null : label}
            {collapsed ? null : badge}
          </Link>
        </WithTooltip>
      </li>
    );
  }

  function settingsEntry(target: SettingsSection, label: string, Icon: LucideIcon) {
    const active = activeTab === 'account-settings' && (activeSection ?? 'profile') === target;
    return (
      <li key={target}>
        <Link
          to={dashboardHref('account-settings', target)}
          replace={onDashboard}
          onClick={onNavigate}
          aria-current={active ? 'location' : undefined}
          className={cn(
            itemBase,
            'py-2 ps-10',
            active
              ? 'bg-accent text-accent-foreground'
              : 'text-foreground/70 hover:bg-accent hover:text-accent-foreground',
          )}
        >
          <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
          {label}
        </Link>
      </li>
    );
  }

  const settingsActive = activeTab === 'account-settings';

  // One provider for the whole menu: moving between collapsed icons shows the next label without a new delay.
  return (
    <TooltipProvider>
      <nav aria-label={t('nav.label')} className="flex h-full flex-col gap-2 p-3">
        <ul className="grid gap-1">
          {MENU_ENTRIES.map(({ tab, label, icon }) =>
            entry(tab, t(label), icon, tab === 'messages' ? messagesBadge : undefined),
          )}
          <li>
            {collapsed ? (
              <WithTooltip show label={t('nav.settings')}>
                <Link
                  to={dashboardHref('account-settings', 'profile')}
                  replace={onDashboard}
                  onClick={onNavigate}
                  aria-label={t('nav.settings')}
                  aria-current={settingsActive ? 'page' : undefined}
                  className={cn(
                    itemBase,
                    'justify-center px-0',
                    settingsActive
                      ? 'bg-primary text-primary-foreground'
                      : 'text-foreground/80 hover:bg-accent',
                  )}
                >
                  <Settings aria-hidden="true" className="h-5 w-5" />
                </Link>
              </WithTooltip>
            ) : (
              <>
                <button
                  type="button"
                  aria-expanded={settingsExpanded}
                  aria-controls={groupId}
                  onClick={() => setSettingsChoice(!settingsExpanded)}
                  className={cn(
                    itemBase,
                    settingsActive
                      ? 'text-primary'
                      : 'text-foreground/80 hover:bg-accent hover:text-accent-foreground',
                  )}
                >
                  <Settings aria-hidden="true" className="h-5 w-5 shrink-0" />
                  {t('nav.settings')}
                  <ChevronDown
                    aria-hidden="true"
                    className={cn('ms-auto h-4 w-4 transition-transform', settingsExpanded && 'rotate-180')}
                  />
                </button>
                {settingsExpanded ? (
                  <ul id={groupId} className="mt-1 grid gap-1">
                    {SETTINGS_ENTRIES.map(({ section: target, label, icon }) =>
                      settingsEntry(target, t(label), icon),
                    )}
                  </ul>
                ) : null}
              </>
            )}
          </li>
        </ul>

        <div className="mt-auto border-t pt-2">
          <WithTooltip show={collapsed} label={t('nav.logOut')}>
            <button
              type="button"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              aria-label={collapsed ? t('nav.logOut') : undefined}
              className={cn(
                itemBase,
                collapsed && 'justify-center px-0',
                'text-destructive hover:bg-destructive/10 disabled:opacity-50',
              )}
            >
              <LogOut aria-hidden="true" className="h-5 w-5 shrink-0" />
              {collapsed ? null : t('nav.logOut')}
            </button>
          </WithTooltip>
        </div>
      </nav>
    </TooltipProvider>
  );
}
