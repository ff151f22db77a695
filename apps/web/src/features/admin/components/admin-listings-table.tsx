import type { AdminListingRow } from '@marketplace/contract/listings-messages';
import { parseISO } from 'date-fns';
import { AlertTriangle, Check, Eye, Trash2, Undo2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters, type Formatters } from '@/i18n/format';
import { ListingImagePlaceholder } from '@/components/listings/listing-image-placeholder';
import { ListingStatusBadge } from '@/components/listings/listing-status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';
import { PENDING_FLAG_HOURS, waitingTime } from '../utils/waiting-time';
import { AutoApprovedBadge } from './auto-approved-badge';
import { useCategoryName } from '@/i18n/category-name';

export interface AdminListingsTableProps {
  items: AdminListingRow[];
  /** The listing whose action is running; its buttons are disabled meanwhile. */
  busyId: string | null;
  onApprove: (listing: AdminListingRow) => void;
  onReject: (listing: AdminListingRow) => void;
  onRemove: (listing: AdminListingRow) => void;
  /** Issue #14 item 4: send an Approved listing back to review (a row action when given). */
  onSendBack?: (listing: AdminListingRow) => void;
  /** Ids of the rows ticked for a bulk action. */
  selectedIds: ReadonlySet<string>;
  onToggleSelected: (listing: AdminListingRow, selected: boolean) => void;
  /** Disables the row checkboxes (a bulk action is running). */
  selectionDisabled?: boolean;
  /** The pending queue: show how long each Pending listing has waited, flagged after 24 h. */
  showWaiting?: boolean;
  /** The current time in ms, for the waiting time. */
  now: number;
}

function submittedOn(iso: string, formatters: Formatters): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : formatters.date(date, 'MMM d, yyyy');
}

/** A cell that shows its column name in front of the value on phones, where rows become cards. */
function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={cn('flex items-center gap-2 md:table-cell md:px-3 md:py-3 md:align-middle', className)}>
      <span className="w-24 shrink-0 text-xs font-medium text-muted-foreground md:hidden">{label}</span>
      <div className="min-w-0">{children}</div>
    </td>
  );
}

/**
 * The moderation table (spec 02 §2 Listings): a selection box, then Listing, Category, Seller, Submitted,
 * Status, Actions. On phones (< md) each row is laid out as a stacked card; one markup serves both. In the
 * pending queue the Submitted cell adds the waiting time and flags listings waiting over 24 hours.
 */
export function AdminListingsTable({
  items,
  busyId,
  onApprove,
  onReject,
  onRemove,
  onSendBack,
  selectedIds,
  onToggleSelected,
  selectionDisabled,
  showWaiting,
  now,
}: AdminListingsTableProps) {
  const categoryName = useCategoryName();
  const { t } = useTranslation('admin');
  const formatters = useFormatters();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('listingsTable.caption')}</caption>
      <thead className="hidden border-b text-start text-xs uppercase tracking-wide text-muted-foreground md:table-header-group">
        <tr>
          <th scope="col" className="w-10 px-3 py-2 font-medium">
            <span className="sr-only">{t('listingsTable.select')}</span>
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            {t('listingsTable.listing')}
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            {t('listingsTable.category')}
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            {t('listingsTable.seller')}
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            {t('listingsTable.submitted')}
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            {t('listingsTable.status')}
          </th>
          <th scope="col" className="px-3 py-2 text-end font-medium">
            {t('listingsTable.actions')}
          </th>
        </tr>
      </thead>
      <tbody className="grid gap-3 md:table-row-group">
        {items.map((listing) => {
          const busy = busyId === listing.id;
          const pending = listing.status === 'Pending';
          const selected = selectedIds.has(listing.id);
          const waiting =
            showWaiting && pending
              ? waitingTime(listing.createdAt, now, (submitted, until) =>
                  t('waiting.label', { duration: formatters.distanceStrict(submitted, until) }),
                )
              : null;
          return (
            <tr
              key={listing.id}
              className={cn(
                'relative grid gap-2 rounded-lg border bg-card p-3 ps-12 md:table-row md:rounded-none md:border-0 md:border-b md:bg-transparent md:p-0',
                selected && 'bg-accent md:bg-accent',
                waiting?.overdue && 'border-s-4 border-s-warning md:border-s-4',
              )}
            >
              <td className="absolute start-3 top-3 md:static md:w-10 md:px-3 md:py-3 md:align-middle">
                <Checkbox
                  checked={selected}
                  disabled={selectionDisabled}
                  onCheckedChange={(checked) => onToggleSelected(listing, checked === true)}
                  aria-label={t('listingsTable.selectListing', { name: listing.name })}
                />
              </td>
              <td className="md:px-3 md:py-3 md:align-middle">
                <div className="flex min-w-0 items-center gap-3">
                  <div className="h-14 w-14 shrink-0 overflow-hidden rounded-md bg-muted">
                    {listing.imageUrl ? (
                      <img
                        src={listing.imageUrl}
                        alt=""
                        width={56}
                        height={56}
                        loading="lazy"
                        decoding="async"
                        className="h-full w-full object-cover"
                      />
                    ) : (
                      <ListingImagePlaceholder className="h-full w-full" />
                    )}
                  </div>
                  <div className="min-w-0">
                    <p className="break-words font-medium leading-snug md:max-w-64" dir="auto">
                      {listing.name}
                    </p>
                    <p className="text-xs text-muted-foreground">{listing.item_display_id}</p>
                  </div>
                </div>
              </td>
              <Cell label={t('listingsTable.category')}>{categoryName(listing.category)}</Cell>
              <Cell label={t('listingsTable.seller')}>
                <p className="break-words" dir="auto">
                  {listing.seller.name}
                </p>
                <p dir="ltr" className="wrap-anywhere text-xs text-muted-foreground rtl:text-right">
                  {listing.seller.email}
                </p>
              </Cell>
              <Cell label={t('listingsTable.submitted')} className="md:whitespace-nowrap">
                <time dateTime={listing.createdAt}>{submittedOn(listing.createdAt, formatters)}</time>
                {waiting ? (
                  <div className="mt-1 flex flex-wrap items-center gap-1.5">
                    <span className="text-xs text-muted-foreground">{waiting.label}</span>
                    {waiting.overdue ? (
                      <Badge
                        variant="warning"
                        className="gap-1"
                        title={t('waiting.overTitle', { hours: PENDING_FLAG_HOURS })}
                      >
                        <AlertTriangle className="h-3 w-3" aria-hidden="true" />
                        <span aria-hidden="true">
                          {t('waiting.overShort', { hours: PENDING_FLAG_HOURS })}
                        </span>
                        <span className="sr-only">
                          {t('waiting.overTitle', { hours: PENDING_FLAG_HOURS })}
                        </span>
                      </Badge>
                    ) : null}
                  </div>
                ) : null}
              </Cell>
              <Cell label={t('listingsTable.status')}>
                <div className="flex flex-wrap items-center gap-1.5">
                  <ListingStatusBadge status={listing.status} />
                  <AutoApprovedBadge autoApproved={listing.autoApproved} />
                </div>
                {listing.status === 'Rejected' && listing.rejectionReason ? (
                  <p
                    className="mt-1 line-clamp-2 break-words text-xs text-muted-foreground md:max-w-48"
                    title={listing.rejectionReason}
                    dir="auto"
                  >
                    {listing.rejectionReason}
                  </p>
                ) : null}
              </Cell>
              <td className="pt-1 md:px-3 md:py-3 md:align-middle">
                <div className="flex flex-wrap gap-2 md:justify-end">
                  <Button asChild variant="outline" size="sm">
                    <Link
                      to={`/admin/listings/${encodeURIComponent(listing.id)}`}
                      aria-label={t('listingsTable.viewDetails', { name: listing.name })}
                    >
                      <Eye aria-hidden="true" />
                      <span className="md:sr-only xl:not-sr-only">{t('shared.view')}</span>
                    </Link>
                  </Button>
                  {pending ? (
                    <>
                      <Button
                        type="button"
                        size="sm"
                        className="bg-success text-success-foreground hover:bg-success/90"
                        disabled={busy}
                        onClick={() => onApprove(listing)}
                        aria-label={t('listingsTable.approveListing', { name: listing.name })}
                      >
                        <Check aria-hidden="true" />
                        <span className="md:sr-only xl:not-sr-only">{t('shared.approve')}</span>
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="destructive"
                        disabled={busy}
                        onClick={() => onReject(listing)}
                        aria-label={t('listingsTable.rejectListing', { name: listing.name })}
                      >
                        <X aria-hidden="true" />
                        <span className="md:sr-only xl:not-sr-only">{t('shared.reject')}</span>
                      </Button>
                    </>
                  ) : (
                    <>
                      {listing.status === 'Approved' && onSendBack ? (
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          disabled={busy}
                          onClick={() => onSendBack(listing)}
                          aria-label={t('listingsTable.sendBackListing', { name: listing.name })}
                        >
                          <Undo2 aria-hidden="true" />
                          <span className="md:sr-only xl:not-sr-only">{t('listingsTable.sendBack')}</span>
                        </Button>
                      ) : null}
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        className="border-destructive text-destructive hover:bg-destructive hover:text-destructive-foreground"
                        disabled={busy}
                        onClick={() => onRemove(listing)}
                        aria-label={t('listingsTable.removeListing', { name: listing.name })}
                      >
                        <Trash2 aria-hidden="true" />
                        <span className="md:sr-only xl:not-sr-only">{t('shared.remove')}</span>
                      </Button>
                    </>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
