import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/hooks/use-current-user';
import { fullNameOf, UserAvatar } from './user-avatar';
import { USER_MENU_TRIGGER_CLASS } from './user-nav';

// Radix Menu with its popper and focus handling is a good part of the shell's weight and only members see
// it: it loads in its own chunk once a signed-in header renders.
const UserMenuDropdown = lazy(() =>
  import('./user-menu-dropdown').then((module) => ({ default: module.UserMenuDropdown })),
);

/**
 * The avatar menu: Dashboard, My Listings, Saved Listings, Account Settings, Admin Panel (admin), Log Out.
 * Until the menu's code has arrived the avatar is a plain button; pressing it then opens the menu as soon
 * as the code is there.
 */
export function UserMenu() {
  const { user, isAdmin } = useCurrentUser();
  const [openRequested, setOpenRequested] = useState(false);
  const { t } = useTranslation();
  if (!user) return null;
  const placeholder = (
    <button
      type="button"
      aria-label={t('userMenu.trigger', { name: fullNameOf(user) })}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setOpenRequested(true)}
      className={USER_MENU_TRIGGER_CLASS}
    >
      <UserAvatar user={user} />
    </button>
  );
  return (
    <Suspense fallback={placeholder}>
      <UserMenuDropdown user={user} isAdmin={isAdmin} defaultOpen={openRequested} />
    </Suspense>
  );
}
