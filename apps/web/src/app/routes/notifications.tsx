import { PageMeta } from '@/components/layout/page-meta';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';
import { useTranslation } from 'react-i18next';

/** /notifications (spec 01 §2): the member's notifications; visitors are sent to /signin. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('pages.notifications.title')} description={t('pages.notifications.description')} />
      <NotificationsPage />
    </>
  );
}
