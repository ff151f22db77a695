import type { NotificationsPage } from '@marketplace/contract/notifications';
import { NOTIFICATION_MESSAGES, NOTIFICATIONS_PAGE_SIZE } from '@marketplace/contract/notifications';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useContractMessage } from '@/i18n/contract-messages';
import { apiRequest } from '@/lib/api-client';
import { TOAST_DEFAULT_DURATION_MS, toast } from '@/lib/toast-store';

/** Every notifications query starts with this key (then the member's id), so one invalidation reaches all. */
export const notificationsQueryKey = ['notifications'] as const;

/**
 * Spec 01 §7/§9: the header bell loads "all"; the API pages at most 100 at a time, which is what the bell
 * (and the mobile panel, which shows the first five of the same list) keeps.
 */
export const NOTIFICATIONS_BELL_LIMIT = 100;

/** `GET /api/notifications?offset=&limit=`: newest first, with the exact total and unread counts. */
export function getNotifications(
  range: { offset: number; limit: number },
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  return apiRequest<NotificationsPage>('/api/notifications', { query: range, signal });
}

/** Shows spec 01 §8's "Could not fetch notifications." toast; the hooks below pass it in the page's language. */
export type FetchFailedToast = () => void;

/**
 * When the fetch-failed toast last showed (ms): one failure reaches the bell and the page, each with its
 * retries, and must show one toast, not three replacing each other (issue #37 item 4j).
 */
let fetchFailedShownAt = Number.NEGATIVE_INFINITY;

/** The fetch-failed toast in the page's language, at most once while one is on screen. */
function useFetchFailedToast(): FetchFailedToast {
  const { t } = useTranslation('notifications');
  const m = useContractMessage();
  return () => {
    const now = Date.now();
    if (now - fetchFailedShownAt < TOAST_DEFAULT_DURATION_MS) return;
    fetchFailedShownAt = now;
    toast({ title: t('toast.error'), description: m(NOTIFICATION_MESSAGES.fetchFailed), variant: 'destructive' });
  };
}

/** Fetches and shows spec 01 §8 "Could not fetch notifications." once per failed request (not per observer). */
async function getNotificationsOrToast(
  range: { offset: number; limit: number },
  signal: AbortSignal,
  onFailure: FetchFailedToast,
) {
  try {
    return await getNotifications(range, signal);
  } catch (error) {
    if (!signal.aborted) onFailure();
    throw error;
  }
}

export function bellNotificationsQueryKey(userId: string) {
  return [...notificationsQueryKey, userId, 'bell'] as const;
}

export function notificationPagesQueryKey(userId: string) {
  return [...notificationsQueryKey, userId, 'pages'] as const;
}

export function getBellNotificationsQueryOptions(userId: string, onFailure: FetchFailedToast) {
  return queryOptions({
    queryKey: bellNotificationsQueryKey(userId),
    queryFn: ({ signal }) =>
      getNotificationsOrToast({ offset: 0, limit: NOTIFICATIONS_BELL_LIMIT }, signal, onFailure),
    // New ones arrive over the live connection; a reconnection refetches.
    staleTime: 5 * 60_000,
  });
}

/** The signed-in member's latest notifications with the unread count (bell, mobile panel). */
export function useBellNotifications() {
  const { user } = useCurrentUser();
  const onFailure = useFetchFailedToast();
  return useQuery({ ...getBellNotificationsQueryOptions(user?.id ?? '', onFailure), enabled: Boolean(user) });
}

/** Distinct notifications loaded so far (a live one prepended to page 1 can repeat at a page boundary). */
export function loadedNotifications(pages: readonly NotificationsPage[]) {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.items.filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    }),
  );
}

export function getNotificationPagesQueryOptions(userId: string, onFailure: FetchFailedToast) {
  return infiniteQueryOptions({
    queryKey: notificationPagesQueryKey(userId),
    queryFn: ({ pageParam, signal }) =>
      getNotificationsOrToast({ offset: pageParam, limit: NOTIFICATIONS_PAGE_SIZE }, signal, onFailure),
    initialPageParam: 0,
    // Spec 01 §2: the next range until the loaded count equals the total.
    getNextPageParam: (last, pages) => {
      const loaded = loadedNotifications(pages).length;
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    staleTime: 60_000,
  });
}

/** /notifications: pages of 15, newest first. */
export function useNotificationPages() {
  const { user } = useCurrentUser();
  const onFailure = useFetchFailedToast();
  return useInfiniteQuery({
    ...getNotificationPagesQueryOptions(user?.id ?? '', onFailure),
    enabled: Boolean(user),
  });
}
