import {
  LISTING_STATUSES,
  type ListingStatus,
  type SellerOverview as SellerOverviewData,
} from '@marketplace/contract/listings-messages';
import { formatDistanceToNow, parseISO } from 'date-fns';
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
import { Link } from 'react-router';
import { ListingStatusBadge } from '@/components/listings/listing-status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSellerOverview } from '../api/get-seller-overview';

type RecentEvent = SellerOverviewData['recentEvents'][number];

const EVENT_TEXT: Record<RecentEvent['type'], { label: string; icon: LucideIcon }> = {
  submitted: { label: 'Submitted for review', icon: Send },
  approved: { label: 'Approved', icon: CheckCircle2 },
  rejected: { label: 'Rejected', icon: XCircle },
  sold: { label: 'Marked as sold', icon: Tag },
  updated: { label: 'Edited and sent for review', icon: PencilLine },
  expired: { label: 'Expired', icon: Hourglass },
  renewed: { label: 'Renewed', icon: RotateCcw },
};

/** What each status count means, under its badge. */
const STATUS_HINT: Record<ListingStatus, string> = {
  Pending: 'Waiting for review',
  Approved: 'Live on the marketplace',
  Rejected: 'Need changes',
  Sold: 'Marked as sold',
  Expired: 'Renew to bring back',
};

function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

function timeAgo(iso: string): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDistanceToNow(date, { addSuffix: true });
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
  return (
    <div role="status" aria-label="Loading your overview" className="grid gap-4">
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
  const headingId = useId();
  return (
    <Card>
      <CardContent className="grid gap-3 p-4 sm:p-5">
        <h3 id={headingId} className="font-semibold">
          Recent activity
        </h3>
        {events.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nothing yet. Events such as approvals and sales of your listings will show here.
          </p>
        ) : (
          <ol aria-labelledby={headingId} className="grid divide-y">
            {events.map((event, index) => {
              const { label, icon: Icon } = EVENT_TEXT[event.type];
              return (
                <li key={`${event.listingId}-${event.at}-${index}`} className="flex items-start gap-3 py-2.5">
                  <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
                    <Icon className="h-4 w-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/dashboard/my-listings/${encodeURIComponent(event.listingId)}`}
                      className="block break-words font-medium text-foreground underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {event.listingName}
                    </Link>
                    <p className="text-sm text-muted-foreground">
                      {label} · <time dateTime={event.at}>{timeAgo(event.at)}</time>
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
  const headingId = useId();
  const { data, error, isPending, refetch } = useSellerOverview();

  let body;
  if (isPending) {
    body = <OverviewSkeleton />;
  } else if (error) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border px-4 py-8 text-center">
        <p className="font-medium">Could not load your listing statistics.</p>
        <p className="text-sm text-muted-foreground">{error.message}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          Try Again
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
              hint={STATUS_HINT[status]}
            />
          ))}
          <StatCard
            label={<IconLabel icon={Eye}>Total views</IconLabel>}
            value={data.totalViews}
            hint="Across all your listings"
          />
          <StatCard
            label={<IconLabel icon={Heart}>Times saved</IconLabel>}
            value={data.timesSaved}
            hint="By other members"
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
        Your listings at a glance
      </h2>
      {body}
    </section>
  );
}
