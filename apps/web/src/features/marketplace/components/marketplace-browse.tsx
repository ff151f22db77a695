import {
  BROWSE_MESSAGES,
  type ListingCard as ListingCardData,
} from '@marketplace/contract/listings-messages';
import {
  MARKETPLACE_COUNT_CAP,
  type MarketplacePage,
  type SortOption,
} from '@marketplace/contract/marketplace-messages';
import { Loader2, SearchX, SlidersHorizontal, X } from 'lucide-react';
import { DEFAULT_LANGUAGE, isLanguage } from '@marketplace/contract/language';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, type To } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useSiteConfig } from '@/hooks/use-site-config';
import { toast } from '@/lib/toast-store';
import { useCategories, useLocations } from '@/lib/reference-data';
import { useContractMessage } from '@/i18n/contract-messages';
import { useMarketplaceListings } from '../api/get-marketplace-listings';
import { useMarketplaceSearchParams } from '../hooks/use-marketplace-search-params';
import { useStagedFilters } from '../hooks/use-staged-filters';
import { activeFilterCount, sortOptionsFor } from '../utils/marketplace-url';
import { ListingCard } from './listing-card';
import { MarketplacePager } from './marketplace-pager';
import { formatNumber } from '@marketplace/contract/site';

// The filters (sliders, checkboxes) and the drawer are their own chunks: a phone shows neither until the
// visitor opens the drawer, so neither is part of the browse page's first load there.
const MarketplaceFilters = lazy(() =>
  import('./marketplace-filters').then((module) => ({ default: module.MarketplaceFilters })),
);
const FilterDrawer = lazy(() =>
  import('./filter-drawer').then((module) => ({ default: module.FilterDrawer })),
);

/**
 * Issue #39: the field filters in effect under the results line ("Year ≥ 2018", "Engine ≥ 110 cc"), as the
 * server says them in the page's language, each a link to the same search without it — so the server-rendered
 * page shows them and a tap works before the scripts run.
 */
function AppliedFieldFilters({
  applied,
  hrefWithout,
}: {
  applied: NonNullable<MarketplacePage['fieldFilters']>;
  hrefWithout: (key: string) => To;
}) {
  const { t, i18n } = useTranslation('marketplace');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <ul aria-label={t('browse.fieldFilters')} className="mb-4 flex flex-wrap gap-2">
      {applied.map(({ key, text }) => (
        <li key={key}>
          <Link
            to={hrefWithout(key)}
            aria-label={t('browse.removeFieldFilter', { filter: text[language] })}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full border bg-muted px-3 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span dir="auto">{text[language]}</span>
            <X aria-hidden="true" className="size-3.5 shrink-0" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Tailwind's `lg` (64rem): from there the filters are a sidebar; below it they live in the drawer. Asked as
 * "wide?" so that the server's answer (no media queries there: false) is the phone's: a server-rendered page
 * carries no sidebar markup, and a phone never loads the sidebar's code (mobile first, issue #12).
 */
const LG_AND_UP = '(min-width: 64rem)';

/** The filter panel's two layouts: beside the results (lg and up) and in the drawer. */
const SIDEBAR = 'sidebar';
const SHEET = 'sheet';

/** Cards in the first row load eagerly: the grid is at most 4 columns wide (xl). */
const EAGER_CARDS = 4;

function formatCount(n: number): string {
  return formatNumber(n);
}

/** "Showing N of M items", with "1,000+" when the server capped the count. */
function resultsLine(
  t: TFunction<'marketplace'>,
  shown: number,
  total: number,
  totalCapped: boolean,
): string {
  const totalText = totalCapped
    ? t('browse.totalCapped', { count: formatCount(MARKETPLACE_COUNT_CAP) })
    : formatCount(total);
  return t('browse.showing', { shown: formatCount(shown), total: totalText });
}

function FullPageLoader() {
  const message = useContractMessage();
  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-muted-foreground"
    >
      <Loader2 className="h-10 w-10 animate-spin text-primary" aria-hidden="true" />
      <p className="text-lg font-medium">{message(BROWSE_MESSAGES.loading)}</p>
    </div>
  );
}

function EmptyState({ query }: { query: string }) {
  const { t } = useTranslation('marketplace');
  const message = useContractMessage();
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed px-4 py-16 text-center">
      <SearchX className="h-12 w-12 text-muted-foreground" aria-hidden="true" />
      <h2 className="break-words text-xl font-semibold" dir={query ? 'auto' : undefined}>
        {query ? t('browse.noItemsFor', { query }) : message(BROWSE_MESSAGES.noItems)}
      </h2>
      <Button asChild variant="outline">
        <Link to="/marketplace">{message(BROWSE_MESSAGES.clearAllFilters)}</Link>
      </Button>
    </div>
  );
}

/** Cards in a grid; `first` (the default) when it opens the page: its first cards' photos load at once. */
function ListingGrid({ items, first = true }: { items: ListingCardData[]; first?: boolean }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {items.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard
            listing={listing}
            eager={first && index < EAGER_CARDS}
            priority={first && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Issue #38: under page 1 of a search few listings match (every word), those holding some of its words, the
 * ones holding more first; apart from the matches, which alone are counted and paged.
 */
function RelatedListings({ items }: { items: ListingCardData[] }) {
  const { t } = useTranslation('marketplace');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 border-t pt-6">
      <h2 id={headingId} className="mb-4 text-base font-semibold">
        {t('browse.relatedHeading')}
      </h2>
      <ListingGrid items={items} first={false} />
    </section>
  );
}

function SortSelect({
  query,
  value,
  onChange,
}: {
  query: string;
  value: SortOption;
  onChange: (sort: SortOption) => void;
}) {
  const id = useId();
  const { t } = useTranslation('marketplace');
  const options = sortOptionsFor(query);
  return (
    <div className="ms-auto flex shrink-0 items-center gap-2">
      <Label htmlFor={id} className="shrink-0 text-sm text-muted-foreground">
        {t('browse.sortBy')}
      </Label>
      <NativeSelect
        id={id}
        value={value}
        className="h-9 w-auto min-w-0"
        onChange={(event) => {
          const next = options.find((option) => option === event.target.value);
          if (next) onChange(next);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Shows the spec's toast once per failure of a reference list or the results. */
function useErrorToast(error: Error | null, title: string) {
  useEffect(() => {
    if (error) toast({ title, description: error.message, variant: 'destructive' });
  }, [error, title]);
}

/**
 * The browse page (spec 02 §2, §4, §5, §9). The whole state — term, filters, sort, page — is in the URL;
 * results, facets and counts come from the server. Filters are staged in the sidebar (a drawer under lg) and
 * applied with Apply Filters; the term (from the header search) and the sort apply at once. Every change but
 * paging starts again on page 1. `headerAction` sits beside the heading (the route puts "Save this search"
 * there; features do not import each other).
 */
export function MarketplaceBrowse({ headerAction }: { headerAction?: ReactNode } = {}) {
  const { productNoun } = useSiteConfig();
  const { t } = useTranslation('marketplace');
  const message = useContractMessage();
  const {
    query,
    page,
    sort,
    filters,
    asTyped,
    hrefForPage,
    hrefAsTyped,
    hrefWithoutField,
    setPage,
    applyFilters,
    resetFilters,
    setSort,
  } = useMarketplaceSearchParams();
  const { data, error, isPending, isPlaceholderData, refetch } = useMarketplaceListings({
    query,
    page,
    sort,
    asTyped,
    ...filters,
  });
  const categories = useCategories();
  const locations = useLocations();
  const staged = useStagedFilters(filters);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code is fetched on first use and the drawer then stays mounted.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const appliedCount = activeFilterCount(filters);
  // Known-narrow screens skip the (CSS-hidden) sidebar altogether; elsewhere it renders as before.
  const wideScreen = useMediaQuery(LG_AND_UP);

  useErrorToast(error, message(BROWSE_MESSAGES.listingsFailed));
  useErrorToast(categories.error, message(BROWSE_MESSAGES.categoriesFailed));
  useErrorToast(locations.error, message(BROWSE_MESSAGES.locationsFailed));

  // A new page or result set starts at the top of the page.
  const resultKey = `${page}|${query}|${sort}|${JSON.stringify(filters)}`;
  const previousKey = useRef(resultKey);
  useEffect(() => {
    if (previousKey.current !== resultKey) window.scrollTo({ top: 0 });
    previousKey.current = resultKey;
  }, [resultKey]);

  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // A stale link (e.g. ?page=40 after listings sold) lands on the last page rather than an empty one.
  const beyondLastPage =
    !!data && !isPlaceholderData && data.items.length === 0 && data.total > 0 && page > totalPages;
  useEffect(() => {
    if (beyondLastPage) setPage(totalPages, { replace: true });
  }, [beyondLastPage, setPage, totalPages]);

  const apply = () => {
    applyFilters(staged.draft);
    setDrawerOpen(false);
  };
  const reset = () => {
    staged.discard();
    resetFilters();
    setDrawerOpen(false);
  };
  const filterPanel = (layout: 'sidebar' | 'sheet') => (
    <MarketplaceFilters
      layout={layout}
      draft={staged.draft}
      onDraftChange={staged.setDraft}
      dirty={staged.dirty}
      appliedCount={appliedCount}
      onApply={apply}
      onReset={reset}
      facets={data?.facets}
      appliedCategories={filters.categories}
      categories={categories.data}
      atolls={locations.data}
      categoriesFailed={!!categories.error && !categories.data}
      onRetryCategories={() => void categories.refetch()}
    />
  );

  const correctedQuery = data?.correctedQuery;
  const heading = (
    <>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('browse.title', { product: productNoun })}
        </h1>
        {headerAction}
      </div>
      {query && correctedQuery ? (
        // Issue #38 item 3: a word no live listing holds was read as one they do; the term as typed is a tap away.
        <div className="mb-4 break-words text-sm text-muted-foreground" data-testid="corrected-query">
          <p>
            <Trans
              t={t}
              i18nKey="browse.showingResultsFor"
              values={{ corrected: correctedQuery }}
              components={{ term: <span dir="auto" className="font-medium text-foreground" /> }}
            />
          </p>
          <p>
            <Trans
              t={t}
              i18nKey="browse.searchInsteadFor"
              values={{ query }}
              components={{
                // Not `link`: i18next's parser reads <link> as an empty HTML element.
                typed: (
                  <Link
                    to={hrefAsTyped}
                    dir="auto"
                    className="inline-block py-1 font-medium text-primary underline underline-offset-4"
                  />
                ),
              }}
            />
          </p>
        </div>
      ) : query ? (
        <p className="mb-4 break-words text-sm text-muted-foreground">
          <Trans
            t={t}
            i18nKey="browse.resultsFor"
            values={{ query }}
            components={{ term: <span dir="auto" className="font-medium text-foreground" /> }}
          />
        </p>
      ) : null}
    </>
  );

  if (isPending) {
    // At least a screen high, so the footer does not show under the loader and then jump down when the
    // cards arrive (a layout shift).
    return (
      <div className="mx-auto min-h-dvh w-full max-w-7xl px-4 py-6 sm:py-8">
        {heading}
        <FullPageLoader />
      </div>
    );
  }

  let results;
  if (!data) {
    results = (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-lg border px-4 py-16 text-center">
        <p className="text-lg font-medium">{message(BROWSE_MESSAGES.listingsFailed)}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          {t('browse.tryAgain')}
        </Button>
      </div>
    );
  } else if (data.items.length === 0) {
    results = beyondLastPage ? <FullPageLoader /> : <EmptyState query={query} />;
  } else {
    results = (
      <>
        <ListingGrid items={data.items} />
        {data.related?.length ? <RelatedListings items={data.related} /> : null}
        <MarketplacePager className="mt-8" page={page} totalPages={totalPages} hrefForPage={hrefForPage} />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      {heading}
      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        {!wideScreen ? (
          // Keeps the sidebar's grid column until the browser says the screen is wide.
          <div aria-hidden="true" className="hidden lg:block" />
        ) : (
          // The placeholder keeps the sidebar's grid column while the filters' code loads.
          <Suspense fallback={<div aria-hidden="true" className="hidden lg:block" />}>
            <aside aria-label={t('browse.filters')} className="hidden lg:block">
              <div className="sticky top-[84px] max-h-[calc(100dvh-100px)] overflow-y-auto pe-1">
                <h2 className="mb-4 text-lg font-semibold">{t('browse.filters')}</h2>
                {filterPanel(SIDEBAR)}
              </div>
            </aside>
          </Suspense>
        )}

        <section aria-label={t('browse.results')} className="min-w-0">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-x-2 gap-y-3 sm:gap-x-4">
            <Button
              type="button"
              variant="outline"
              className="lg:hidden"
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
              aria-label={
                appliedCount > 0 ? t('browse.filtersActive', { active: appliedCount }) : t('browse.filters')
              }
            >
              <SlidersHorizontal aria-hidden="true" />
              {t('browse.filters')}
              {appliedCount > 0 ? (
                <Badge className="px-2 py-0" aria-hidden="true">
                  {appliedCount}
                </Badge>
              ) : null}
            </Button>
            <p
              className="order-last w-full text-sm text-muted-foreground sm:order-none sm:w-auto"
              aria-live="polite"
            >
              {data ? resultsLine(t, data.items.length, data.total, data.totalCapped) : null}
            </p>
            <SortSelect query={query} value={sort} onChange={setSort} />
          </div>
          {data?.fieldFilters ? (
            <AppliedFieldFilters applied={data.fieldFilters} hrefWithout={hrefWithoutField} />
          ) : null}
          <div
            aria-busy={isPlaceholderData}
            className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          >
            {results}
          </div>
        </section>
      </div>

      {drawerUsed ? (
        <Suspense fallback={null}>
          <FilterDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
            {filterPanel(SHEET)}
          </FilterDrawer>
        </Suspense>
      ) : null}
    </div>
  );
}
