import { NOTIFICATION_MESSAGES } from '@marketplace/contract/notifications';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useContractMessage } from '@/i18n/contract-messages';
import { toast } from '@/lib/toast-store';
import { loadedNotifications, useNotificationPages } from '../api/get-notifications';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationList } from './notification-list';

/**
 * /notifications (spec 01 §2, §6): the member's notifications in pages of 15 with "Load more" until the
 * loaded count equals the total. Visitors are sent to /signin with 'Access Denied'.
 */
export function NotificationsPage() {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const { t } = useTranslation('notifications');
  const m = useContractMessage();
  const pages = useNotificationPages();
  const { openNotification } = useNotificationActions();
  const visitor = !isLoading && !user;

  useEffect(() => {
    if (!visitor) return;
    toast({
      title: m(NOTIFICATION_MESSAGES.accessDenied),
      description: m(NOTIFICATION_MESSAGES.signInToView),
      variant: 'destructive',
    });
    void navigate('/signin', { replace: true, state: { from: '/notifications' } });
  }, [visitor, navigate, m]);

  if (!user) return null;

  const items = pages.data ? loadedNotifications(pages.data.pages) : undefined;
  const firstPage = pages.data?.pages[0];
  const lastPage = pages.data?.pages.at(-1);
  const total = lastPage?.total ?? 0;
  const unread = firstPage?.unread ?? 0;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
          {items ? (
            <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
              {total === 0 ? t('page.nothingYet') : t('page.showing', { shown: items.length, total, unread })}
            </p>
          ) : null}
        </div>
        <MarkAllReadButton unread={unread} className="h-9 px-3 text-sm" />
      </div>

      <div className="overflow-hidden rounded-lg border bg-background">
        <NotificationList
          items={items}
          isPending={pages.isPending}
          isError={pages.isError && !pages.data}
          onRetry={() => void pages.refetch()}
          onOpen={openNotification}
          skeletonRows={6}
        />
      </div>

      {pages.hasNextPage ? (
        <div className="mt-4 text-center">
          <Button
            variant="outline"
            onClick={() => void pages.fetchNextPage()}
            disabled={pages.isFetchingNextPage}
            className="w-full sm:w-auto"
          >
            {pages.isFetchingNextPage ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {pages.isFetchingNextPage ? t('page.loading') : t('page.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
