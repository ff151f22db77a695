import type { ReactNode } from 'react';
import { ArrowRight, List, Plus, Store, type LucideIcon } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useCurrentUser } from '@/hooks/use-current-user';
import { dashboardHref } from '../utils/dashboard-tabs';

/** A quick link; `title` and `description` are keys of the `dashboard` namespace. */
interface QuickLink {
  title: 'overview.submitListingTitle' | 'overview.myListingsTitle' | 'overview.browseTitle';
  description: 'overview.submitListingText' | 'overview.myListingsText' | 'overview.browseText';
  to: string;
  icon: LucideIcon;
}

const QUICK_LINKS: readonly QuickLink[] = [
  {
    title: 'overview.submitListingTitle',
    description: 'overview.submitListingText',
    to: dashboardHref('submit-listing'),
    icon: Plus,
  },
  {
    title: 'overview.myListingsTitle',
    description: 'overview.myListingsText',
    to: dashboardHref('my-listings'),
    icon: List,
  },
  {
    title: 'overview.browseTitle',
    description: 'overview.browseText',
    to: '/marketplace',
    icon: Store,
  },
];

/** A member who joined this recently is greeted as new ("Welcome", not "Welcome back"). */
const NEW_MEMBER_MS = 24 * 60 * 60 * 1000;

/** Whether `joinDate` (ISO 8601) is within the last day. */
const joinedRecently = (joinDate: string) => Date.now() - Date.parse(joinDate) < NEW_MEMBER_MS;

/**
 * The dashboard's overview tab: a welcome ("Welcome" in a new member's first day, "Welcome back" after), the member's listing statistics (passed in by the route, since they
 * come from the listings feature) and quick links.
 */
export function DashboardOverview({ stats }: { stats?: ReactNode }) {
  const { user } = useCurrentUser();
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="dashboard-welcome" className="grid gap-6">
      <div className="rounded-xl bg-gradient-to-br from-primary to-cyan-600 p-6 text-primary-foreground shadow-sm sm:p-8">
        <h1 id="dashboard-welcome" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {user ? (
            <Trans
              t={t}
              i18nKey={joinedRecently(user.joinDate) ? 'overview.welcomeNew' : 'overview.welcome'}
              values={{ name: user.firstName }}
              components={{ name: <bdi /> }}
            />
          ) : (
            t('overview.welcomeNoName')
          )}
        </h1>
        <p className="mt-2 max-w-2xl text-primary-foreground/90">{t('overview.intro')}</p>
      </div>

      {stats}

      <div>
        <h2 className="mb-3 text-lg font-semibold">{t('overview.quickLinks')}</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {QUICK_LINKS.map((link) => (
            <li key={link.title}>
              <Card className="h-full transition-shadow hover:shadow-md">
                <Link
                  to={link.to}
                  className="group flex h-full flex-col gap-3 rounded-lg p-5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-accent text-primary">
                    <link.icon aria-hidden="true" className="h-5 w-5" />
                  </span>
                  <span className="flex items-center gap-1 font-semibold">
                    {t(link.title)}
                    <ArrowRight
                      aria-hidden="true"
                      className="h-4 w-4 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
                    />
                  </span>
                  <span className="text-sm text-muted-foreground">{t(link.description)}</span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
