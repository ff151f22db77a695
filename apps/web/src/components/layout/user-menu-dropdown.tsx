import type { CurrentUser } from '@marketplace/contract/accounts-messages';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/hooks/use-sign-out';
import { useMenuBadge } from './menu-badges';
import { fullNameOf, UserAvatar } from './user-avatar';
import { USER_MENU_ITEMS, USER_MENU_TRIGGER_CLASS } from './user-nav';

interface UserMenuDropdownProps {
  user: CurrentUser;
  isAdmin: boolean;
  /** Open at once: the avatar was pressed while this chunk was still loading. */
  defaultOpen?: boolean;
}

/**
 * The avatar menu itself (Radix DropdownMenu): Dashboard, My Listings, Saved Listings, Account Settings,
 * Admin Panel (admin), Log Out. Loaded on its own by `UserMenu`, so visitors never download the menu code.
 */
export function UserMenuDropdown({ user, isAdmin, defaultOpen = false }: UserMenuDropdownProps) {
  const signOut = useSignOut();
  const name = fullNameOf(user);
  const messagesBadge = useMenuBadge('messages');
  const { t } = useTranslation();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger aria-label={t('userMenu.trigger', { name })} className={USER_MENU_TRIGGER_CLASS}>
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <span dir="auto" className="block truncate font-semibold">
            {name}
          </span>
          <span dir="ltr" className="block truncate text-xs text-muted-foreground rtl:text-right">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {USER_MENU_ITEMS.filter((item) => !item.adminOnly || isAdmin).map((item) => (
          <DropdownMenuItem key={item.label} asChild>
            <Link to={item.to}>
              <item.icon aria-hidden="true" />
              {t(`nav.${item.label}`)}
              {item.badge === 'messages' ? messagesBadge : null}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden="true" />
          {t('nav.logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
