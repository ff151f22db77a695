import { ADMIN_MESSAGES, type AdminReports } from '@marketplace/contract/admin';
import { format } from 'date-fns';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { BarChart } from '@/components/charts/bar-chart';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast-store';
import { useAdminReports } from '../api/get-admin-reports';
import { errorText } from '../utils/error-text';
import { countOf } from '@/lib/plural';

/** "2025-03" → "Mar 2025"; anything else is shown as it came. */
function monthLabel(month: string, pattern = 'MMM yyyy'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? format(new Date(Number(match[1]), Number(match[2]) - 1, 1), pattern) : month;
}

function plural(n: number, word: string): string {
  return countOf(n, { one: word, other: `${word}s` });
}

/** A numbered top-3 list ("1. Furniture … 8 listings"), or "No listings yet." when empty. */
function RankedList({ rows }: { rows: Array<{ key: string; label: string; listings: number }> }) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No listings yet.</p>;
  return (
    <ol className="grid gap-2">
      {rows.map((row, index) => (
        <li key={row.key} className="flex items-center justify-between gap-3 text-sm">
          <span className="min-w-0 break-words">
            <span className="mr-2 font-semibold text-muted-foreground">{index + 1}.</span>
            {row.label}
          </span>
          <span className="shrink-0 tabular-nums text-muted-foreground">
            {plural(row.listings, 'listing')}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Reports({ reports }: { reports: AdminReports }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>User activity</CardTitle>
          <CardDescription>Profiles updated and sign-ins over the last 5 months.</CardDescription>
        </CardHeader>
        <CardContent>
          <BarChart
            title="User activity, last 5 months"
            series={[
              { key: 'profilesUpdated', label: 'Profiles updated', color: 'var(--color-primary)' },
              { key: 'signIns', label: 'Sign-ins', color: 'var(--color-warning)' },
            ]}
            data={reports.userActivity.map((m) => ({
              label: monthLabel(m.month),
              shortLabel: monthLabel(m.month, 'MMM'),
              values: { profilesUpdated: m.profilesUpdated, signIns: m.signIns },
            }))}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Listings by category</CardTitle>
          <CardDescription>Listings on the platform (removed ones excluded).</CardDescription>
        </CardHeader>
        <CardContent>
          {reports.listingsByCategory.length === 0 ? (
            <p className="text-sm text-muted-foreground">No listings yet.</p>
          ) : (
            <BarChart
              title="Listings by category"
              orientation="horizontal"
              series={[{ key: 'count', label: 'Listings', color: 'var(--color-primary)' }]}
              data={reports.listingsByCategory.map((c) => ({
                label: c.category,
                values: { count: c.count },
              }))}
            />
          )}
        </CardContent>
      </Card>

      <div className="grid content-start gap-4">
        <Card>
          <CardHeader>
            <CardTitle>Top categories</CardTitle>
          </CardHeader>
          <CardContent>
            <RankedList
              rows={reports.topCategories.map((c) => ({
                key: c.category,
                label: c.category,
                listings: c.count,
              }))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Most active users</CardTitle>
            <CardDescription>By number of listings.</CardDescription>
          </CardHeader>
          <CardContent>
            <RankedList
              rows={reports.topUsers.map((u) => ({ key: u.userId, label: u.name, listings: u.listings }))}
            />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/**
 * Platform Reports (spec 02 §2 Reports, §9): user activity for the last 5 months, listings by category, the
 * top 3 categories and the top 3 users by listing count, all computed by SQL on the server. Charts are drawn
 * with Recharts (in this page's own chunk) with the same numbers in tables for screen readers.
 */
export function AdminReportsPage() {
  const { data, error, isPending, isFetching, refetch } = useAdminReports();

  useEffect(() => {
    if (error) {
      toast({
        title: ADMIN_MESSAGES.reportsFailed,
        description: errorText(error, ADMIN_MESSAGES.unexpected),
        variant: 'destructive',
      });
    }
  }, [error]);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Platform Reports</h1>
        <p className="text-sm text-muted-foreground">How members use the marketplace.</p>
      </div>
      {isPending ? (
        <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
          <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
          Loading reports…
        </div>
      ) : error || !data ? (
        <div className="grid justify-items-center gap-3 rounded-lg border bg-background p-8 text-center">
          <p className="text-muted-foreground">{ADMIN_MESSAGES.reportsFailed}</p>
          <Button type="button" variant="outline" disabled={isFetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Reports reports={data} />
      )}
    </div>
  );
}
