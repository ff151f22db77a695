import { CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useNotificationActions } from '../hooks/use-notification-actions';

/** "Mark all as read" for a list whose unread count is `unread` (spec 01 §4, §8). */
export function MarkAllReadButton({ unread, className }: { unread: number; className?: string }) {
  const { markAllRead, isMarking } = useNotificationActions();
  const { t } = useTranslation('notifications');
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className={cn('h-8 px-2 text-xs', className)}
      disabled={isMarking}
      onClick={() => markAllRead(unread)}
    >
      <CheckCheck aria-hidden="true" />
      {t('markAllRead')}
    </Button>
  );
}
