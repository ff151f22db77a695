import {
  LISTING_STATUSES,
  MODERATION_MESSAGES,
  type AdminListingRow,
  type ListingStatus,
} from '@marketplace/contract/listings';
import { ChevronLeft, ChevronRight, Inbox, Loader2, Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useAdminListings } from '../api/get-admin-listings';
import { useRemoveListing } from '../api/remove-listing';
import { useUpdateListingStatus } from '../api/update-listing-status';
import { AdminListingsTable } from './admin-listings-table';
import { RejectListingDialog } from './reject-listing-dialog';
import { RemoveListingDialog } from './remove-listing-dialog';

/** The search applies this long after the last keystroke (or at once on submit). */
export const ADMIN_SEARCH_DEBOUNCE_MS = 400;

function failureText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * Listing Management (spec 02 §2 Admin · Listings): search, status filter, a server-paged table and the
 * moderation actions approve, reject (with a reason) and remove (soft delete, confirmed).
 */
export function AdminListingsPage() {
  const searchId = useId();
  const statusId = useId();
  const [searchInput, setSearchInput] = useState('');
  const [appliedQuery, setAppliedQuery] = useState('');
  const [status, setStatus] = useState<ListingStatus | ''>('');
  // The page belongs to one search + filter; any change to those starts again at page 1.
  const filterKey = `${status}\u0000${appliedQuery}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const goToPage = (p: number) => setPaging({ key: filterKey, page: p });

  const [rejecting, setRejecting] = useState<AdminListingRow | null>(null);
  const [removing, setRemoving] = useState<AdminListingRow | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setAppliedQuery(searchInput.trim()), ADMIN_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const { data, error, isPending, isFetching } = useAdminListings({
    status: status || undefined,
    query: appliedQuery,
    page,
  });
  const updateStatus = useUpdateListingStatus();
  const remove = useRemoveListing();

  useEffect(() => {
    if (error)
      toast({ title: MODERATION_MESSAGES.fetchFailed, description: error.message, variant: 'destructive' });
  }, [error]);

  // Spec 02 §8: on a fetch failure the list becomes empty.
  const items = error ? [] : (data?.items ?? []);
  const total = error ? 0 : (data?.total ?? 0);
  const pageSize = data?.pageSize ?? 20;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));

  const busyId =
    (updateStatus.isPending ? updateStatus.variables?.id : undefined) ??
    (remove.isPending ? remove.variables : undefined) ??
    null;

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAppliedQuery(searchInput.trim());
  };

  const approve = (listing: AdminListingRow) => {
    updateStatus.mutate(
      { id: listing.id, status: 'Approved' },
      {
        onSuccess: () => toast({ title: MODERATION_MESSAGES.approved, variant: 'success' }),
        onError: (err) =>
          toast({
            title: MODERATION_MESSAGES.approveFailed,
            description: failureText(err, MODERATION_MESSAGES.updateFailedFallback),
            variant: 'destructive',
          }),
      },
    );
  };

  const confirmReject = (reason: string) => {
    if (!rejecting) return;
    updateStatus.mutate(
      { id: rejecting.id, status: 'Rejected', rejectionReason: reason },
      {
        onSuccess: () => {
          setRejecting(null);
          toast({ title: MODERATION_MESSAGES.rejected, variant: 'destructive' });
        },
        onError: (err) =>
          toast({
            title: MODERATION_MESSAGES.rejectFailed,
            description: failureText(err, MODERATION_MESSAGES.updateFailedFallback),
            variant: 'destructive',
          }),
      },
    );
  };

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        toast({
          title: MODERATION_MESSAGES.removed,
          description: MODERATION_MESSAGES.removedText,
          variant: 'success',
        });
      },
      onError: (err) => {
        setRemoving(null);
        toast({
          title: MODERATION_MESSAGES.removeFailed,
          description: failureText(err, MODERATION_MESSAGES.removeFailedFallback),
          variant: 'destructive',
        });
      },
    });
  };

  let body;
  if (isPending) {
    body = (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
        Loading listings…
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 py-16 text-center text-muted-foreground">
        <Inbox className="h-10 w-10" aria-hidden="true" />
        <p>{error ? MODERATION_MESSAGES.fetchFailed : 'No listings match your search.'}</p>
      </div>
    );
  } else {
    body = (
      <div aria-busy={isFetching} className={cn(isFetching && 'opacity-70 transition-opacity')}>
        <AdminListingsTable
          items={items}
          busyId={busyId}
          onApprove={approve}
          onReject={setRejecting}
          onRemove={setRemoving}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Listing Management</h1>
        <p className="text-sm text-muted-foreground">Review new listings and keep the marketplace tidy.</p>
      </div>

      <div className="grid gap-3 rounded-lg border bg-background p-3 sm:p-4 md:grid-cols-[1fr_220px] md:items-end">
        <form role="search" onSubmit={onSearch} className="grid gap-2">
          <Label htmlFor={searchId}>Search</Label>
          <div className="flex gap-2">
            <Input
              id={searchId}
              type="search"
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
              placeholder="Search listings (name, ID, description)..."
            />
            <Button type="submit" variant="secondary" className="shrink-0">
              <Search aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Search</span>
            </Button>
          </div>
        </form>
        <div className="grid gap-2">
          <Label htmlFor={statusId}>Status</Label>
          <NativeSelect
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value as ListingStatus | '')}
          >
            <option value="">All Statuses</option>
            {LISTING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <section aria-label="Listings" className="rounded-lg border bg-background p-3 sm:p-4">
        <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
          {isPending ? '' : `${total.toLocaleString('en-US')} ${total === 1 ? 'listing' : 'listings'}`}
        </p>
        {body}
        {total > 0 ? (
          <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1 || isFetching}
              onClick={() => goToPage(page - 1)}
            >
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <p className="text-sm" aria-current="page">
              Page {page} of {totalPages}
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= totalPages || isFetching}
              onClick={() => goToPage(page + 1)}
            >
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
        ) : null}
      </section>

      <RejectListingDialog
        listing={rejecting}
        pending={updateStatus.isPending}
        onConfirm={confirmReject}
        onOpenChange={(open) => !open && setRejecting(null)}
      />
      <RemoveListingDialog
        listing={removing}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onOpenChange={(open) => !open && setRemoving(null)}
      />
    </div>
  );
}
