import { useParams, useSearchParams } from 'react-router';
import { ListingCard } from '@/features/marketplace/components/listing-card';
import { MarketplacePager } from '@/features/marketplace/components/marketplace-pager';
import { SellerPage } from '@/features/reviews/components/seller-page';
import { getSellerQueryOptions } from '@/features/reviews/api/reviews-api';
import { ApiError } from '@/lib/api-client';
import type { RouteHandle } from '../route-data';

/** The listings page the URL asks for (`?page=`, 1 to 10,000; anything else is the first). */
function sellerListingsPage(params: URLSearchParams): number {
  const raw = Number(params.get('page') ?? '1');
  return Number.isInteger(raw) && raw >= 1 && raw <= 10_000 ? raw : 1;
}

/** The page's data (see `RouteHandle`): the seller with that page of their listings. */
export const handle: RouteHandle = {
  prefetch: ({ queryClient, params, location }) =>
    queryClient.prefetchQuery(
      getSellerQueryOptions(params.sellerId ?? '', sellerListingsPage(new URLSearchParams(location.search))),
    ),
  notFound: ({ queryClient, params, location }) => {
    const { queryKey } = getSellerQueryOptions(
      params.sellerId ?? '',
      sellerListingsPage(new URLSearchParams(location.search)),
    );
    const error = queryClient.getQueryState(queryKey)?.error;
    return error instanceof ApiError && (error.status === 404 || error.status === 400);
  },
};

/**
 * /seller/:sellerId (issue #13 item 4): the public seller page, server-rendered like /item/:id. The browse
 * card and pager come from features/marketplace; features do not import each other, so they meet here.
 */
export function Component() {
  const { sellerId = '' } = useParams();
  const [params] = useSearchParams();
  const page = sellerListingsPage(params);
  return (
    <SellerPage
      key={sellerId}
      sellerId={sellerId}
      page={page}
      renderListing={(listing, index) => <ListingCard listing={listing} eager={index < 2} />}
      renderPager={(current, totalPages) => (
        <MarketplacePager
          page={current}
          totalPages={totalPages}
          hrefForPage={(p) => ({ search: p > 1 ? `?page=${p}` : '' })}
        />
      )}
    />
  );
}
