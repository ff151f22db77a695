import { MarketplaceBrowse } from '@/features/marketplace/components/marketplace-browse';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useTranslation } from 'react-i18next';
import { getMarketplaceListingsQueryOptions } from '@/features/marketplace/api/get-marketplace-listings';
import { getSuggestionsQueryOptions } from '@/hooks/use-suggestions';
import { getCategoriesQueryOptions, getLocationsQueryOptions } from '@/lib/reference-data';
import type { RouteHandle } from '../route-data';
import { firstScreenListingsParams } from '../first-screen';

/**
 * The page's data (see `RouteHandle`): the results for the URL's term, filters, sort and page, the categories
 * and islands the filters name, and the header box's suggestions for the term it shows (the header search).
 */
export const handle: RouteHandle = {
  prefetch: ({ queryClient, location }) => {
    const listings = firstScreenListingsParams(location);
    const term = (new URLSearchParams(location.search).get('query') ?? '').trim();
    return Promise.all([
      listings && queryClient.prefetchQuery(getMarketplaceListingsQueryOptions(listings)),
      queryClient.prefetchQuery(getCategoriesQueryOptions()),
      queryClient.prefetchQuery(getLocationsQueryOptions()),
      term && queryClient.prefetchQuery(getSuggestionsQueryOptions(term)),
    ]);
  },
};

/** /marketplace (spec 02 §2). */
export function Component() {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{t('pageTitle', { title: t('pages.marketplace.title'), siteName })}</title>
      <MarketplaceBrowse headerAction={<SaveSearchButton />} />
    </>
  );
}
