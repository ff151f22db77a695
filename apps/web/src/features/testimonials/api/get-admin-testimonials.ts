import type { PendingTestimonial } from '@marketplace/contract/testimonials';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ModerationStatus = 'pending' | 'approved';

export const adminTestimonialsQueryKey = ['admin', 'testimonials'] as const;

/** `GET /api/admin/testimonials?status=`: pending ones oldest first (the queue), or the approved ones. */
export function getAdminTestimonials(
  status: ModerationStatus,
  signal?: AbortSignal,
): Promise<{ items: PendingTestimonial[] }> {
  return apiRequest<{ items: PendingTestimonial[] }>('/api/admin/testimonials', {
    query: { status },
    signal,
  });
}

export function getAdminTestimonialsQueryOptions(status: ModerationStatus) {
  return queryOptions({
    queryKey: [...adminTestimonialsQueryKey, status],
    queryFn: ({ signal }) => getAdminTestimonials(status, signal),
    select: (data) => data.items,
    staleTime: 0,
  });
}

export function useAdminTestimonials(status: ModerationStatus) {
  return useQuery(getAdminTestimonialsQueryOptions(status));
}
