import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useSignOut } from '@/hooks/use-sign-out';
import { fullNameOf, UserAvatar } from './user-avatar';
import { USER_MENU_ITEMS } from './user-nav';

/** The avatar menu: Dashboard, My Listings, Saved Listings, Account Settings, Admin Panel (admin), Log Out. */
export function UserMenu() {
  const { user, isAdmin } = useCurrentUser();
  const signOut = useSignOut();
  if (!user) return null;
  const name = fullNameOf(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${name}`}
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate font-semibold">{name}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {USER_MENU_ITEMS.filter((item) => !item.adminOnly || isAdmin).map((item) => (
          <DropdownMenuItem key={item.label} asChild>
            <Link to={item.to}>
              <item.icon aria-hidden="true" />
              {item.label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden="true" />
          Log Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
