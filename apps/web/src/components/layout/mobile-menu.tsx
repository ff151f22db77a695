import { LanguageSwitch } from './language-switch';
import {
  BellRing,
  Heart,
  Info,
  LayoutDashboard,
  LifeBuoy,
  List,
  MessagesSquare,
  LogIn,
  LogOut,
  CirclePlus,
  Settings,
  Shield,
  Store,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_PATH } from '@/config/social-links';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useSignOut } from '@/hooks/use-sign-out';
import { cn } from '@/lib/utils';
import { useMenuBadge } from './menu-badges';
import { fullNameOf, UserAvatar } from './user-avatar';
import { SUBMIT_LISTING_PATH } from './user-nav';

interface MenuLink {
  label: string;
  to: string;
  icon: LucideIcon;
  badge?: ReactNode;
}

function MenuItemLink({
  item,
  emphasis = false,
  onNavigate,
}: {
  item: MenuLink;
  emphasis?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <li>
      <Link
        to={item.to}
        onClick={onNavigate}
        className={cn(
          'flex items-center gap-3 rounded-md px-3 py-3 text-base font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          emphasis && 'bg-primary text-primary-foreground hover:bg-primary/90',
        )}
      >
        <item.icon aria-hidden="true" className="h-5 w-5" />
        {item.label}
        {item.badge}
      </Link>
    </li>
  );
}

/**
 * The mobile menu's content (spec 01 §2 "Header, mobile"). Signed in: profile summary, Dashboard,
 * My Listings, Submit Listing, Saved Items, Account Settings, Admin Panel (admin only), Marketplace, About,
 * Support / FAQ, Log Out. Signed out: Marketplace, About, Support / FAQ, Sign In, Get Started.
 * `onNavigate` runs on every link tap, so the menu closes even when the link is the page already shown
 * (issue #16 item 10: the location does not change then).
 */
export function MobileMenu({ id, onNavigate }: { id: string; onNavigate?: () => void }) {
  const { user, isAdmin } = useCurrentUser();
  const signOut = useSignOut();
  const messagesBadge = useMenuBadge('messages');
  const { t } = useTranslation();

  // Spec 01 §2 names this link plain "About" in the mobile menu (the desktop header says "About {product}").
  const general: MenuLink[] = [
    { label: t('nav.marketplace'), to: '/marketplace', icon: Store },
    { label: t('nav.about'), to: '/about', icon: Info },
    { label: t('nav.support'), to: SUPPORT_PATH, icon: LifeBuoy },
  ];

  return (
    <nav
      id={id}
      aria-label={t('mobileMenu.label')}
      className="border-t bg-background px-4 pb-6 pt-3 md:hidden"
    >
      {user ? (
        <>
          <div className="mb-3 flex items-center gap-3 rounded-lg bg-muted/60 p-3">
            <UserAvatar user={user} className="h-11 w-11" />
            <div className="min-w-0">
              <p dir="auto" className="truncate font-semibold">
                {fullNameOf(user)}
              </p>
              <p dir="ltr" className="truncate text-sm text-muted-foreground rtl:text-right">{user.email}</p>
            </div>
          </div>
          <ul className="grid gap-1">
            <MenuItemLink
              onNavigate={onNavigate}
              item={{ label: t('nav.dashboard'), to: '/dashboard', icon: LayoutDashboard }}
            />
            <MenuItemLink
              onNavigate={onNavigate}
              item={{ label: t('nav.myListings'), to: '/dashboard?tab=my-listings', icon: List }}
            />
            <MenuItemLink
              onNavigate={onNavigate}
              item={{ label: t('nav.submitListing'), to: SUBMIT_LISTING_PATH, icon: CirclePlus }}
            />
            <MenuItemLink
              onNavigate={onNavigate}
              item={{
                label: t('nav.messages'),
                to: '/dashboard?tab=messages',
                icon: MessagesSquare,
                badge: messagesBadge,
              }}
            />
            <MenuItemLink
              onNavigate={onNavigate}
              item={{ label: t('nav.savedItems'), to: '/dashboard?tab=saved-listings', icon: Heart }}
            />
            <MenuItemLink
              onNavigate={onNavigate}
              item={{ label: t('nav.savedSearches'), to: '/dashboard?tab=saved-searches', icon: BellRing }}
            />
            <MenuItemLink
              onNavigate={onNavigate}
              item={{ label: t('nav.accountSettings'), to: '/dashboard?tab=settings', icon: Settings }}
            />
            {isAdmin ? (
              <MenuItemLink
                onNavigate={onNavigate}
                item={{ label: t('nav.adminPanel'), to: '/admin', icon: Shield }}
              />
            ) : null}
          </ul>
          <hr className="my-3" />
          <ul className="grid gap-1">
            {general.map((item) => (
              <MenuItemLink key={item.to} onNavigate={onNavigate} item={item} />
            ))}
            <li>
              <button
                type="button"
                onClick={() => signOut.mutate()}
                disabled={signOut.isPending}
                className="flex w-full items-center gap-3 rounded-md px-3 py-3 text-base font-medium text-destructive hover:bg-destructive/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
              >
                <LogOut aria-hidden="true" className="h-5 w-5" />
                {t('nav.logOut')}
              </button>
            </li>
          </ul>
        </>
      ) : (
        <ul className="grid gap-1">
          {general.map((item) => (
            <MenuItemLink key={item.to} onNavigate={onNavigate} item={item} />
          ))}
          <li className="my-2 border-t" aria-hidden="true" />
          <MenuItemLink
            onNavigate={onNavigate}
            item={{ label: t('nav.signIn'), to: '/signin', icon: LogIn }}
          />
          <MenuItemLink
            onNavigate={onNavigate}
            item={{ label: t('nav.getStarted'), to: '/signup', icon: UserPlus }}
            emphasis
          />
        </ul>
      )}
      <LanguageSwitch className="mt-3 border-t pt-3" />
    </nav>
  );
}
