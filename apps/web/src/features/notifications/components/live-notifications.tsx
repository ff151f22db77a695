import { NOTIFICATION_MESSAGES } from '@marketplace/contract/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useContractMessage } from '@/i18n/contract-messages';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useLiveEvent, useLiveEventsConnection } from '@/hooks/use-live-events';
import { ownProfileQueryKey } from '@/hooks/use-session-sync';
import { listingDetailsQueryKey, myListingsQueryKey, sellerOverviewQueryKey } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { notificationsQueryKey } from '../api/get-notifications';
import { addNotificationToCache } from '../utils/notification-cache';

/**
 * Notifications about one of the member's listings (approved, rejected, expiring, expired): what the pages
 * show of their listings is refetched, so My Listings does not say "Pending" after "Listing Approved" (issue
 * #37 item 4m).
 */
const LISTING_NOTIFICATION_TYPES = new Set<string>([
  'approved',
  'listing_approved',
  'rejected',
  'listing_rejected',
  'listing_expiring',
  'listing_expired',
]);

/** Notifications whose news is a message in a thread (the thread shows it). */
const THREAD_NOTIFICATION_TYPES = new Set<string>(['new_message', 'offer_received']);

/**
 * Whether `linkTo` opens the page at `current` (path and the same query parameters in any order): a member
 * reading the conversation a `new_message` is about needs no toast for it (issue #13).
 */
export function isCurrentPage(linkTo: string | null, current: { pathname: string; search: string }): boolean {
  if (!linkTo) return false;
  const target = new URL(linkTo, 'http://site.invalid');
  if (target.pathname !== current.pathname) return false;
  const here = new URLSearchParams(current.search);
  const wanted = [...target.searchParams];
  return wanted.length === [...here].length && wanted.every(([key, value]) => here.get(key) === value);
}

/**
 * The tab's live connection and what notifications do with it (spec 01 §4): mount ONCE, in the root
 * layout. Opens `/api/events` for visitors and members alike (visitors get the site-wide events, e.g.
 * testimonials) and reopens it when the signed-in member changes. A new notification goes on top of the
 * cached lists, raises the unread count and shows a toast (not for a new message in the thread the member is reading); after a reconnection the lists are refetched so
 * whatever arrived meanwhile shows. Renders nothing.
 */
export function LiveNotifications() {
  const { user, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  const location = useLocation();
  const m = useContractMessage();
  useLiveEventsConnection(isLoading ? null : (user?.id ?? 'visitor'));

  useLiveEvent('notification', (notification) => {
    if (!user) return;
    addNotificationToCache(queryClient, user.id, notification);
    // A notice may follow a change to the member's own profile (e.g. "ID Verified"): an open settings page
    // must not keep showing the old state when the member follows the notice's link to it.
    void queryClient.invalidateQueries({ queryKey: ownProfileQueryKey });
    if (LISTING_NOTIFICATION_TYPES.has(notification.type)) {
      for (const queryKey of [myListingsQueryKey, sellerOverviewQueryKey, listingDetailsQueryKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    }
    // A new message or offer step for the thread the member is reading shows in the thread itself: no toast
    // on top of it.
    // Every other notice toasts even on its own page (an "ID Verified" on the settings page is news).
    const readingIt =
      THREAD_NOTIFICATION_TYPES.has(notification.type) &&
      isCurrentPage(notification.link_to, location) &&
      document.visibilityState === 'visible';
    if (readingIt) return;
    // The notice's own texts, as the bell and the list show them: written by the server in the member's saved
    // language, and not passed through the toaster's English-to-page-language lookup, which turned an English
    // title Thaana over its English description on a Dhivehi page (issue #37 item 4h).
    toast({
      title: notification.title ? (
        <span dir="auto">{notification.title}</span>
      ) : (
        m(NOTIFICATION_MESSAGES.defaultTitle)
      ),
      description: notification.description ? (
        <span dir="auto">{notification.description}</span>
      ) : (
        m(NOTIFICATION_MESSAGES.defaultDescription)
      ),
    });
  });

  useLiveEvent('reconnected', () => {
    void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  });

  return null;
}
