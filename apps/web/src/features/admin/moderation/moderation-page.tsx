import {
  MODERATION_SORTS,
  SAFETY_MESSAGES,
  type ModerationAction,
  type ModerationContextMessage,
  type ModerationQueueItem,
  type ModerationSort,
  type ModerationTargetDetail,
  type ReportTargetType,
  REPORT_TARGET_TYPES,
} from '@marketplace/contract/safety';
import { parseISO } from 'date-fns';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '@/i18n/contract-messages';
import { useFormatters, type Formatters } from '@/i18n/format';
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

function dateTime(formatters: Formatters, iso: string): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : formatters.date(date, 'MMM d, yyyy, h:mm a');
}

/** SAFETY_MESSAGES.offerStep(amount) in the page's language ("Offer of MVR 1,234"). */
function offerStep(t: TFunction<'admin'>, amount: number | null | undefined): string {
  return amount === null || amount === undefined
    ? t('moderation.offer')
    : t('moderation.offerOf', { price: `MVR ${amount.toLocaleString('en-US')}` });
}

/**
 * What the admin reads for a target: the label, or how an offer step / removed thing is named. `t` is the
 * `admin` namespace's, `message` shows a contract text in the page's language.
 */
function targetLabel(
  t: TFunction<'admin'>,
  message: (text: string) => string,
  item: Pick<ModerationQueueItem, 'targetType' | 'label' | 'messageKind' | 'offerAmount'>,
): string {
  if (item.targetType === 'message' && item.messageKind === 'offer') return offerStep(t, item.offerAmount);
  if (item.label) return item.label;
  return message(item.targetType === 'member' ? SAFETY_MESSAGES.deletedMember : SAFETY_MESSAGES.removedListing);
}

const OFFER_ACTIONS = ['made', 'countered', 'accepted', 'declined', 'withdrawn'] as const;
function isOfferAction(value: string | null | undefined): value is (typeof OFFER_ACTIONS)[number] {
  return (OFFER_ACTIONS as readonly string[]).includes(value ?? '');
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
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const formatters = useFormatters();
  const label = targetLabel(t, message, item);
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'grid w-full gap-1.5 rounded-md border bg-background p-3 text-start transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          selected && 'border-primary ring-1 ring-primary',
        )}
      >
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{t(`moderation.targetTypes.${item.targetType}`)}</Badge>
          <Badge variant="destructive">{t('moderation.reportsCount', { count: item.count })}</Badge>
          <time dateTime={item.newestAt} className="text-xs text-muted-foreground">
            {dateTime(formatters, item.newestAt)}
          </time>
        </span>
        <span className="line-clamp-2 break-words font-medium" dir="auto">
          {label}
          {item.itemDisplayId ? <span className="font-normal text-muted-foreground"> · {item.itemDisplayId}</span> : null}
        </span>
        <span className="flex flex-wrap gap-1">
          {item.reasons.map((r) => (
            <Badge key={r.reason} variant="secondary" className="font-normal">
              {t('moderation.reasonCount', { reason: t(`moderation.reasons.${r.reason}`), count: r.count })}
            </Badge>
          ))}
        </span>
      </button>
    </li>
  );
}

function ContextMessage({ message }: { message: ModerationContextMessage }) {
  const { t } = useTranslation('admin');
  const contractMessage = useContractMessage();
  const formatters = useFormatters();
  const text =
    message.kind === 'offer'
      ? t('moderation.offerLine', {
          action: isOfferAction(message.offerAction)
            ? t(`moderation.offerActions.${message.offerAction}`)
            : offerStep(t, null),
          offer: offerStep(t, message.offerAmount),
        })
      : message.body;
  return (
    <li
      className={cn('grid gap-1 rounded-md border p-3', message.reported && 'border-destructive bg-destructive/5')}
      aria-current={message.reported ? 'true' : undefined}
    >
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span className="font-medium text-foreground" dir="auto">
          {message.senderName}
        </span>
        <time dateTime={message.createdAt}>{dateTime(formatters, message.createdAt)}</time>
        {message.reported ? (
          <Badge variant="destructive">{contractMessage(SAFETY_MESSAGES.reportedMessage)}</Badge>
        ) : null}
      </p>
      <p className="whitespace-pre-wrap break-words text-sm" dir="auto">
        {text}
      </p>
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

const ACTION_DONE = {
  dismiss: 'moderation.actionDone.dismiss',
  'remove-listing': 'moderation.actionDone.removeListing',
  'ban-member': 'moderation.actionDone.banMember',
} as const satisfies Record<ModerationAction, string>;

function TargetActions({ detail, onResolved }: { detail: ModerationTargetDetail; onResolved: () => void }) {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const [action, setAction] = useState<ModerationAction | null>(null);
  const resolve = useResolveModerationTarget();
  const actionLabels: Record<ModerationAction, string> = {
    dismiss: message(SAFETY_MESSAGES.dismiss),
    'remove-listing': message(SAFETY_MESSAGES.removeListing),
    'ban-member': message(banLabel(detail.targetType)),
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
            title: t(ACTION_DONE[action]),
            description: t('moderation.reportsCount', { count: result.closed }),
            variant: 'success',
          });
          onResolved();
        },
        onError: (error) => {
          setAction(null);
          toast({
            title: message(SAFETY_MESSAGES.actionFailed),
            description: message(errorText(error, '')),
            variant: 'destructive',
          });
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
            <AlertDialogDescription>{action ? message(CONFIRM[action]) : ''}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={resolve.isPending}>{message(SAFETY_MESSAGES.cancel)}</AlertDialogCancel>
            <Button
              type="button"
              variant={action === 'dismiss' ? 'default' : 'destructive'}
              disabled={resolve.isPending}
              onClick={confirm}
            >
              {resolve.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {message(SAFETY_MESSAGES.confirm)}
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
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const formatters = useFormatters();
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
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
          {message(SAFETY_MESSAGES.backToQueue)}
        </Button>
        {isPending ? (
          <div role="status" aria-label={t('moderation.loadingReports')} className="grid gap-2">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-64" />
          </div>
        ) : error || !data ? (
          <p role="alert" className="text-sm text-destructive">
            {message(errorText(error, SAFETY_MESSAGES.noOpenReports))}
          </p>
        ) : (
          <>
            <Badge variant="outline" className="w-fit">
              {t(`moderation.targetTypes.${data.targetType}`)}
            </Badge>
            <CardTitle ref={headingRef} tabIndex={-1} className="break-words focus:outline-none" dir="auto">
              {data.targetType === 'message' && !data.label
                ? message(SAFETY_MESSAGES.reportedMessage)
                : data.label || targetLabel(t, message, { ...data, messageKind: null, offerAmount: null })}
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
                {data.targetType === 'message'
                  ? t('moderation.openListingNamed', {
                      open: message(SAFETY_MESSAGES.openListingPage),
                      name: data.listing.name,
                    })
                  : message(SAFETY_MESSAGES.openListingPage)}
                <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
              </Link>
            ) : null}
            {data.member ? (
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium" dir="auto">
                  {data.member.name}
                </span>
                <UserStatusBadge status={data.member.status} />
              </p>
            ) : null}
          </div>

          {data.conversation ? (
            <section aria-labelledby={contextId} className="grid gap-2">
              <h3 id={contextId} className="font-semibold">
                {message(SAFETY_MESSAGES.contextHeading)}
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
              {t('moderation.reportsHeading', {
                heading: message(SAFETY_MESSAGES.reportsHeading),
                count: data.reports.length,
              })}
            </h3>
            <ul className="grid gap-2">
              {data.reports.map((r) => (
                <li key={r.id} className="grid gap-1 rounded-md border p-3 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <Badge variant="secondary">{t(`moderation.reasons.${r.reason}`)}</Badge>
                    <span className="text-muted-foreground">
                      {message(SAFETY_MESSAGES.reportedBy)}{' '}
                      <span className="text-foreground" dir="auto">
                        {r.reporterName}
                      </span>
                    </span>
                    <time dateTime={r.createdAt} className="text-xs text-muted-foreground">
                      {dateTime(formatters, r.createdAt)}
                    </time>
                  </p>
                  {r.note ? (
                    <p className="whitespace-pre-wrap break-words" dir="auto">
                      {r.note}
                    </p>
                  ) : null}
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
  const { t } = useTranslation('admin');
  const message = useContractMessage();
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
        <h1 className="text-2xl font-bold">{message(SAFETY_MESSAGES.moderationTitle)}</h1>
        <div className="grid gap-1">
          <label htmlFor={sortId} className="text-sm font-medium">
            {message(SAFETY_MESSAGES.sortLabel)}
          </label>
          <NativeSelect
            id={sortId}
            value={sort}
            onChange={(event) => update({ sort: event.target.value, page: null })}
            className="w-44"
          >
            {MODERATION_SORTS.map((s) => (
              <option key={s} value={s}>
                {message(s === 'most' ? SAFETY_MESSAGES.sortMostReported : SAFETY_MESSAGES.sortNewest)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <section aria-label={t('moderation.openReports')} className={cn(target && 'hidden lg:block')}>
          {queue.isPending ? (
            <div role="status" aria-label={t('moderation.loadingQueue')} className="grid gap-2">
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-24 w-full" />
            </div>
          ) : queue.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {message(SAFETY_MESSAGES.moderationLoadFailed)}
            </p>
          ) : queue.data.items.length === 0 ? (
            <p className="rounded-md border bg-background p-6 text-center text-muted-foreground">
              {message(SAFETY_MESSAGES.moderationEmpty)}
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
            {message(SAFETY_MESSAGES.selectTarget)}
          </p>
        )}
      </div>
    </div>
  );
}
