import { BROWSE_MESSAGES, type ListingCard as ListingCardData } from '@marketplace/contract/listings';
import { MARKETPLACE_COUNT_CAP } from '@marketplace/contract/marketplace';
import { Loader2, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSiteConfig } from '@/hooks/use-site-config';
import { toast } from '@/lib/toast-store';
import { useMarketplaceListings } from '../api/get-marketplace-listings';
import { useMarketplaceSearchParams } from '../hooks/use-marketplace-search-params';
import { ListingCard } from './listing-card';
import { MarketplacePager } from './marketplace-pager';

/** Cards in the first row load eagerly: the grid is at most 4 columns wide (xl). */
const EAGER_CARDS = 4;

function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** "Showing N of M items", with "1,000+" when the server capped the count. */
function resultsLine(shown: number, total: number, totalCapped: boolean): string {
  const totalText = totalCapped ? `${formatCount(MARKETPLACE_COUNT_CAP)}+` : formatCount(total);
  return `Showing ${formatCount(shown)} of ${totalText} items`;
}

function FullPageLoader() {
  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-muted-foreground"
    >
      <Loader2 className="h-10 w-10 animate-spin text-primary" aria-hidden="true" />
      <p className="text-lg font-medium">{BROWSE_MESSAGES.loading}</p>
    </div>
  );
}

function EmptyState({ query }: { query: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed px-4 py-16 text-center">
      <SearchX className="h-12 w-12 text-muted-foreground" aria-hidden="true" />
      <h2 className="break-words text-xl font-semibold">
        {query ? `${BROWSE_MESSAGES.noItems} for "${query}"` : BROWSE_MESSAGES.noItems}
      </h2>
      <Button asChild variant="outline">
        <Link to="/marketplace">{BROWSE_MESSAGES.clearAllFilters}</Link>
      </Button>
    </div>
  );
}

function ListingGrid({ items }: { items: ListingCardData[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {items.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard listing={listing} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The browse page (spec 02 §2 Marketplace browse): search text and page come from the URL; results are
 * searched, paged and counted on the server. Filters and sort arrive in a later issue and extend
 * `MarketplaceListingsParams`.
 */
export function MarketplaceBrowse() {
  const { product } = useSiteConfig();
  const { query, page, hrefForPage, setPage } = useMarketplaceSearchParams();
  const { data, error, isPending, isPlaceholderData, refetch } = useMarketplaceListings({ query, page });

  useEffect(() => {
    if (error)
      toast({ title: BROWSE_MESSAGES.listingsFailed, description: error.message, variant: 'destructive' });
  }, [error]);

  // A new page of results starts at the top of the page.
  const previousPage = useRef(page);
  useEffect(() => {
    if (previousPage.current !== page) window.scrollTo({ top: 0 });
    previousPage.current = page;
  }, [page]);

  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // A stale link (e.g. ?page=40 after listings sold) lands on the last page rather than an empty one.
  const beyondLastPage =
    !!data && !isPlaceholderData && data.items.length === 0 && data.total > 0 && page > totalPages;
  useEffect(() => {
    if (beyondLastPage) setPage(totalPages, { replace: true });
  }, [beyondLastPage, setPage, totalPages]);

  let body;
  if (isPending) {
    body = <FullPageLoader />;
  } else if (!data) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-lg border px-4 py-16 text-center">
        <p className="text-lg font-medium">{BROWSE_MESSAGES.listingsFailed}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else if (data.items.length === 0) {
    body = beyondLastPage ? <FullPageLoader /> : <EmptyState query={query} />;
  } else {
    body = (
      <div
        aria-busy={isPlaceholderData}
        className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      >
        <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
          {resultsLine(data.items.length, data.total, data.totalCapped)}
        </p>
        <ListingGrid items={data.items} />
        <MarketplacePager className="mt-8" page={page} totalPages={totalPages} hrefForPage={hrefForPage} />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="mb-2 text-2xl font-bold tracking-tight sm:text-3xl">
        {product('Browse {product} Items')}
      </h1>
      {query ? (
        <p className="mb-4 break-words text-sm text-muted-foreground">
          Results for <span className="font-medium text-foreground">“{query}”</span>
        </p>
      ) : null}
      {body}
    </div>
  );
}
