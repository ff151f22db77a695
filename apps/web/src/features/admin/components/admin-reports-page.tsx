import { ADMIN_MESSAGES, type AdminReports } from '@marketplace/contract/admin';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryName } from '@/i18n/category-name';
import { useContractMessage } from '@/i18n/contract-messages';
import { useFormatters, type Formatters } from '@/i18n/format';
import { BarChart } from '@/components/charts/bar-chart';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast-store';
import { useAdminReports } from '../api/get-admin-reports';
import { errorText } from '../utils/error-text';

/** "2025-03" → "Mar 2025" (in the page's language; `short` → "Mar"); anything else is shown as it came. */
function monthLabel(formatters: Formatters, month: string, short = false): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, 1);
  const text = formatters.date(date, short ? 'MMM' : 'MMM yyyy');
  // Dhivehi's date fallback always writes the year with the month: the short axis label keeps the month.
  const monthYear = /^(\S+) \d{4}$/.exec(text);
  return short && monthYear ? monthYear[1]! : text;
}

/** A numbered top-3 list ("1. Furniture … 8 listings"), or "No listings yet." when empty. */
function RankedList({ rows }: { rows: Array<{ key: string; label: string; listings: number }> }) {
  const { t } = useTranslation('admin');
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t('reports.noListings')}</p>;
  return (
    <ol className="grid gap-2">
      {rows.map((row, index) => (
        <li key={row.key} className="flex items-center justify-between gap-3 text-sm">
          <span className="min-w-0 break-words" dir="auto">
            <span className="me-2 font-semibold text-muted-foreground">
              {t('reports.rank', { rank: index + 1 })}
            </span>
            {row.label}
          </span>
          <span className="shrink-0 tabular-nums text-muted-foreground">
            {t('shared.listingCount', { count: row.listings })}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Reports({ reports }: { reports: AdminReports }) {
  const { t } = useTranslation('admin');
  // Category names in the page's language (issue #37 item 4t: they stayed English in Dhivehi).
  const categoryName = useCategoryName();
  const formatters = useFormatters();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>{t('reports.userActivity')}</CardTitle>
          <CardDescription>{t('reports.userActivityDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <BarChart
            title={t('reports.userActivityChart')}
            series={[
              { key: 'profilesUpdated', label: t('reports.profilesUpdated'), color: 'var(--color-primary)' },
              { key: 'signIns', label: t('reports.signIns'), color: 'var(--color-warning)' },
            ]}
            data={reports.userActivity.map((m) => ({
              label: monthLabel(formatters, m.month),
              shortLabel: monthLabel(formatters, m.month, true),
              values: { profilesUpdated: m.profilesUpdated, signIns: m.signIns },
            }))}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('reports.byCategory')}</CardTitle>
          <CardDescription>{t('reports.byCategoryDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {reports.listingsByCategory.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('reports.noListings')}</p>
          ) : (
            <BarChart
              title={t('reports.byCategory')}
              orientation="horizontal"
              series={[{ key: 'count', label: t('reports.listings'), color: 'var(--color-primary)' }]}
              data={reports.listingsByCategory.map((c) => ({
                label: categoryName(c.category),
                values: { count: c.count },
              }))}
            />
          )}
        </CardContent>
      </Card>

      <div className="grid content-start gap-4">
        <Card>
          <CardHeader>
            <CardTitle>{t('reports.topCategories')}</CardTitle>
          </CardHeader>
          <CardContent>
            <RankedList
              rows={reports.topCategories.map((c) => ({
                key: c.category,
                label: categoryName(c.category),
                listings: c.count,
              }))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('reports.mostActiveUsers')}</CardTitle>
            <CardDescription>{t('reports.mostActiveUsersDescription')}</CardDescription>
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
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const { data, error, isPending, isFetching, refetch } = useAdminReports();

  useEffect(() => {
    if (error) {
      toast({
        title: message(ADMIN_MESSAGES.reportsFailed),
        description: message(errorText(error, ADMIN_MESSAGES.unexpected)),
        variant: 'destructive',
      });
    }
  }, [error, message]);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('reports.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('reports.subtitle')}</p>
      </div>
      {isPending ? (
        <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
          <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
          {t('reports.loading')}
        </div>
      ) : error || !data ? (
        <div className="grid justify-items-center gap-3 rounded-lg border bg-background p-8 text-center">
          <p className="text-muted-foreground">{message(ADMIN_MESSAGES.reportsFailed)}</p>
          <Button type="button" variant="outline" disabled={isFetching} onClick={() => void refetch()}>
            {t('shared.tryAgain')}
          </Button>
        </div>
      ) : (
        <Reports reports={data} />
      )}
    </div>
  );
}
