import type { ListingStatus } from '@marketplace/contract/listings-messages';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** Spec 02 §4: Approved default, Rejected destructive, Pending warning, Sold success; Expired (issue #14) muted. */
const STATUS_VARIANT = {
  Approved: 'default',
  Rejected: 'destructive',
  Pending: 'warning',
  Sold: 'success',
  Expired: 'secondary',
} as const satisfies Record<ListingStatus, 'default' | 'destructive' | 'warning' | 'success' | 'secondary'>;

/** A listing's moderation status as a badge; shared by the seller's pages and the admin table. */
export function ListingStatusBadge({ status, className }: { status: ListingStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant={STATUS_VARIANT[status]} className={className}>
      {t(`listingStatus.${status}`)}
    </Badge>
  );
}
