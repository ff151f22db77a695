import { MODERATION_FIGURES_MESSAGES, type ModerationFigures } from '@marketplace/contract/trusted-sellers';
import { Hourglass, Inbox, Timer, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDistanceStrict } from 'date-fns';
import { useContractMessage } from '@/i18n/contract-messages';
import { useFormatters } from '@/i18n/format';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '../utils/format-count';

/**
 * A duration in ms as words: "under a minute", "45 minutes", "5 hours", "2 days". `distance` writes the
 * duration in the page's language (English date-fns by default); "under a minute" is the contract's text.
 */
export function durationLabel(
  ms: number,
  distance: (from: number, to: number) => string = (from, to) => formatDistanceStrict(from, to),
): string {
  if (ms < 60_000) return MODERATION_FIGURES_MESSAGES.underAMinute;
  return distance(0, ms);
}

/** One figure: a `<div>` group of its term (with the icon, as the System page's counts) and its `<dd>`. */
function Figure({ label, icon: Icon, children }: { label: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="relative grid min-w-0 content-start gap-1 rounded-lg border bg-card p-5 pe-16 shadow-sm">
      <dt className="text-sm font-medium text-muted-foreground">
        {label}
        <Icon className="absolute end-5 top-5 h-8 w-8 text-warning" aria-hidden="true" />
      </dt>
      {children}
    </div>
  );
}

/**
 * Issue #14 item 4 on the admin overview: the moderation queue's size and oldest waiting listing (now), and
 * the median time from (re)submission to the admin's decision in the chosen timeframe, automatic approvals
 * counted apart. `figures` undefined while loading.
 */
export function ModerationFiguresCards({
  figures,
  headingId,
}: {
  figures: ModerationFigures | undefined;
  headingId: string;
}) {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const formatters = useFormatters();
  const duration = (ms: number) =>
    message(durationLabel(ms, (from, to) => formatters.distanceStrict(from, to)));
  const loading = <Skeleton className="mt-1 h-8 w-24" />;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {message(MODERATION_FIGURES_MESSAGES.heading)}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Figure label={message(MODERATION_FIGURES_MESSAGES.queueSize)} icon={Inbox}>
          {figures ? (
            <dd>
              <Link
                to="/admin/listings?view=queue"
                className="text-3xl font-bold tabular-nums underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {formatCount(figures.queueSize)}
              </Link>
            </dd>
          ) : (
            <dd>{loading}</dd>
          )}
        </Figure>
        <Figure label={message(MODERATION_FIGURES_MESSAGES.oldestWaiting)} icon={Hourglass}>
          {!figures ? (
            <dd>{loading}</dd>
          ) : figures.oldestWaiting ? (
            <dd className="grid gap-0.5">
              <span className="text-3xl font-bold tabular-nums">
                {duration(figures.oldestWaiting.waitingMs)}
              </span>
              <Link
                to={`/admin/listings/${encodeURIComponent(figures.oldestWaiting.listingId)}`}
                className="break-words text-sm text-primary underline-offset-4 hover:underline"
                dir="auto"
              >
                {t('figures.oldestListing', {
                  name: figures.oldestWaiting.name,
                  displayId: figures.oldestWaiting.itemDisplayId,
                })}
              </Link>
            </dd>
          ) : (
            <dd className="text-sm text-muted-foreground">
              {message(MODERATION_FIGURES_MESSAGES.noneWaiting)}
            </dd>
          )}
        </Figure>
        <Figure label={message(MODERATION_FIGURES_MESSAGES.medianDecision)} icon={Timer}>
          {!figures ? (
            <dd>{loading}</dd>
          ) : (
            <dd className="grid gap-0.5">
              {figures.medianDecisionMs === null ? (
                <span className="text-sm text-muted-foreground">
                  {message(MODERATION_FIGURES_MESSAGES.noDecisions)}
                </span>
              ) : (
                <span className="text-3xl font-bold tabular-nums">{duration(figures.medianDecisionMs)}</span>
              )}
              <span className="text-xs text-muted-foreground">
                {figures.autoApproved > 0
                  ? t('figures.withAutoApproved', {
                      decisions: t('figures.decisionsCount', { count: figures.decisions }),
                      autoApproved: t('figures.autoApproved', { count: figures.autoApproved }),
                    })
                  : t('figures.decisionsCount', { count: figures.decisions })}
              </span>
            </dd>
          )}
        </Figure>
      </dl>
    </section>
  );
}
