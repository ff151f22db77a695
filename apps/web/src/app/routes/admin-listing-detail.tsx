import { useParams } from 'react-router';
import { AdminListingDetailPage } from '@/features/admin/components/admin-listing-detail-page';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useTranslation } from 'react-i18next';

/** /admin/listings/:listingId: one listing for review (spec 02 §2 Listings "View details"). */
export function Component() {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig();
  const { listingId = '' } = useParams();
  return (
    <>
      <title>{t('pageTitle', { title: t('pages.admin.listingDetail'), siteName })}</title>
      {/* Keyed so another listing starts with fresh dialogs. */}
      <AdminListingDetailPage key={listingId} listingId={listingId} />
    </>
  );
}
