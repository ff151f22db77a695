import { PageMeta } from '@/components/layout/page-meta';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';

/** /notifications (spec 01 §2): the member's notifications; visitors are sent to /signin. */
export function Component() {
  return (
    <>
      <PageMeta
        title="Notifications"
        description="Your notifications: listing decisions, messages and updates."
      />
      <NotificationsPage />
    </>
  );
}
