import {
  LISTING_STATUSES,
  type SellerOverview as SellerOverviewData,
} from '@marketplace/contract/listings-messages';
import { parseISO } from 'date-fns';
import {
  ChartColumn,
  CheckCircle2,
  Eye,
  Heart,
  Hourglass,
  PencilLine,
  RotateCcw,
  Send,
  Tag,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListingStatusBadge } from '@/components/listings/listing-status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useContractMessage } from '@/i18n/contract-messages';
import { useFormatters, type Formatters } from '@/i18n/format';
import { useSellerOverview } from '../api/get-seller-overview';
import { formatNumber } from '@marketplace/contract/site';

type RecentEvent = SellerOverviewData['recentEvents'][number];

/** Each event's icon; its words are `listings:overview.event.<type>`. */
const EVENT_ICON: Record<RecentEvent['type'], LucideIcon> = {
  submitted: Send,
  approved: CheckCircle2,
  rejected: XCircle,
  sold: Tag,
  updated: PencilLine,
  expired: Hourglass,
  renewed: RotateCcw,
};

function formatCount(n: number): string {
  return formatNumber(n);
}

function timeAgo(iso: string, distanceToNow: Formatters['distanceToNow']): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : distanceToNow(date, { addSuffix: true });
}

function StatCard({ label, value, hint }: { label: ReactNode; value: number; hint: string }) {
  return (
    <li>
      <Card className="h-full">
        <CardContent className="grid gap-2 p-4">
          <div className="flex min-h-6 items-center">{label}</div>
          <p className="text-2xl font-bold tabular-nums">{formatCount(value)}</p>
          <p className="text-xs text-muted-foreground">{hint}</p>
        </CardContent>
      </Card>
    </li>
  );
}

function IconLabel({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-medium">
      <Icon className="h-4 w-4 text-primary" aria-hidden="true" />
      {children}
    </span>
  );
}

function OverviewSkeleton() {
  const { t } = useTranslation('listings');
  return (
    <div role="status" aria-label={t('overview.loading')} className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <Skeleton className="h-40" />
    </div>
  );
}

function RecentActivity({ events }: { events: RecentEvent[] }) {
  const { t } = useTranslation('listings');
  const { distanceToNow } = useFormatters();
  const headingId = useId();
  return (
    <Card>
      <CardContent className="grid gap-3 p-4 sm:p-5">
        <h3 id={headingId} className="font-semibold">
          {t('overview.recentActivity')}
        </h3>
        {events.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('overview.noActivity')}
          </p>
        ) : (
          <ol aria-labelledby={headingId} className="grid divide-y">
            {events.map((event, index) => {
              const Icon = EVENT_ICON[event.type];
              return (
                <li key={`${event.listingId}-${event.at}-${index}`} className="flex items-start gap-3 py-2.5">
                  <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
                    <Icon className="h-4 w-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <Link
                      dir="auto"
                      to={`/dashboard/my-listings/${encodeURIComponent(event.listingId)}`}
                      className="block break-words font-medium text-foreground underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {event.listingName}
                    </Link>
                    <p className="text-sm text-muted-foreground">
                      {t(`overview.event.${event.type}`)} ·{' '}
                      <time dateTime={event.at}>{timeAgo(event.at, distanceToNow)}</time>
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The seller's numbers for the dashboard overview (`GET /api/my/overview`): a card per listing status with
 * its badge, total views, how often members saved the listings, and the five latest events, each linking
 * to the listing's own page.
 */
export function SellerOverview() {
  const { t } = useTranslation('listings');
  const message = useContractMessage();
  const headingId = useId();
  const { data, error, isPending, refetch } = useSellerOverview();

  let body;
  if (isPending) {
    body = <OverviewSkeleton />;
  } else if (error) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border px-4 py-8 text-center">
        <p className="font-medium">{t('overview.loadFailed')}</p>
        <p className="text-sm text-muted-foreground">{message(error.message)}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          {t('shared.tryAgain')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
          {LISTING_STATUSES.map((status) => (
            <StatCard
              key={status}
              label={<ListingStatusBadge status={status} />}
              value={data.counts[status] ?? 0}
              hint={t(`overview.statusHint.${status}`)}
            />
          ))}
          <StatCard
            label={<IconLabel icon={Eye}>{t('overview.totalViews')}</IconLabel>}
            value={data.totalViews}
            hint={t('overview.totalViewsHint')}
          />
          <StatCard
            label={<IconLabel icon={Heart}>{t('overview.timesSaved')}</IconLabel>}
            value={data.timesSaved}
            hint={t('overview.timesSavedHint')}
          />
        </ul>
        <RecentActivity events={data.recentEvents.slice(0, 5)} />
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <ChartColumn className="h-5 w-5 text-primary" aria-hidden="true" />
        {t('overview.heading')}
      </h2>
      {body}
    </section>
  );
}
