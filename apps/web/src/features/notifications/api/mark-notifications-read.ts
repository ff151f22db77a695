import { NOTIFICATION_MESSAGES } from '@marketplace/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useContractMessage } from '@/i18n/contract-messages';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { markReadInCache } from '../utils/notification-cache';
import { notificationsQueryKey } from './get-notifications';

/**
 * `POST /api/notifications/read`: the given ids, or (ids undefined) every unread one of the member.
 * Nothing ever returns a notification to unread (spec 01 §4).
 */
export function markNotificationsRead(ids?: readonly string[]): Promise<{ updated: number }> {
  return apiRequest<{ updated: number }>('/api/notifications/read', {
    method: 'POST',
    body: ids ? { ids } : {},
  });
}

/**
 * Marks notifications read, updates the cached lists and shows spec 01 §8's toasts: "Success" after
 * marking all, "Error" when either call fails. The toasts live on the mutation itself, so they still show
 * when the panel that started it has closed (opening an item navigates away).
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const { t } = useTranslation('notifications');
  const m = useContractMessage();
  return useMutation({
    mutationFn: (ids: readonly string[] | undefined) => markNotificationsRead(ids),
    onSuccess: async (_result, ids) => {
      if (user) markReadInCache(queryClient, user.id, ids ?? 'all');
      if (!ids) toast({ title: t('toast.success'), description: m(NOTIFICATION_MESSAGES.allMarked), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
    onError: (_error, ids) => {
      toast({
        title: t('toast.error'),
        description: m(ids ? NOTIFICATION_MESSAGES.markOneFailed : NOTIFICATION_MESSAGES.markAllFailed),
        variant: 'destructive',
      });
    },
  });
}
