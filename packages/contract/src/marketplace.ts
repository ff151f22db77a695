import { z } from 'zod';
import { LISTING_CONDITIONS, type ListingCard } from './listings';

/** Spec 02 §9: marketplace page size. */
export const MARKETPLACE_PAGE_SIZE = 12;
/** Counts above this are reported as "1,000+" (ARCHITECTURE.md "Browse search": counts are capped). */
export const MARKETPLACE_COUNT_CAP = 1000;
/** Spec 02 §9: the pager shows this many page numbers. */
export const PAGER_WINDOW = 5;
/** Spec 02 §5: default price slider bounds in MVR. */
export const DEFAULT_PRICE_BOUNDS: readonly [number, number] = [0, 10000];

export const SORT_OPTIONS = ['newest', 'price_asc', 'price_desc', 'relevance'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const SORT_LABELS: Record<SortOption, string> = {
  newest: 'Newest',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  relevance: 'Relevance',
};

const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, { message: 'Must be a comma-separated list of ids.' })
  .transform((s) => s.split(',').map(Number));

/**
 * `GET /api/marketplace/listings` query (spec 02 §4–§5 Browse behaviour). Every parameter is optional.
 * Bad values answer 400 rather than being silently ignored.
 */
export const marketplaceQuerySchema = z.object({
  query: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  sort: z.enum(SORT_OPTIONS).optional(),
  categories: idList.optional(),
  location: z.coerce.number().int().positive().optional(),
  condition: z.enum(LISTING_CONDITIONS).optional(),
  minPrice: z.coerce.number().min(0).optional(),
  maxPrice: z.coerce.number().min(0).optional(),
});
export type MarketplaceQuery = z.input<typeof marketplaceQuerySchema>;
export type MarketplaceFilters = z.output<typeof marketplaceQuerySchema>;

/** `GET /api/marketplace/listings` response: one page of cards plus the total. */
export interface MarketplacePage {
  items: ListingCard[];
  /** Matching listings, exact up to MARKETPLACE_COUNT_CAP. */
  total: number;
  /** True when there are more than `total` matches ("1,000+"). */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  sort: SortOption;
}
