import {
  ADMIN_MESSAGES,
  ADMIN_TIMEFRAMES,
  type AdminOverview,
  type AdminTimeframe,
} from '@marketplace/contract/admin';
import { CheckCircle2, Clock, Hourglass, LayoutDashboard, Package, Users, XCircle, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContractMessage } from '@/i18n/contract-messages';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useAdminOverview } from '../api/get-admin-overview';
import { errorText } from '../utils/error-text';
import { formatCount } from '../utils/format-count';
import { ModerationFiguresCards } from './moderation-figures';

type Counter = Exclude<keyof AdminOverview, 'timeframe' | 'moderation'>;

const CARDS: Array<{ key: Counter; icon: LucideIcon; tone: string; to: string }> = [
  {
    key: 'totalListings',
    icon: Package,
    tone: 'text-primary',
    to: '/admin/listings',
  },
  {
    key: 'approvedListings',
    icon: CheckCircle2,
    tone: 'text-success',
    to: '/admin/listings?status=Approved',
  },
  {
    key: 'pendingListings',
    icon: Clock,
    tone: 'text-warning',
    to: '/admin/listings?view=queue',
  },
  {
    key: 'rejectedListings',
    icon: XCircle,
    tone: 'text-destructive',
    to: '/admin/listings?status=Rejected',
  },
  {
    key: 'expiredListings',
    icon: Hourglass,
    tone: 'text-muted-foreground',
    to: '/admin/listings?status=Expired',
  },
  { key: 'totalUsers', icon: Users, tone: 'text-primary', to: '/admin/users' },
];

const ZERO: Record<Counter, number> = {
  totalListings: 0,
  approvedListings: 0,
  pendingListings: 0,
  rejectedListings: 0,
  expiredListings: 0,
  totalUsers: 0,
};

/**
 * Admin Dashboard (spec 02 §2 Overview): a timeframe (Last 7 days, Last 30 days, All time) and five stat
 * cards, plus Expired Listings (issue #14 item 3). Listing counts follow the timeframe, users do not. On a failure the counters read 0 (spec 02 §8).
 */
export function AdminOverviewPage() {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const timeframeId = useId();
  const [timeframe, setTimeframe] = useState<AdminTimeframe>('all');
  const { data, error, isPending, isFetching } = useAdminOverview(timeframe);

  useEffect(() => {
    if (error) {
      toast({
        title: message(ADMIN_MESSAGES.statsFailed),
        description: message(errorText(error, ADMIN_MESSAGES.unexpected)),
        variant: 'destructive',
      });
    }
  }, [error, message]);

  const counts: Record<Counter, number> = error || !data ? ZERO : data;
  const moderation = error || !data ? undefined : data.moderation;
  const noListings =
    !isPending &&
    !error &&
    counts.totalListings === 0 &&
    counts.approvedListings === 0 &&
    counts.pendingListings === 0 &&
    counts.rejectedListings === 0 &&
    counts.expiredListings === 0;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('overview.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('overview.subtitle')}</p>
        </div>
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" />
            {t('shared.goToUserDashboard')}
          </Link>
        </Button>
      </div>

      <div className="grid max-w-xs gap-2">
        <Label htmlFor={timeframeId}>{t('overview.timeframe')}</Label>
        <NativeSelect
          id={timeframeId}
          value={timeframe}
          onChange={(event) => setTimeframe(event.target.value as AdminTimeframe)}
        >
          {ADMIN_TIMEFRAMES.map((tf) => (
            <option key={tf} value={tf}>
              {t(`overview.timeframes.${tf}`)}
            </option>
          ))}
        </NativeSelect>
      </div>

      <section aria-labelledby={`${timeframeId}-stats`} aria-busy={isFetching}>
        <h2 id={`${timeframeId}-stats`} className="sr-only">
          {t('overview.statistics', { timeframe: t(`overview.timeframes.${timeframe}`) })}
        </h2>
        <ul className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6', isFetching && 'opacity-70')}>
          {CARDS.map(({ key, icon: Icon, tone, to }) => (
            <li key={key}>
              <Link
                to={to}
                className="flex h-full items-center justify-between gap-3 rounded-lg border bg-card p-5 shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <div className="min-w-0">
                  <p className="text-sm font-medium text-muted-foreground">{t(`overview.cards.${key}`)}</p>
                  {isPending ? (
                    <Skeleton className="mt-2 h-8 w-16" />
                  ) : (
                    <p className="mt-1 text-3xl font-bold tabular-nums">
                      {formatCount(counts[key])}
                    </p>
                  )}
                </div>
                <Icon className={cn('h-8 w-8 shrink-0', tone)} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {error ? null : <ModerationFiguresCards figures={moderation} headingId={`${timeframeId}-moderation`} />}

      {noListings ? (
        <p className="rounded-lg border border-dashed bg-background p-6 text-center text-muted-foreground">
          {message(ADMIN_MESSAGES.noData)}
        </p>
      ) : null}
    </div>
  );
}
