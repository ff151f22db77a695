import { PageMeta } from '@/components/layout/page-meta';
import { SiteContactSettingsCard } from '@/features/admin/components/site-contact-settings';
import { TrustedSellersSettings } from '@/features/admin/components/trusted-sellers-settings';
import { AdminSystemPage } from '@/features/maintenance/components/admin-system-page';
import { useTranslation } from 'react-i18next';

/**
 * /admin/management/system: counts, maintenance mode, trusted sellers (issue #14), the site's contact details
 * (issue #37 item 4q) and the mail outbox.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('pages.admin.system.title')} description={t('pages.admin.system.description')} />
      <AdminSystemPage
        settings={
          <>
            <TrustedSellersSettings />
            <SiteContactSettingsCard />
          </>
        }
      />
    </>
  );
}
