import { ADMIN_MESSAGES } from '@marketplace/contract/admin';
import { ID_VERIFICATION_STATUS_LABELS } from '@marketplace/contract/accounts-messages';
import { CONDITION_LABELS, type ListingDetail } from '@marketplace/contract/listings-messages';
import { formatPrice } from '@marketplace/contract/site';
import { TRUSTED_SELLER_MESSAGES } from '@marketplace/contract/trusted-sellers';
import { format, parseISO } from 'date-fns';
import { ArrowLeft, BadgeCheck, Check, ExternalLink, Loader2, Trash2, Undo2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListingImagePlaceholder } from '@/components/listings/listing-image-placeholder';
import { ListingStatusBadge } from '@/components/listings/listing-status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
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

function dateTime(iso: string): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMM d, yyyy, h:mm a');
}

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to="/admin/listings">
        <ArrowLeft aria-hidden="true" />
        Back to Listing Management
      </Link>
    </Button>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{term}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

/** The seller's account as the admin sees it (`GET /api/admin/users/{id}`). */
function SellerCard({ listing }: { listing: ListingDetail }) {
  const { data: seller, error, isPending } = useAdminUser(listing.seller.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Seller</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading the seller">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-56" />
          </div>
        ) : error || !seller ? (
          <>
            <p className="break-words font-medium">{listing.seller.name}</p>
            <p className="text-sm text-destructive">Could not load the seller’s account: {error?.message}</p>
          </>
        ) : (
          <>
            <dl className="grid gap-3">
              <Fact term="Name">
                {[seller.firstName, seller.lastName].filter(Boolean).join(' ') || listing.seller.name}
              </Fact>
              <Fact term="Email">
                <a
                  className="break-all text-primary underline-offset-4 hover:underline"
                  href={`mailto:${seller.email}`}
                >
                  {seller.email}
                </a>
              </Fact>
              <Fact term="Mobile">{seller.mobile || '—'}</Fact>
              <Fact term="Verified seller">
                {seller.isVerifiedSeller ? (
                  <Badge variant="success" className="gap-1">
                    <BadgeCheck className="h-3 w-3" aria-hidden="true" />
                    Verified
                  </Badge>
                ) : (
                  <Badge variant="outline">Not verified</Badge>
                )}
              </Fact>
              <Fact term="ID verification">{ID_VERIFICATION_STATUS_LABELS[seller.idVerificationStatus]}</Fact>
              <Fact term="Account status">
                <UserStatusBadge status={seller.status} />
              </Fact>
            </dl>
            <Button asChild variant="outline" size="sm" className="w-fit">
              <Link to={`/admin/users?query=${encodeURIComponent(seller.email)}`}>
                Open in User Management
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
  const { data, error, isPending } = useActivityLogs({ query: listing.item_display_id, page: 1 });
  return (
    <Card>
      <CardHeader>
        <CardTitle>History</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            Loading history…
          </div>
        ) : error ? (
          <p className="text-sm text-destructive">{ADMIN_MESSAGES.logsInlineError}</p>
        ) : data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No status changes recorded yet.</p>
        ) : (
          <>
            <ol className="grid gap-3">
              {data.items.map((entry) => (
                <li key={entry.id} className="grid gap-1 border-l-2 pl-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <ActivityActionBadge actionType={entry.action_type} />
                    <time dateTime={entry.created_at} className="text-xs text-muted-foreground">
                      {dateTime(entry.created_at)}
                    </time>
                  </div>
                  <p className="break-words text-sm">{entry.description}</p>
                  <p className="break-all text-xs text-muted-foreground">
                    by {entry.user_email || ADMIN_MESSAGES.systemAnonymous}
                  </p>
                </li>
              ))}
            </ol>
            {data.total > data.items.length ? (
              <p className="mt-3 text-xs text-muted-foreground">
                The latest {data.items.length} of {data.total} entries.{' '}
                <Link
                  className="text-primary underline-offset-4 hover:underline"
                  to={`/admin/activity-log?query=${encodeURIComponent(listing.item_display_id)}`}
                >
                  See all in the activity log
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
  const navigate = useNavigate();
  const { data: listing, error, isPending, refetch, isFetching } = useAdminListing(listingId);
  const moderation = useListingModeration();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [removeOpen, setRemoveOpen] = useState(false);
  const [sendBackOpen, setSendBackOpen] = useState(false);

  if (isPending) {
    return (
      <div className="mx-auto grid w-full max-w-6xl gap-4" role="status" aria-label="Loading the listing">
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
            {notFound ? 'Listing not found' : 'Could not load the listing'}
          </h1>
          <p className="text-sm text-muted-foreground">
            {notFound ? 'It may have been removed, or the link is wrong.' : error?.message}
          </p>
          {notFound ? null : (
            <Button type="button" variant="outline" disabled={isFetching} onClick={() => void refetch()}>
              Try again
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
          <h1 className="break-words text-2xl font-bold tracking-tight">{listing.name}</h1>
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
                Approve
              </Button>
              <Button type="button" variant="destructive" disabled={busy} onClick={() => setRejectOpen(true)}>
                <X aria-hidden="true" />
                Reject
              </Button>
            </>
          ) : (
            <>
              {listing.status === 'Approved' ? (
                <Button type="button" variant="outline" disabled={busy} onClick={() => setSendBackOpen(true)}>
                  <Undo2 aria-hidden="true" />
                  {TRUSTED_SELLER_MESSAGES.sendBack}
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
                Remove
              </Button>
            </>
          )}
          {listing.status === 'Approved' ? (
            <Button asChild variant="outline">
              <a href={`/item/${encodeURIComponent(listing.id)}`} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Public page
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          ) : null}
        </div>
      </div>

      {listing.status === 'Rejected' && listing.rejectionReason ? (
        <p className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <span className="font-medium">Rejection reason: </span>
          <span className="whitespace-pre-line break-words">{listing.rejectionReason}</span>
        </p>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-4">
          <Card>
            <CardHeader>
              <CardTitle>Photos ({listing.images.length})</CardTitle>
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
                          alt={`Photo ${index + 1} of ${listing.images.length}${index === 0 ? ' (cover)' : ''}, open full size`}
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
              <CardTitle>Details</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <dl className="grid gap-4 sm:grid-cols-2">
                <Fact term="Category">{listing.category.name}</Fact>
                <Fact term="Condition">{CONDITION_LABELS[listing.condition] ?? listing.condition}</Fact>
                <Fact term="Location">
                  {listing.location.name}
                  {listing.location.atoll ? `, ${listing.location.atoll}` : ''}
                </Fact>
                <Fact term="Price">{formatPrice(listing.price)}</Fact>
                <Fact term="Views">{listing.views.toLocaleString('en-US')}</Fact>
                <Fact term="Listing ID">{listing.item_display_id}</Fact>
                <Fact term="Submitted">
                  <time dateTime={listing.createdAt}>{dateTime(listing.createdAt)}</time>
                </Fact>
                <Fact term="Last updated">
                  <time dateTime={listing.updatedAt}>{dateTime(listing.updatedAt)}</time>
                </Fact>
              </dl>
              <div className="grid gap-1">
                <h3 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                  Description
                </h3>
                <p className="whitespace-pre-line break-words text-sm">{listing.description}</p>
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
                title: 'Reject Listing',
                description: `Tell the seller why “${listing.name}” (${listing.item_display_id}) cannot be published. They will see this reason.`,
              }
            : null
        }
        pending={moderation.deciding}
        onConfirm={(reason) => moderation.reject(listing, reason, () => setRejectOpen(false))}
        onOpenChange={setRejectOpen}
      />
      <RemoveListingDialog
        title={removeOpen ? `Remove “${listing.name}”?` : null}
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
