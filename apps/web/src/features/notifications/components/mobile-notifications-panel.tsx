import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// Only members who open it need the list's code: it loads in its own chunk on first opening.
const MobileNotificationsPanelContent = lazy(() =>
  import('./mobile-notifications-panel-content').then((module) => ({
    default: module.MobileNotificationsPanelContent,
  })),
);

/** The mobile header's notifications mode (spec 01 §2): the latest five and 'View all notifications'. */
export function MobileNotificationsPanel() {
  const { t } = useTranslation('notifications');
  return (
    <Suspense
      fallback={
        <p role="status" className="px-4 py-6 text-center text-sm text-muted-foreground">
          {t('loadingPanel')}
        </p>
      }
    >
      <MobileNotificationsPanelContent />
    </Suspense>
  );
}
