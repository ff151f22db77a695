import {
  BellRing,
  Heart,
  LayoutDashboard,
  List,
  MessagesSquare,
  Settings,
  Shield,
  type LucideIcon,
} from 'lucide-react';

export type UserNavLabel =
  | 'dashboard'
  | 'myListings'
  | 'messages'
  | 'savedListings'
  | 'savedSearches'
  | 'accountSettings'
  | 'adminPanel';

export interface UserNavItem {
  /** The link's text: a key of the `common` namespace's `nav` group. */
  label: UserNavLabel;
  to: string;
  icon: LucideIcon;
  /** Shown only when the server says the member is an admin. */
  adminOnly?: boolean;
  /** A count shown beside it (components/layout/menu-badges.tsx). */
  badge?: 'messages';
}

/**
 * The avatar menu's links (spec 01 §2 Header; spec 02 §2 dashboard user menu), shared by the site header
 * and the dashboard's top bar. Log Out follows them.
 */
export const USER_MENU_ITEMS: readonly UserNavItem[] = [
  { label: 'dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'myListings', to: '/dashboard?tab=my-listings', icon: List },
  { label: 'messages', to: '/dashboard?tab=messages', icon: MessagesSquare, badge: 'messages' },
  { label: 'savedListings', to: '/dashboard?tab=saved-listings', icon: Heart },
  { label: 'savedSearches', to: '/dashboard?tab=saved-searches', icon: BellRing },
  { label: 'accountSettings', to: '/dashboard?tab=settings', icon: Settings },
  { label: 'adminPanel', to: '/admin', icon: Shield, adminOnly: true },
];

export const SUBMIT_LISTING_PATH = '/dashboard?tab=submit-listing';

/** The avatar button that opens the user menu. */
export const USER_MENU_TRIGGER_CLASS =
  'rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';
