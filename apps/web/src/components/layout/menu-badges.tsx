import { createContext, useContext, type ReactNode } from 'react';

/**
 * Counts shown beside menu entries (issue #13: unread messages in the side menu, the avatar menu and the mobile
 * menu). The app layer provides them from the features; the layout components only place them.
 */
export interface MenuBadges {
  messages?: ReactNode;
}

const MenuBadgesContext = createContext<MenuBadges>({});

export function MenuBadgesProvider({ children, ...badges }: MenuBadges & { children: ReactNode }) {
  return <MenuBadgesContext.Provider value={badges}>{children}</MenuBadgesContext.Provider>;
}

/** The badge for a menu entry, or null. */
export function useMenuBadge(name: keyof MenuBadges): ReactNode {
  return useContext(MenuBadgesContext)[name] ?? null;
}
