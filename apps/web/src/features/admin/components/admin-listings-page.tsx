import {
  LISTING_STATUSES,
  MODERATION_MESSAGES,
  type AdminListingRow,
  type ListingStatus,
} from '@marketplace/contract/listings-messages';
import { Check, Inbox, Loader2, Search, Trash2, X } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSearchParams } from 'react-router';
import { useContractMessage } from '@/i18n/contract-messages';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useNow } from '@/hooks/use-now';
import { toast } from '@/lib/toast-store';
import { useFittingPlaceholder } from '@/hooks/use-small-screen';
import { cn } from '@/lib/utils';
import { useAdminListingsView } from '../api/get-admin-listings';
import {
  eligibleFor,
  useBulkModeration,
  type BulkAction,
  type BulkOutcome,
} from '../hooks/use-bulk-moderation';
import { useListingModeration } from '../hooks/use-listing-moderation';
import { errorText } from '../utils/error-text';
import { AdminListingsTable } from './admin-listings-table';
import { AdminPager } from './admin-pager';
import { RejectListingDialog, type RejectTarget } from './reject-listing-dialog';
import { RemoveListingDialog } from './remove-listing-dialog';
import { SendBackListingDialog } from './send-back-listing-dialog';

/** The search applies this long after the last keystroke (or at once on submit). */
export const ADMIN_SEARCH_DEBOUNCE_MS = 400;

type View = 'all' | 'queue';

function isListingStatus(value: string | null): value is ListingStatus {
  return (LISTING_STATUSES as readonly string[]).includes(value ?? '');
}

const BULK_WORDS = {
  approve: {
    title: 'listings.bulk.approveTitle',
    summary: 'listings.bulk.approveSummary',
    failed: MODERATION_MESSAGES.approveFailed,
    fallback: MODERATION_MESSAGES.updateFailedFallback,
  },
  reject: {
    title: 'listings.bulk.rejectTitle',
    summary: 'listings.bulk.rejectSummary',
    failed: MODERATION_MESSAGES.rejectFailed,
    fallback: MODERATION_MESSAGES.updateFailedFallback,
  },
  remove: {
    title: 'listings.bulk.removeTitle',
    summary: 'listings.bulk.removeSummary',
    failed: MODERATION_MESSAGES.removeFailed,
    fallback: MODERATION_MESSAGES.removeFailedFallback,
  },
} as const satisfies Record<BulkAction, { title: string; summary: string; failed: string; fallback: string }>;

/**
 * "3 of 4 listings approved." plus, when some failed, the first server message; `t` is the `admin`
 * namespace's and `message` shows a contract text, both in the page's language.
 */
function bulkToast(outcome: BulkOutcome, t: TFunction<'admin'>, message: (text: string) => string) {
  const words = BULK_WORDS[outcome.action];
  const summary = t(words.summary, { done: outcome.succeeded.length, count: outcome.attempted });
  if (outcome.failed.length === 0) {
    toast({
      title: t(words.title),
      description: summary,
      variant: outcome.action === 'reject' ? 'destructive' : 'success',
    });
  } else {
    toast({
      title: message(words.failed),
      description: t('listings.bulk.failedDescription', {
        summary,
        error: message(errorText(outcome.firstError, words.fallback)),
      }),
      variant: 'destructive',
    });
  }
}

/**
 * Listing Management (spec 02 §2 Admin · Listings): search, status filter, a server-paged table, the single
 * actions approve, reject (with a reason) and remove (soft delete, confirmed), a pending queue (oldest
 * first, with the waiting time) and bulk approve / reject / remove over the ticked rows.
 * The view (`view=queue`) and the status filter live in the URL so other pages can link to them.
 */
export function AdminListingsPage() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const message = useContractMessage();
  const searchId = useId();
  // Spec 02 §2's placeholder is cut mid-word on a phone: a short one there, the full hint below the box.
  const searchPlaceholder = useFittingPlaceholder(
    t('listings.searchPlaceholder'),
    t('listings.searchPlaceholderShort'),
  );
  const statusId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'queue' ? 'queue' : 'all';
  const statusParam = searchParams.get('status');
  const status: ListingStatus | '' = view === 'all' && isListingStatus(statusParam) ? statusParam : '';

  const [searchInput, setSearchInput] = useState('');
  const [appliedQuery, setAppliedQuery] = useState('');
  // The page belongs to one view + search + filter; any change to those starts again at page 1.
  const filterKey = `${view}\u0000${status}\u0000${appliedQuery}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const goToPage = (p: number) => setPaging({ key: filterKey, page: p });

  // Ticked rows belong to the page on screen; another page or filter starts with none.
  const selectionKey = `${filterKey}\u0000${page}`;
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: selectionKey,
    ids: new Set(),
  });
  const selectedIds = selection.key === selectionKey ? selection.ids : new Set<string>();
  const setSelectedIds = (ids: Iterable<string>) => setSelection({ key: selectionKey, ids: new Set(ids) });

  // Issue #14 item 4: the Approved listing being sent back to review.
  const [sendingBack, setSendingBack] = useState<AdminListingRow | null>(null);
  const [rejecting, setRejecting] = useState<{
    target: RejectTarget;
    listings: AdminListingRow[];
    bulk: boolean;
  } | null>(null);
  const [removing, setRemoving] = useState<{
    title: string;
    listings: AdminListingRow[];
    bulk: boolean;
  } | null>(null);

  const now = useNow();

  useEffect(() => {
    const timer = setTimeout(() => setAppliedQuery(searchInput.trim()), ADMIN_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const { data, error, isPending, isFetching } = useAdminListingsView(view, {
    status: status || undefined,
    query: appliedQuery,
    page,
  });
  const moderation = useListingModeration();
  const bulk = useBulkModeration();

  useEffect(() => {
    if (error)
      toast({
        title: message(MODERATION_MESSAGES.fetchFailed),
        description: message(error.message),
        variant: 'destructive',
      });
  }, [error, message]);

  // Spec 02 §8: on a fetch failure the list becomes empty.
  const items = error ? [] : (data?.items ?? []);
  const total = error ? 0 : (data?.total ?? 0);
  const pageSize = data?.pageSize ?? 20;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));

  const selectedRows = items.filter((listing) => selectedIds.has(listing.id));
  const eligible = (action: BulkAction) => selectedRows.filter((listing) => eligibleFor(action, listing));
  const allSelected = items.length > 0 && selectedRows.length === items.length;
  const busy = bulk.running || moderation.deciding || moderation.removing;

  const setParams = (next: { view?: View; status?: ListingStatus | '' }) => {
    const params = new URLSearchParams(searchParams);
    const nextView = next.view ?? view;
    if (nextView === 'queue') params.set('view', 'queue');
    else params.delete('view');
    const nextStatus = nextView === 'queue' ? '' : (next.status ?? status);
    if (nextStatus) params.set('status', nextStatus);
    else params.delete('status');
    setSearchParams(params, { replace: true });
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAppliedQuery(searchInput.trim());
  };

  const runBulk = async (action: BulkAction, listings: AdminListingRow[], reason?: string) => {
    const outcome = await bulk.run(action, listings, reason);
    bulkToast(outcome, t, message);
    // Keep the failures ticked so the admin can look at them or try again.
    setSelectedIds(outcome.failed);
    return outcome;
  };

  const confirmReject = (reason: string) => {
    if (!rejecting) return;
    if (rejecting.bulk) {
      void runBulk('reject', rejecting.listings, reason).then(() => setRejecting(null));
    } else if (rejecting.listings[0]) {
      moderation.reject(rejecting.listings[0], reason, () => setRejecting(null));
    }
  };

  const confirmRemove = () => {
    if (!removing) return;
    if (removing.bulk) {
      void runBulk('remove', removing.listings).then(() => setRemoving(null));
    } else if (removing.listings[0]) {
      moderation.remove(removing.listings[0], () => setRemoving(null));
    }
  };

  let body;
  if (isPending) {
    body = (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
        {t('listings.loading')}
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 py-16 text-center text-muted-foreground">
        <Inbox className="h-10 w-10" aria-hidden="true" />
        <p>
          {error
            ? message(MODERATION_MESSAGES.fetchFailed)
            : view === 'queue' && !appliedQuery
              ? t('listings.queueEmpty')
              : t('listings.noMatch')}
        </p>
      </div>
    );
  } else {
    body = (
      <div aria-busy={isFetching} className={cn(isFetching && 'opacity-70 transition-opacity')}>
        <AdminListingsTable
          items={items}
          busyId={bulk.running ? null : moderation.busyId}
          onApprove={(listing) => moderation.approve(listing)}
          onReject={(listing) =>
            setRejecting({
              bulk: false,
              listings: [listing],
              target: {
                key: listing.id,
                title: t('rejectDialog.title'),
                description: t('rejectDialog.description', {
                  name: listing.name,
                  displayId: listing.item_display_id,
                }),
              },
            })
          }
          onRemove={(listing) =>
            setRemoving({
              bulk: false,
              listings: [listing],
              title: t('removeDialog.title', { name: listing.name }),
            })
          }
          onSendBack={setSendingBack}
          selectedIds={selectedIds}
          selectionDisabled={bulk.running}
          onToggleSelected={(listing, selected) => {
            const next = new Set(selectedIds);
            if (selected) next.add(listing.id);
            else next.delete(listing.id);
            setSelectedIds(next);
          }}
          showWaiting={view === 'queue'}
          now={now}
        />
      </div>
    );
  }

  const toApprove = eligible('approve');
  const toReject = eligible('reject');
  const toRemove = eligible('remove');

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('listings.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('listings.subtitle')}</p>
      </div>

      <div role="group" aria-label={t('listings.viewGroup')} className="flex gap-2">
        <Button
          type="button"
          variant={view === 'all' ? 'default' : 'outline'}
          size="sm"
          aria-pressed={view === 'all'}
          onClick={() => setParams({ view: 'all' })}
        >
          {t('listings.allListings')}
        </Button>
        <Button
          type="button"
          variant={view === 'queue' ? 'default' : 'outline'}
          size="sm"
          aria-pressed={view === 'queue'}
          onClick={() => setParams({ view: 'queue' })}
        >
          {t('listings.pendingQueue')}
        </Button>
      </div>

      <div
        className={cn(
          'grid gap-3 rounded-lg border bg-background p-3 sm:p-4',
          view === 'all' && 'md:grid-cols-[1fr_220px] md:items-end',
        )}
      >
        <form role="search" onSubmit={onSearch} className="grid gap-2">
          <Label htmlFor={searchId}>{t('shared.search')}</Label>
          <div className="flex gap-2">
            <Input
              id={searchId}
              type="search"
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
              placeholder={searchPlaceholder}
              dir="auto"
              aria-describedby={`${searchId}-hint`}
            />
            <Button type="submit" variant="secondary" className="shrink-0">
              <Search aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('shared.search')}</span>
            </Button>
          </div>
          <p id={`${searchId}-hint`} className="text-xs text-muted-foreground sm:sr-only">
            {t('listings.searchHint')}
          </p>
        </form>
        {view === 'all' ? (
          <div className="grid gap-2">
            <Label htmlFor={statusId}>{t('listings.status')}</Label>
            <NativeSelect
              id={statusId}
              value={status}
              onChange={(event) => setParams({ status: event.target.value as ListingStatus | '' })}
            >
              <option value="">{t('listings.allStatuses')}</option>
              {LISTING_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {tc(`listingStatus.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>

      <section
        aria-label={t('listings.sectionLabel')}
        className="grid gap-3 rounded-lg border bg-background p-3 sm:p-4"
      >
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {isPending
            ? ''
            : view === 'queue'
              ? t('listings.queueCount', { count: total })
              : t('shared.listingCount', { count: total })}
        </p>

        {items.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 p-2">
            <label className="flex min-h-9 items-center gap-2 px-1 text-sm">
              <Checkbox
                checked={allSelected ? true : selectedRows.length > 0 ? 'indeterminate' : false}
                disabled={bulk.running}
                onCheckedChange={(checked) => setSelectedIds(checked === true ? items.map((l) => l.id) : [])}
              />
              {t('listings.selectAll')}
            </label>
            <span className="text-sm text-muted-foreground" aria-live="polite">
              {bulk.progress
                ? t('listings.progress', { done: bulk.progress.done, total: bulk.progress.total })
                : selectedRows.length > 0
                  ? t('listings.selected', { count: selectedRows.length })
                  : ''}
            </span>
            {selectedRows.length > 0 ? (
              <div className="flex w-full flex-wrap gap-2 sm:ms-auto sm:w-auto">
                <Button
                  type="button"
                  size="sm"
                  className="bg-success text-success-foreground hover:bg-success/90"
                  disabled={busy || toApprove.length === 0}
                  onClick={() => void runBulk('approve', toApprove)}
                >
                  {bulk.progress?.action === 'approve' ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Check aria-hidden="true" />
                  )}
                  {t('listings.approveSelected', { count: toApprove.length })}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="destructive"
                  disabled={busy || toReject.length === 0}
                  onClick={() =>
                    setRejecting({
                      bulk: true,
                      listings: toReject,
                      target: {
                        key: `bulk:${toReject.map((l) => l.id).join(',')}`,
                        title: t('rejectDialog.bulkTitle', { count: toReject.length }),
                        description: t('rejectDialog.bulkDescription'),
                      },
                    })
                  }
                >
                  <X aria-hidden="true" />
                  {t('listings.rejectSelected', { count: toReject.length })}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  className="border-destructive text-destructive hover:bg-destructive hover:text-destructive-foreground"
                  disabled={busy || toRemove.length === 0}
                  onClick={() =>
                    setRemoving({
                      bulk: true,
                      listings: toRemove,
                      title: t('removeDialog.bulkTitle', { count: toRemove.length }),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" />
                  {t('listings.removeSelected', { count: toRemove.length })}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={bulk.running}
                  onClick={() => setSelectedIds([])}
                >
                  {t('listings.clearSelection')}
                </Button>
              </div>
            ) : null}
          </div>
        ) : null}

        {body}
        {total > 0 ? (
          <AdminPager
            page={page}
            totalPages={totalPages}
            busy={isFetching || bulk.running}
            onPageChange={goToPage}
          />
        ) : null}
      </section>

      <RejectListingDialog
        target={rejecting?.target ?? null}
        pending={moderation.deciding || bulk.running}
        onConfirm={confirmReject}
        onOpenChange={(open) => !open && setRejecting(null)}
      />
      <RemoveListingDialog
        title={removing?.title ?? null}
        pending={moderation.removing || bulk.running}
        onConfirm={confirmRemove}
        onOpenChange={(open) => !open && setRemoving(null)}
      />
      <SendBackListingDialog listing={sendingBack} onOpenChange={(open) => !open && setSendingBack(null)} />
    </div>
  );
}
