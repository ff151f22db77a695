import {
  MODERATION_SORTS,
  REPORT_REASON_LABELS,
  SAFETY_MESSAGES,
  type ModerationAction,
  type ModerationContextMessage,
  type ModerationQueueItem,
  type ModerationSort,
  type ModerationTargetDetail,
  type ReportTargetType,
  REPORT_TARGET_TYPES,
} from '@marketplace/contract/safety';
import { format, parseISO } from 'date-fns';
import { ArrowLeft, ExternalLink, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { AdminPager } from '../components/admin-pager';
import { UserStatusBadge } from '../components/user-status-badge';
import { errorText } from '../utils/error-text';
import { useModerationQueue, useModerationTarget, useResolveModerationTarget } from './moderation-api';

function dateTime(iso: string): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMM d, yyyy, h:mm a');
}

/** What the admin reads for a target: the label, or how an offer step / removed thing is named. */
function targetLabel(item: Pick<ModerationQueueItem, 'targetType' | 'label' | 'messageKind' | 'offerAmount'>): string {
  if (item.targetType === 'message' && item.messageKind === 'offer') return SAFETY_MESSAGES.offerStep(item.offerAmount);
  if (item.label) return item.label;
  return item.targetType === 'member' ? SAFETY_MESSAGES.deletedMember : SAFETY_MESSAGES.removedListing;
}

function parseTarget(value: string | null): { targetType: ReportTargetType; targetId: string } | null {
  if (!value) return null;
  const colon = value.indexOf(':');
  const type = value.slice(0, colon);
  const id = value.slice(colon + 1);
  if (colon < 1 || !id || !(REPORT_TARGET_TYPES as readonly string[]).includes(type)) return null;
  return { targetType: type as ReportTargetType, targetId: id };
}

function QueueRow({ item, selected, onSelect }: { item: ModerationQueueItem; selected: boolean; onSelect: () => void }) {
  const label = targetLabel(item);
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'grid w-full gap-1.5 rounded-md border bg-background p-3 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          selected && 'border-primary ring-1 ring-primary',
        )}
      >
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{SAFETY_MESSAGES.targetTypeLabels[item.targetType]}</Badge>
          <Badge variant="destructive">{SAFETY_MESSAGES.reportsCount(item.count)}</Badge>
          <time dateTime={item.newestAt} className="text-xs text-muted-foreground">
            {dateTime(item.newestAt)}
          </time>
        </span>
        <span className="line-clamp-2 break-words font-medium">
          {label}
          {item.itemDisplayId ? <span className="font-normal text-muted-foreground"> · {item.itemDisplayId}</span> : null}
        </span>
        <span className="flex flex-wrap gap-1">
          {item.reasons.map((r) => (
            <Badge key={r.reason} variant="secondary" className="font-normal">
              {REPORT_REASON_LABELS[r.reason]} × {r.count}
            </Badge>
          ))}
        </span>
      </button>
    </li>
  );
}

function ContextMessage({ message }: { message: ModerationContextMessage }) {
  const text =
    message.kind === 'offer'
      ? `${SAFETY_MESSAGES.offerActions[message.offerAction ?? ''] ?? SAFETY_MESSAGES.offerStep(null)} · ${SAFETY_MESSAGES.offerStep(message.offerAmount)}`
      : message.body;
  return (
    <li
      className={cn('grid gap-1 rounded-md border p-3', message.reported && 'border-destructive bg-destructive/5')}
      aria-current={message.reported ? 'true' : undefined}
    >
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{message.senderName}</span>
        <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
        {message.reported ? <Badge variant="destructive">{SAFETY_MESSAGES.reportedMessage}</Badge> : null}
      </p>
      <p className="whitespace-pre-wrap break-words text-sm">{text}</p>
    </li>
  );
}

const CONFIRM: Record<ModerationAction, string> = {
  dismiss: SAFETY_MESSAGES.confirmDismiss,
  'remove-listing': SAFETY_MESSAGES.confirmRemoveListing,
  'ban-member': SAFETY_MESSAGES.confirmBan,
};

function banLabel(targetType: ReportTargetType): string {
  if (targetType === 'message') return SAFETY_MESSAGES.banSender;
  if (targetType === 'listing') return SAFETY_MESSAGES.banSeller;
  return SAFETY_MESSAGES.banMember;
}

function TargetActions({ detail, onResolved }: { detail: ModerationTargetDetail; onResolved: () => void }) {
  const [action, setAction] = useState<ModerationAction | null>(null);
  const resolve = useResolveModerationTarget();
  const actionLabels: Record<ModerationAction, string> = {
    dismiss: SAFETY_MESSAGES.dismiss,
    'remove-listing': SAFETY_MESSAGES.removeListing,
    'ban-member': banLabel(detail.targetType),
  };
  const available: ModerationAction[] = ['dismiss'];
  if (detail.targetType === 'listing' && detail.listing && !detail.listing.isDeleted) available.push('remove-listing');
  if (detail.member && !detail.member.erased && detail.member.status !== 'banned') available.push('ban-member');

  const confirm = () => {
    if (!action) return;
    resolve.mutate(
      { targetType: detail.targetType, targetId: detail.targetId, action },
      {
        onSuccess: (result) => {
          setAction(null);
          toast({
            title: SAFETY_MESSAGES.actionDone[action],
            description: SAFETY_MESSAGES.reportsCount(result.closed),
            variant: 'success',
          });
          onResolved();
        },
        onError: (error) => {
          setAction(null);
          toast({ title: SAFETY_MESSAGES.actionFailed, description: errorText(error, ''), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <div className="flex flex-wrap gap-2">
      {available.map((a) => (
        <Button
          key={a}
          type="button"
          variant={a === 'dismiss' ? 'outline' : 'destructive'}
          disabled={resolve.isPending}
          onClick={() => setAction(a)}
        >
          {actionLabels[a]}
        </Button>
      ))}
      <AlertDialog open={action !== null} onOpenChange={(open) => !open && !resolve.isPending && setAction(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{action ? actionLabels[action] : ''}</AlertDialogTitle>
            <AlertDialogDescription>{action ? CONFIRM[action] : ''}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={resolve.isPending}>{SAFETY_MESSAGES.cancel}</AlertDialogCancel>
            <Button
              type="button"
              variant={action === 'dismiss' ? 'default' : 'destructive'}
              disabled={resolve.isPending}
              onClick={confirm}
            >
              {resolve.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {SAFETY_MESSAGES.confirm}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

function TargetDetail({
  target,
  onBack,
  onResolved,
}: {
  target: { targetType: ReportTargetType; targetId: string };
  onBack: () => void;
  onResolved: () => void;
}) {
  const { data, error, isPending } = useModerationTarget(target);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reportsId = useId();
  const contextId = useId();
  useEffect(() => {
    if (data) headingRef.current?.focus();
  }, [data]);

  return (
    <Card>
      <CardHeader className="gap-3">
        <Button type="button" variant="ghost" size="sm" className="w-fit lg:hidden" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {SAFETY_MESSAGES.backToQueue}
        </Button>
        {isPending ? (
          <div role="status" aria-label="Loading the reports" className="grid gap-2">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-64" />
          </div>
        ) : error || !data ? (
          <p role="alert" className="text-sm text-destructive">
            {errorText(error, SAFETY_MESSAGES.noOpenReports)}
          </p>
        ) : (
          <>
            <Badge variant="outline" className="w-fit">
              {SAFETY_MESSAGES.targetTypeLabels[data.targetType]}
            </Badge>
            <CardTitle ref={headingRef} tabIndex={-1} className="break-words focus:outline-none">
              {data.targetType === 'message' && !data.label ? SAFETY_MESSAGES.reportedMessage : data.label || targetLabel({ ...data, messageKind: null, offerAmount: null })}
              {data.listing && data.targetType === 'listing' ? (
                <span className="font-normal text-muted-foreground"> · {data.listing.itemDisplayId}</span>
              ) : null}
            </CardTitle>
          </>
        )}
      </CardHeader>
      {data ? (
        <CardContent className="grid gap-6">
          <div className="grid gap-2 text-sm">
            {data.listing ? (
              <Link className="inline-flex w-fit items-center gap-1 text-primary underline-offset-4 hover:underline" to={data.listing.adminPath}>
                {SAFETY_MESSAGES.openListingPage}
                {data.targetType === 'message' ? `: ${data.listing.name}` : ''}
                <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
              </Link>
            ) : null}
            {data.member ? (
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{data.member.name}</span>
                <UserStatusBadge status={data.member.status} />
              </p>
            ) : null}
          </div>

          {data.conversation ? (
            <section aria-labelledby={contextId} className="grid gap-2">
              <h3 id={contextId} className="font-semibold">
                {SAFETY_MESSAGES.contextHeading}
              </h3>
              <ol className="grid gap-2">
                {data.conversation.messages.map((m) => (
                  <ContextMessage key={m.id} message={m} />
                ))}
              </ol>
            </section>
          ) : null}

          <section aria-labelledby={reportsId} className="grid gap-2">
            <h3 id={reportsId} className="font-semibold">
              {SAFETY_MESSAGES.reportsHeading} ({data.reports.length})
            </h3>
            <ul className="grid gap-2">
              {data.reports.map((r) => (
                <li key={r.id} className="grid gap-1 rounded-md border p-3 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <Badge variant="secondary">{REPORT_REASON_LABELS[r.reason]}</Badge>
                    <span className="text-muted-foreground">
                      {SAFETY_MESSAGES.reportedBy} <span className="text-foreground">{r.reporterName}</span>
                    </span>
                    <time dateTime={r.createdAt} className="text-xs text-muted-foreground">
                      {dateTime(r.createdAt)}
                    </time>
                  </p>
                  {r.note ? <p className="whitespace-pre-wrap break-words">{r.note}</p> : null}
                </li>
              ))}
            </ul>
          </section>

          <TargetActions detail={data} onResolved={onResolved} />
        </CardContent>
      ) : null}
    </Card>
  );
}

/**
 * /admin/moderation (issue #13 item 5): open reports grouped by target (most reported or newest first, 20 a
 * page), and the chosen target's reports, context and actions (dismiss, remove listing, ban member), each
 * confirmed. The choice lives in the URL (`?target=type:id`); below 1024 px the detail replaces the queue.
 */
export function ModerationPage() {
  const [params, setParams] = useSearchParams();
  const sort: ModerationSort = params.get('sort') === 'newest' ? 'newest' : 'most';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const target = parseTarget(params.get('target'));
  const queue = useModerationQueue({ sort, page });
  const sortId = useId();
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: false },
    );
  const totalPages = queue.data ? Math.max(1, Math.ceil(queue.data.total / queue.data.pageSize)) : 1;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">{SAFETY_MESSAGES.moderationTitle}</h1>
        <div className="grid gap-1">
          <label htmlFor={sortId} className="text-sm font-medium">
            {SAFETY_MESSAGES.sortLabel}
          </label>
          <NativeSelect
            id={sortId}
            value={sort}
            onChange={(event) => update({ sort: event.target.value, page: null })}
            className="w-44"
          >
            {MODERATION_SORTS.map((s) => (
              <option key={s} value={s}>
                {s === 'most' ? SAFETY_MESSAGES.sortMostReported : SAFETY_MESSAGES.sortNewest}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <section aria-label="Open reports" className={cn(target && 'hidden lg:block')}>
          {queue.isPending ? (
            <div role="status" aria-label="Loading the queue" className="grid gap-2">
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-24 w-full" />
            </div>
          ) : queue.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {SAFETY_MESSAGES.moderationLoadFailed}
            </p>
          ) : queue.data.items.length === 0 ? (
            <p className="rounded-md border bg-background p-6 text-center text-muted-foreground">
              {SAFETY_MESSAGES.moderationEmpty}
            </p>
          ) : (
            <>
              <ul className="grid gap-2">
                {queue.data.items.map((item) => {
                  const key = `${item.targetType}:${item.targetId}`;
                  return (
                    <QueueRow
                      key={key}
                      item={item}
                      selected={params.get('target') === key}
                      onSelect={() => update({ target: key })}
                    />
                  );
                })}
              </ul>
              {totalPages > 1 ? (
                <AdminPager
                  page={page}
                  totalPages={totalPages}
                  busy={queue.isFetching}
                  onPageChange={(next) => update({ page: String(next) })}
                />
              ) : null}
            </>
          )}
        </section>
        {target ? (
          <TargetDetail
            key={`${target.targetType}:${target.targetId}`}
            target={target}
            onBack={() => update({ target: null })}
            onResolved={() => update({ target: null })}
          />
        ) : (
          <p className="hidden rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground lg:block">
            {SAFETY_MESSAGES.selectTarget}
          </p>
        )}
      </div>
    </div>
  );
}
