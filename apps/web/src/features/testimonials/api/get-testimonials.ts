import type { Testimonial } from '@marketplace/contract/testimonials';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const testimonialsQueryKey = ['testimonials'] as const;

/** `GET /api/testimonials`: the approved testimonials, newest first. */
export function getTestimonials(signal?: AbortSignal): Promise<{ items: Testimonial[] }> {
  return apiRequest<{ items: Testimonial[] }>('/api/testimonials', { signal });
}

export function getTestimonialsQueryOptions() {
  return queryOptions({
    queryKey: testimonialsQueryKey,
    queryFn: ({ signal }) => getTestimonials(signal),
    select: (data) => data.items,
    // Changes arrive as the live `testimonials` event, which refetches.
    staleTime: 5 * 60_000,
  });
}

export function useTestimonials() {
  return useQuery(getTestimonialsQueryOptions());
}
