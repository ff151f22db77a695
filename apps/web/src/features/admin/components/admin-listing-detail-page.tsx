import { ADMIN_MESSAGES } from '@marketplace/contract/admin';
import type { ListingDetail } from '@marketplace/contract/listings-messages';
import { formatPrice } from '@marketplace/contract/site';
import { TRUSTED_SELLER_MESSAGES } from '@marketplace/contract/trusted-sellers';
import { parseISO } from 'date-fns';
import { ArrowLeft, BadgeCheck, Check, ExternalLink, Loader2, Trash2, Undo2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useContractMessage } from '@/i18n/contract-messages';
import { useFormatters, type Formatters } from '@/i18n/format';
import { ListingImagePlaceholder } from '@/components/listings/listing-image-placeholder';
import { ListingStatusBadge } from '@/components/listings/listing-status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatCount } from '../utils/format-count';
import { useActivityLogs } from '../api/get-activity-logs';
import { useAdminListing } from '../api/get-admin-listing';
import { useAdminUser } from '../api/get-admin-user';
import { useListingModeration } from '../hooks/use-listing-moderation';
import { ActivityActionBadge } from './activity-action-badge';
import { RejectListingDialog } from './reject-listing-dialog';
import { AutoApprovedBadge } from './auto-approved-badge';
import { RemoveListingDialog } from './remove-listing-dialog';
import { SendBackListingDialog } from './send-back-listing-dialog';
import { UserStatusBadge } from './user-status-badge';
import { useCategoryName } from '@/i18n/category-name';

function dateTime(formatters: Formatters, iso: string): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : formatters.date(date, 'MMM d, yyyy, h:mm a');
}

function BackLink() {
  const { t } = useTranslation('admin');
  return (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to="/admin/listings">
        <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
        {t('detail.back')}
      </Link>
    </Button>
  );
}

function Fact({ term, dir, children }: { term: string; dir?: 'auto'; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{term}</dt>
      <dd className="break-words text-sm" dir={dir}>
        {children}
      </dd>
    </div>
  );
}

/** The seller's account as the admin sees it (`GET /api/admin/users/{id}`). */
function SellerCard({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const { data: seller, error, isPending } = useAdminUser(listing.seller.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.seller.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isPending ? (
          <div className="grid gap-2" role="status" aria-label={t('detail.seller.loading')}>
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-56" />
          </div>
        ) : error || !seller ? (
          <>
            <p className="break-words font-medium" dir="auto">
              {listing.seller.name}
            </p>
            <p className="text-sm text-destructive">
              {t('detail.seller.loadFailed', { error: message(error?.message ?? '') })}
            </p>
          </>
        ) : (
          <>
            <dl className="grid gap-3">
              <Fact term={t('detail.seller.name')} dir="auto">
                {[seller.firstName, seller.lastName].filter(Boolean).join(' ') || listing.seller.name}
              </Fact>
              <Fact term={t('detail.seller.email')}>
                <a
                  dir="ltr"
                  className="wrap-anywhere text-primary underline-offset-4 hover:underline"
                  href={`mailto:${seller.email}`}
                >
                  {seller.email}
                </a>
              </Fact>
              <Fact term={t('detail.seller.mobile')}>{seller.mobile || '—'}</Fact>
              <Fact term={t('detail.seller.verifiedSeller')}>
                {seller.isVerifiedSeller ? (
                  <Badge variant="success" className="gap-1">
                    <BadgeCheck className="h-3 w-3" aria-hidden="true" />
                    {t('detail.seller.verified')}
                  </Badge>
                ) : (
                  <Badge variant="outline">{t('detail.seller.notVerified')}</Badge>
                )}
              </Fact>
              <Fact term={t('detail.seller.idVerification')}>
                {t(`idVerification.${seller.idVerificationStatus}`)}
              </Fact>
              <Fact term={t('detail.seller.accountStatus')}>
                <UserStatusBadge status={seller.status} />
              </Fact>
            </dl>
            <Button asChild variant="outline" size="sm" className="w-fit">
              <Link to={`/admin/users?query=${encodeURIComponent(seller.email)}`}>
                {t('detail.seller.openInUsers')}
              </Link>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The listing's log entries, found by its display id (`GET /api/admin/activity-logs?query=`). */
function HistoryCard({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const formatters = useFormatters();
  const { data, error, isPending } = useActivityLogs({ query: listing.item_display_id, page: 1 });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.history.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            {t('detail.history.loading')}
          </div>
        ) : error ? (
          <p className="text-sm text-destructive">{message(ADMIN_MESSAGES.logsInlineError)}</p>
        ) : data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('detail.history.empty')}</p>
        ) : (
          <>
            <ol className="grid gap-3">
              {data.items.map((entry) => (
                <li key={entry.id} className="grid gap-1 border-s-2 ps-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <ActivityActionBadge actionType={entry.action_type} />
                    <time dateTime={entry.created_at} className="text-xs text-muted-foreground">
                      {dateTime(formatters, entry.created_at)}
                    </time>
                  </div>
                  <p className="break-words text-sm" dir="auto">
                    {entry.description}
                  </p>
                  <p className="wrap-anywhere text-xs text-muted-foreground">
                    {t('detail.history.by', {
                      who: entry.user_email || message(ADMIN_MESSAGES.systemAnonymous),
                    })}
                  </p>
                </li>
              ))}
            </ol>
            {data.total > data.items.length ? (
              <p className="mt-3 text-xs text-muted-foreground">
                {t('detail.history.latest', { shown: data.items.length, total: data.total })}{' '}
                <Link
                  className="text-primary underline-offset-4 hover:underline"
                  to={`/admin/activity-log?query=${encodeURIComponent(listing.item_display_id)}`}
                >
                  {t('detail.history.seeAll')}
                </Link>
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * One listing for the admin (`/admin/listings/{id}`; the spec's "View details" placeholder made real):
 * every field, every photo, the seller's account and the listing's history, with the moderation actions its
 * status allows.
 */
export function AdminListingDetailPage({ listingId }: { listingId: string }) {
  const categoryName = useCategoryName();
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const message = useContractMessage();
  const formatters = useFormatters();
  const navigate = useNavigate();
  const { data: listing, error, isPending, refetch, isFetching } = useAdminListing(listingId);
  const moderation = useListingModeration();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [removeOpen, setRemoveOpen] = useState(false);
  const [sendBackOpen, setSendBackOpen] = useState(false);

  if (isPending) {
    return (
      <div className="mx-auto grid w-full max-w-6xl gap-4" role="status" aria-label={t('detail.loading')}>
        <BackLink />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }

  if (error || !listing) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <div className="mx-auto grid w-full max-w-6xl gap-4">
        <BackLink />
        <div className="grid justify-items-center gap-3 rounded-lg border bg-background p-8 text-center">
          <h1 className="text-xl font-semibold">
            {notFound ? t('detail.notFound') : t('detail.loadFailed')}
          </h1>
          <p className="text-sm text-muted-foreground">
            {notFound ? t('detail.notFoundText') : message(error?.message)}
          </p>
          {notFound ? null : (
            <Button type="button" variant="outline" disabled={isFetching} onClick={() => void refetch()}>
              {t('shared.tryAgain')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  const pending = listing.status === 'Pending';
  const busy = moderation.deciding || moderation.removing;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4">
      <BackLink />

      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold tracking-tight" dir="auto">
            {listing.name}
          </h1>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>{listing.item_display_id}</span>
            <ListingStatusBadge status={listing.status} />
            <AutoApprovedBadge autoApproved={listing.autoApproved} />
            <span className="font-semibold text-foreground">{formatPrice(listing.price)}</span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {pending ? (
            <>
              <Button
                type="button"
                className="bg-success text-success-foreground hover:bg-success/90"
                disabled={busy}
                onClick={() => moderation.approve(listing)}
              >
                {moderation.deciding ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <Check aria-hidden="true" />
                )}
                {t('shared.approve')}
              </Button>
              <Button type="button" variant="destructive" disabled={busy} onClick={() => setRejectOpen(true)}>
                <X aria-hidden="true" />
                {t('shared.reject')}
              </Button>
            </>
          ) : (
            <>
              {listing.status === 'Approved' ? (
                <Button type="button" variant="outline" disabled={busy} onClick={() => setSendBackOpen(true)}>
                  <Undo2 aria-hidden="true" />
                  {message(TRUSTED_SELLER_MESSAGES.sendBack)}
                </Button>
              ) : null}
              <Button
                type="button"
                variant="outline"
                className="border-destructive text-destructive hover:bg-destructive hover:text-destructive-foreground"
                disabled={busy}
                onClick={() => setRemoveOpen(true)}
              >
                <Trash2 aria-hidden="true" />
                {t('shared.remove')}
              </Button>
            </>
          )}
          {listing.status === 'Approved' ? (
            <Button asChild variant="outline">
              <a href={`/item/${encodeURIComponent(listing.id)}`} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                {t('detail.publicPage')}
                <span className="sr-only">{t('detail.opensInNewTab')}</span>
              </a>
            </Button>
          ) : null}
        </div>
      </div>

      {listing.status === 'Rejected' && listing.rejectionReason ? (
        <p className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <span className="font-medium">{t('detail.rejectionReason')}</span>
          <span className="whitespace-pre-line break-words" dir="auto">
            {listing.rejectionReason}
          </span>
        </p>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-4">
          <Card>
            <CardHeader>
              <CardTitle>{t('detail.photos', { count: listing.images.length })}</CardTitle>
            </CardHeader>
            <CardContent>
              {listing.images.length === 0 ? (
                <ListingImagePlaceholder className="aspect-[4/3] w-full rounded-md" />
              ) : (
                <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                  {listing.images.map((image, index) => (
                    <li key={image.id}>
                      <a
                        href={image.largeUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="block overflow-hidden rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        <img
                          src={image.thumbUrl}
                          alt={t(index === 0 ? 'detail.coverPhotoAlt' : 'detail.photoAlt', {
                            index: index + 1,
                            count: listing.images.length,
                          })}
                          width={image.width}
                          height={image.height}
                          loading="lazy"
                          decoding="async"
                          className="aspect-square h-auto w-full object-cover"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{t('detail.details')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <dl className="grid gap-4 sm:grid-cols-2">
                <Fact term={t('detail.category')}>{categoryName(listing.category.name)}</Fact>
                <Fact term={t('detail.condition')}>
                  {tc(`condition.${listing.condition}`, { defaultValue: listing.condition })}
                </Fact>
                <Fact term={t('detail.location')}>
                  {listing.location.atoll
                    ? t('detail.locationWithAtoll', {
                        island: listing.location.name,
                        atoll: listing.location.atoll,
                      })
                    : listing.location.name}
                </Fact>
                <Fact term={t('detail.price')}>{formatPrice(listing.price)}</Fact>
                <Fact term={t('detail.views')}>{formatCount(listing.views)}</Fact>
                <Fact term={t('detail.listingId')}>{listing.item_display_id}</Fact>
                <Fact term={t('detail.submitted')}>
                  <time dateTime={listing.createdAt}>{dateTime(formatters, listing.createdAt)}</time>
                </Fact>
                <Fact term={t('detail.lastUpdated')}>
                  <time dateTime={listing.updatedAt}>{dateTime(formatters, listing.updatedAt)}</time>
                </Fact>
              </dl>
              <div className="grid gap-1">
                <h3 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                  {t('detail.description')}
                </h3>
                <p className="whitespace-pre-line break-words text-sm" dir="auto">
                  {listing.description}
                </p>
              </div>
            </CardContent>
          </Card>
        </div>

        <div className="grid content-start gap-4">
          <SellerCard listing={listing} />
          <HistoryCard listing={listing} />
        </div>
      </div>

      <RejectListingDialog
        target={
          rejectOpen
            ? {
                key: listing.id,
                title: t('rejectDialog.title'),
                description: t('rejectDialog.description', {
                  name: listing.name,
                  displayId: listing.item_display_id,
                }),
              }
            : null
        }
        pending={moderation.deciding}
        onConfirm={(reason) => moderation.reject(listing, reason, () => setRejectOpen(false))}
        onOpenChange={setRejectOpen}
      />
      <RemoveListingDialog
        title={removeOpen ? t('removeDialog.title', { name: listing.name }) : null}
        pending={moderation.removing}
        onConfirm={() =>
          moderation.remove(listing, (ok) => {
            setRemoveOpen(false);
            if (ok) void navigate('/admin/listings');
          })
        }
        onOpenChange={setRemoveOpen}
      />
      <SendBackListingDialog listing={sendBackOpen ? listing : null} onOpenChange={setSendBackOpen} />
    </div>
  );
}
