/**
 * Reviews and seller-page requests (issue #13 item 4), through the shared api-client so server rendering
 * prefetches them like the item page.
 */
import type {
  MyReviews,
  Page,
  PublicReview,
  RatingSummary,
  ReviewCreated,
  ReviewInput,
  SellerProfile,
} from '@marketplace/contract/reviews';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myReviewsQueryKey } from '@/lib/query-keys';

export const sellerQueryKey = (id: string, page = 1) => ['sellers', id, page] as const;
export const sellerReviewsQueryKey = (id: string, page: number) => ['sellers', id, 'reviews', page] as const;

/** `GET /api/sellers/{id}?page=`: the seller page (listings page `page`). @throws ApiError 404. */
export function getSellerQueryOptions(id: string, page = 1) {
  return queryOptions({
    queryKey: sellerQueryKey(id, page),
    queryFn: ({ signal }) =>
      apiRequest<SellerProfile>(`/api/sellers/${encodeURIComponent(id)}`, { signal, query: { page } }),
    retry: false,
    staleTime: 30_000,
  });
}

export function useSeller(id: string, page = 1) {
  return useQuery({ ...getSellerQueryOptions(id, page), placeholderData: keepPreviousData });
}

/** `GET /api/sellers/{id}/rating`: the item page's seller card. */
export function getSellerRatingQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['sellers', id, 'rating'] as const,
    queryFn: ({ signal }) => apiRequest<RatingSummary>(`/api/sellers/${encodeURIComponent(id)}/rating`, { signal }),
    retry: false,
    staleTime: 30_000,
  });
}

export function useSellerRating(id: string) {
  return useQuery(getSellerRatingQueryOptions(id));
}

/** `GET /api/sellers/{id}/reviews?page=`: visible reviews, 12 a page. */
export function useSellerReviews(id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: sellerReviewsQueryKey(id, page),
    queryFn: ({ signal }) =>
      apiRequest<Page<PublicReview>>(`/api/sellers/${encodeURIComponent(id)}/reviews`, { signal, query: { page } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/reviews/mine` (members). */
export function useMyReviews(enabled = true) {
  return useQuery({
    queryKey: myReviewsQueryKey,
    queryFn: ({ signal }) => apiRequest<MyReviews>('/api/reviews/mine', { signal }),
    enabled,
  });
}

/** `POST /api/listings/{id}/reviews`. @throws ApiError 400 (issues), 401, 403, 404, 409. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { listingId: string; input: ReviewInput }) =>
      apiRequest<ReviewCreated>(`/api/listings/${encodeURIComponent(args.listingId)}/reviews`, {
        method: 'POST',
        body: args.input,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: myReviewsQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['sellers'] });
    },
  });
}

/** `POST /api/reviews/{id}/reply`. @throws ApiError 400, 401, 403, 404, 409. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { reviewId: string; body: string }) =>
      apiRequest<PublicReview>(`/api/reviews/${encodeURIComponent(args.reviewId)}/reply`, {
        method: 'POST',
        body: { body: args.body },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: myReviewsQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['sellers'] });
    },
  });
}
