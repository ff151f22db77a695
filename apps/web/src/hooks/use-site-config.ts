import type { SiteConfig } from '@marketplace/contract/site';
import { fillProduct } from '@marketplace/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const FALLBACK: SiteConfig = { siteName: 'Raajje Market', productNoun: 'Pre-loved', baseUrl: '' };

export function getSiteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => apiRequest<SiteConfig>('/api/site', { signal }),
    staleTime: Infinity,
  });
}

/** Site name and product noun; `product(text)` fills the specs' `{product}` placeholder. */
export function useSiteConfig(): SiteConfig & { product: (text: string) => string } {
  const { data = FALLBACK } = useQuery(getSiteConfigQueryOptions());
  return { ...data, product: (text) => fillProduct(text, data.productNoun) };
}
