import { useParams, useSearchParams } from 'react-router';
import { ListingCard } from '@/features/marketplace/components/listing-card';
import { MarketplacePager } from '@/features/marketplace/components/marketplace-pager';
import { SellerPage } from '@/features/sellers/components/seller-page';

/**
 * /seller/:sellerId (issue #13 item 4): the public seller page, server-rendered like /item/:id. The browse
 * card and pager come from features/marketplace; features do not import each other, so they meet here.
 */
export function Component() {
  const { sellerId = '' } = useParams();
  const [params] = useSearchParams();
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 10_000 ? raw : 1;
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
