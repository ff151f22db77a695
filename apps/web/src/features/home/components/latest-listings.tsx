import { ArrowRight, PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { HOME_LATEST_COUNT, useLatestListings } from '../api/get-latest-listings';
import { HomeListingCard } from './home-listing-card';

/** "Latest listings": the eight newest approved listings, with loading, error and empty states. */
export function LatestListings() {
  const latest = useLatestListings();
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="latest-listings-title" className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6">
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <h2 id="latest-listings-title" className="text-2xl font-bold tracking-tight">
            {t('latest.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('latest.subtitle')}</p>
        </div>
        <Link
          to="/marketplace"
          className="hidden shrink-0 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline sm:inline-flex"
        >
          {t('latest.viewAll')} <ArrowRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
        </Link>
      </div>

      {latest.isPending ? (
        <div
          role="status"
          aria-label={t('latest.loading')}
          className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
        >
          {Array.from({ length: HOME_LATEST_COUNT }, (_, i) => (
            <div key={i} className="overflow-hidden rounded-lg border">
              <Skeleton className="aspect-[4/3] rounded-none" />
              <div className="grid gap-2 p-3">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </div>
          ))}
        </div>
      ) : latest.isError ? (
        <div role="alert" className="rounded-lg border border-dashed p-8 text-center">
          <p className="font-medium">{t('latest.failed')}</p>
          <Button variant="outline" className="mt-4" onClick={() => void latest.refetch()}>
            {t('latest.tryAgain')}
          </Button>
        </div>
      ) : latest.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
          <PackageOpen aria-hidden="true" className="h-10 w-10 text-muted-foreground" />
          <p className="font-medium">{t('latest.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('latest.emptyText')}</p>
          <Button asChild>
            <Link to="/dashboard?tab=submit-listing">{t('latest.startSelling')}</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {latest.data.map((listing) => (
            <li key={listing.id}>
              <HomeListingCard listing={listing} />
            </li>
          ))}
        </ul>
      )}

      <div className="mt-6 text-center sm:hidden">
        <Button asChild variant="outline" className="w-full">
          <Link to="/marketplace">{t('latest.viewAllListings')}</Link>
        </Button>
      </div>
    </section>
  );
}
