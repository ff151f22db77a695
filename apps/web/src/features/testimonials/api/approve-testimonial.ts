import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminTestimonialsQueryKey } from './get-admin-testimonials';
import { testimonialsQueryKey } from './get-testimonials';

/** `POST /api/admin/testimonials/{id}/approve`: shown publicly from now on; the author is notified. */
export function approveTestimonial(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/admin/testimonials/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
  });
}

export function useApproveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTestimonial,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTestimonialsQueryKey }),
        queryClient.invalidateQueries({ queryKey: testimonialsQueryKey }),
      ]);
    },
  });
}
